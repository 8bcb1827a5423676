import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Station } from '@chargesetu/shared/contracts';
import { powersForConnector } from '@chargesetu/shared/domain';
import { OfflineActionNote, useOnline } from '@chargesetu/web/ui';
import {
  bookButtonText,
  bookingHref,
  chooseConnector,
  chosenCharger,
  choosePower,
  connectorPrices,
  type BookingChoice,
} from '../detail/booking-choice';
import { powerLabel, useTranslation } from '@chargesetu/web/i18n';

const groupSx = {
  flexWrap: 'wrap',
  gap: 1,
  '& .MuiToggleButton-root': {
    border: 1,
    borderColor: 'divider',
    borderRadius: '10px !important',
    m: 0,
    color: 'text.primary',
    textAlign: 'left',
  },
  // A chosen option reads as chosen at a glance, not only through a faint tint.
  '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
    bgcolor: 'primary.main',
    borderColor: 'primary.main',
    color: 'primary.contrastText',
  },
  '& .MuiToggleButton-root.Mui-disabled': { color: 'text.disabled' },
} as const;

/**
 * docs/product.md §2.3: connector types with their price per kWh, power options of the chosen connector
 * (labelled Premium / DC / AC), and the book button, enabled only when both are chosen. Each choice toggles.
 */
export function BookingPicker({ station }: { station: Station }) {
  const { t } = useTranslation('stations');
  const [choice, setChoice] = useState<BookingChoice>({ connector: null, power: null });
  const connectors = connectorPrices(station.chargers);
  const allPowers = [...new Set(station.chargers.map((c) => Number(c.power)))].sort((a, b) => a - b);
  const powers = choice.connector ? powersForConnector(station.chargers, choice.connector) : allPowers;
  const charger = chosenCharger(station.chargers, choice);
  // Booking needs the server (slots are read live): offline the button waits and says why.
  const online = useOnline();

  return (
    <Paper variant="outlined" component="section" aria-labelledby="book-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="book-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('picker.title')}
      </Typography>

      <Typography id="connector-label" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('picker.connectors')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        aria-labelledby="connector-label"
        value={choice.connector}
        onChange={(_e, type: string | null) =>
          setChoice((c) => chooseConnector(station.chargers, c, type ?? c.connector))
        }
        sx={groupSx}
      >
        {connectors.map(({ type, price }) => (
          <ToggleButton
            key={type}
            value={type}
            sx={{ flexDirection: 'column', alignItems: 'flex-start', px: 2 }}
          >
            <Box component="span" sx={{ fontWeight: 700 }}>
              {type}
            </Box>
            <Box component="span" sx={{ fontSize: '0.8rem' }}>
              {price}
            </Box>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <Typography id="power-label" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        {t('picker.powers')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        aria-labelledby="power-label"
        aria-describedby={choice.connector ? undefined : 'power-hint'}
        value={choice.power}
        onChange={(_e, kw: number | null) => setChoice((c) => choosePower(c, kw ?? c.power))}
        disabled={choice.connector === null}
        sx={groupSx}
      >
        {powers.map((kw) => (
          <ToggleButton key={kw} value={kw} sx={{ px: 2 }}>
            {kw} kW · {powerLabel(kw)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {!choice.connector && (
        <Typography id="power-hint" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('picker.powerHint')}
        </Typography>
      )}

      <Box sx={{ mt: 3 }}>
        {charger && online ? (
          <Button
            component={RouterLink}
            to={bookingHref(station.id, charger)}
            variant="contained"
            size="large"
            fullWidth
          >
            {bookButtonText(charger)}
          </Button>
        ) : (
          <Button
            variant="contained"
            size="large"
            fullWidth
            disabled
            aria-describedby={online ? undefined : 'book-offline'}
          >
            {bookButtonText(charger)}
          </Button>
        )}
        <OfflineActionNote id="book-offline" />
      </Box>
    </Paper>
  );
}

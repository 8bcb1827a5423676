import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Station } from '@chargesetu/shared/contracts';
import { distinctConnectorTypes, findCharger, powersForConnector } from '@chargesetu/shared/domain';
import { formatInr, useTranslation } from '@chargesetu/web/i18n';
import { SectionCard } from '@chargesetu/web/ui';
import { SectionError } from './section-error';

export const toggleGroupSx = {
  flexWrap: 'wrap',
  gap: 1,
  '& .MuiToggleButton-root': {
    border: 1,
    borderColor: 'divider',
    borderRadius: '10px !important',
    m: 0,
    color: 'text.primary',
    textTransform: 'none',
  },
  '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
    bgcolor: 'primary.main',
    borderColor: 'primary.main',
    color: 'primary.contrastText',
  },
  '& .MuiToggleButton-root.Mui-disabled': { color: 'text.disabled', borderColor: 'divider' },
} as const;

export interface ChargerSelectionProps {
  station: Station;
  chargerType: string;
  power: number;
  onConnector: (type: string) => void;
  onPower: (kw: number) => void;
  errors: { chargerType?: string; power?: string };
}

/**
 * docs/product.md §2.4 Charger Selection: connector type buttons; once a type is chosen, its power levels
 * with kW and price per kWh in rupees.
 */
export function ChargerSelection({
  station,
  chargerType,
  power,
  onConnector,
  onPower,
  errors,
}: ChargerSelectionProps) {
  const { t } = useTranslation('bookings');
  const powers = chargerType ? powersForConnector(station.chargers, chargerType) : [];
  return (
    <SectionCard sx={{ mb: 3 }} id="charger-selection-title" title={t('form.chargerSelection')}>
      <Typography id="connector-type-label" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('form.connectorType')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        aria-labelledby="connector-type-label"
        value={chargerType || null}
        onChange={(_e, type: string | null) => type && onConnector(type)}
        sx={toggleGroupSx}
      >
        {distinctConnectorTypes(station.chargers).map((type) => (
          <ToggleButton key={type} value={type} sx={{ px: 2.5, fontWeight: 700 }}>
            {type}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <SectionError message={errors.chargerType} />

      {chargerType && (
        <Box sx={{ mt: 2.5 }}>
          <Typography id="power-level-label" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('form.powerLevel')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            aria-labelledby="power-level-label"
            value={power || null}
            onChange={(_e, kw: number | null) => kw && onPower(kw)}
            sx={toggleGroupSx}
          >
            {powers.map((kw) => (
              <ToggleButton
                key={kw}
                value={kw}
                sx={{ flexDirection: 'column', alignItems: 'flex-start', px: 2 }}
              >
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {kw} kW
                </Box>
                <Box component="span" sx={{ fontSize: '0.8rem' }}>
                  {formatInr(findCharger(station.chargers, chargerType, kw)?.pricePerKwh)}/kWh
                </Box>
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <SectionError message={errors.power} />
        </Box>
      )}
    </SectionCard>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@chargesetu/web/routes';
import { useTranslation } from '@chargesetu/web/i18n';
import { noSessionNowText } from '../view/dashboard-tiles';

/**
 * The charging cards without a running session (docs/product.md §2.15): says so plainly and where to go
 * next; no figure is shown, since there is none to show.
 */
export function NoChargingSession({ findStations = false }: { findStations?: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box data-testid="no-session">
      <Typography sx={{ fontWeight: 700 }}>{noSessionNowText()}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('noSession.hint')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.bookings.path} variant="outlined" size="small">
          {t('noSession.myBookings')}
        </Button>
        {findStations && (
          <Button component={RouterLink} to={paths.home.path} variant="outlined" size="small">
            {t('noSession.findStations')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

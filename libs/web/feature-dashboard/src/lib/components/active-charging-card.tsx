import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Booking } from '@chargesetu/shared/contracts';
import { hrefs } from '@chargesetu/web/routes';
import { useTranslation } from '@chargesetu/web/i18n';
import { liveFigures } from '../view/session-figures';
import { SectionCard } from '@chargesetu/web/ui';
import { NoChargingSession } from './no-charging-session';
import { LiveNote, SessionFiguresView, useLiveStatus } from './session-figures';

function LiveCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation('dashboard');
  const { status, failed } = useLiveStatus(booking.id);
  return (
    <SectionCard
      title={t('monitor.activeTitle')}
      testId="active-charging-card"
      badge={<Chip size="small" color="success" label={t('monitor.live')} />}
    >
      <Typography sx={{ fontWeight: 700, mb: 1.5 }}>
        {booking.station?.name ?? t('booking.unknownStation')}
      </Typography>
      {failed && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('monitor.liveFailed')}
        </Typography>
      )}
      <LiveNote status={status} />
      <SessionFiguresView figures={liveFigures(status)} label={t('monitor.batteryLabel')} />
      <Button component={RouterLink} to={hrefs.charging(booking.id)} variant="contained" sx={{ mt: 2 }}>
        {t('monitor.open')}
      </Button>
    </SectionCard>
  );
}

/**
 * The Overview's charging card: the user's running session, live; without one, says there is none and
 * links to My Bookings (no sample figures: docs/product.md §2.15).
 */
export function ActiveChargingCard({ running }: { running: Booking | undefined }) {
  const { t } = useTranslation('dashboard');
  if (running) return <LiveCard booking={running} />;
  return (
    <SectionCard title={t('monitor.activeTitle')} testId="active-charging-card">
      <NoChargingSession />
    </SectionCard>
  );
}

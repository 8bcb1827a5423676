import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { Booking } from '@chargesetu/shared/contracts';
import { hrefs } from '@chargesetu/web/routes';
import { useTranslation } from '@chargesetu/web/i18n';
import { liveFigures } from '../view/session-figures';
import { NoChargingSession } from './no-charging-session';
import { SectionCard, StopChargingDialog } from '@chargesetu/web/ui';
import { LiveNote, SessionFiguresView, useLiveStatus } from './session-figures';

/**
 * Target level and charging speed: the platform cannot set either yet, so the controls are shown
 * disabled and say so (docs/product.md §2.15 lists them). A session charges until the battery is full or
 * the booked time is over, so the target reads "Full".
 */
function UnsupportedControls() {
  const { t } = useTranslation('dashboard');
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 96 }}>
          {t('monitor.targetLevel')}
        </Typography>
        <IconButton aria-label={t('monitor.lowerTarget')} disabled size="small">
          <RemoveOutlined />
        </IconButton>
        <Typography variant="body2" data-testid="target-level">
          {t('monitor.full')}
        </Typography>
        <IconButton aria-label={t('monitor.raiseTarget')} disabled size="small">
          <AddOutlined />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 96 }}>
          {t('monitor.speed')}
        </Typography>
        <Button size="small" variant="contained" disabled>
          {t('monitor.standard')}
        </Button>
        <Button size="small" variant="outlined" disabled>
          {t('monitor.max')}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('monitor.comingSoon')}
      </Typography>
    </Stack>
  );
}

function LiveMonitor({ booking }: { booking: Booking }) {
  const { t } = useTranslation('dashboard');
  const { status, failed } = useLiveStatus(booking.id);
  const [askingToStop, setAskingToStop] = useState(false);
  const canStop = status?.isCharging !== false;
  return (
    <SectionCard
      title={t('monitor.title')}
      testId="charging-monitor"
      badge={<Chip size="small" color="success" label={t('monitor.live')} />}
      actions={
        <Button component={RouterLink} to={hrefs.charging(booking.id)} variant="outlined" size="small">
          {t('monitor.openFull')}
        </Button>
      }
    >
      <Typography sx={{ fontWeight: 700, mb: 1.5 }}>
        {booking.station?.name ?? t('booking.unknownStation')}
      </Typography>
      {failed && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('monitor.liveFailed')}
        </Alert>
      )}
      <LiveNote status={status} />
      <SessionFiguresView figures={liveFigures(status)} label={t('monitor.batteryLabel')} />
      <UnsupportedControls />
      <Button
        variant="contained"
        color="error"
        sx={{ mt: 2 }}
        disabled={!canStop}
        onClick={() => setAskingToStop(true)}
      >
        {t('monitor.stop')}
      </Button>
      <StopChargingDialog
        open={askingToStop && canStop}
        bookingId={booking.id}
        status={status}
        onClose={() => setAskingToStop(false)}
      />
    </SectionCard>
  );
}

/**
 * Charging Monitor (docs/product.md §2.15): the user's running session, live, with a working Stop Charging.
 * Without one: says there is none and where to go next (/bookings, /home); no sample figures.
 */
export function ChargingMonitorTab({ running }: { running: Booking | undefined }) {
  const { t } = useTranslation('dashboard');
  if (running) return <LiveMonitor booking={running} />;
  return (
    <SectionCard title={t('monitor.title')} testId="charging-monitor">
      <NoChargingSession findStations />
    </SectionCard>
  );
}

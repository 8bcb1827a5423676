import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { Booking } from '@chargesetu/shared/contracts';
import { controlResult, useControlChargingMutation, useToast } from '@chargesetu/web/data-access';
import { hrefs, paths } from '@chargesetu/web/routes';
import { liveFigures, sampleFigures } from '../view/session-figures';
import { SAMPLE_SESSION } from '../view/sample-session';
import { InventionLabel } from './labels';
import { SectionCard } from '@chargesetu/web/ui';
import { LiveNote, SessionFiguresView, useLiveStatus } from './session-figures';

/**
 * Target level and charging speed: the platform cannot set either yet, so the controls are shown
 * disabled and say so (docs/product.md §2.15 lists them; in its sample none of them does anything).
 */
function UnsupportedControls({ target }: { target: number | null }) {
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 96 }}>
          Target level
        </Typography>
        <IconButton aria-label="Lower the target level" disabled size="small">
          <RemoveOutlined />
        </IconButton>
        <Typography variant="body2" data-testid="target-level">
          {target === null ? 'Full' : `${target}%`}
        </Typography>
        <IconButton aria-label="Raise the target level" disabled size="small">
          <AddOutlined />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 96 }}>
          Speed
        </Typography>
        <Button size="small" variant="contained" disabled>
          Standard
        </Button>
        <Button size="small" variant="outlined" disabled>
          Max
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Target level and speed controls are coming soon.
      </Typography>
    </Stack>
  );
}

function LiveMonitor({ booking }: { booking: Booking }) {
  const toast = useToast();
  const { status, failed } = useLiveStatus(booking.id);
  const [control, { isLoading }] = useControlChargingMutation();
  const stop = async () => {
    try {
      const answer = await control({ bookingId: booking.id, action: 'stop' }).unwrap();
      toast.show(controlResult('stop', answer));
    } catch (error) {
      toast.apiError('Error', error, 'Failed to control charging session');
    }
  };
  return (
    <SectionCard
      title="Charging Monitor"
      testId="charging-monitor"
      badge={<Chip size="small" color="success" label="Live" />}
      actions={
        <Button component={RouterLink} to={hrefs.charging(booking.id)} variant="outlined" size="small">
          Open Full Monitor
        </Button>
      }
    >
      <Typography sx={{ fontWeight: 700, mb: 1.5 }}>{booking.station?.name ?? 'Unknown Station'}</Typography>
      {failed && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The live figures could not be loaded just now.
        </Alert>
      )}
      <LiveNote status={status} />
      <SessionFiguresView figures={liveFigures(status)} label="Battery level of your charging session" />
      <UnsupportedControls target={null} />
      <Button
        variant="contained"
        color="error"
        sx={{ mt: 2 }}
        disabled={isLoading || status?.isCharging === false}
        onClick={() => void stop()}
      >
        Stop Charging
      </Button>
    </SectionCard>
  );
}

/**
 * Charging Monitor (docs/product.md §2.15): the user's running session, live, with a working Stop Charging.
 * Without one: where to go next (/bookings, /home) and the spec's sample session, labelled, inert.
 */
export function ChargingMonitorTab({ running }: { running: Booking | undefined }) {
  if (running) return <LiveMonitor booking={running} />;
  return (
    <Stack spacing={2}>
      <Alert
        severity="info"
        data-testid="no-session"
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={paths.bookings.path} color="inherit" size="small">
              My Bookings
            </Button>
            <Button component={RouterLink} to={paths.home.path} color="inherit" size="small">
              Find Stations
            </Button>
          </Box>
        }
        sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        You have no charging session running. Start one from a confirmed booking, or book a slot.
      </Alert>
      <SectionCard title="Sample Session" testId="charging-monitor" badge={<InventionLabel kind="Sample" />}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          An example of the monitor during a session. Its controls do nothing.
        </Typography>
        <SessionFiguresView figures={sampleFigures()} label="Battery level of the sample session" />
        <UnsupportedControls target={SAMPLE_SESSION.targetPercent} />
        <Button variant="contained" color="error" sx={{ mt: 2 }} disabled>
          Stop Charging
        </Button>
      </SectionCard>
    </Stack>
  );
}

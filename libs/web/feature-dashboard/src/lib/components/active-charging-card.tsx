import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Booking } from '@chargesetu/shared/contracts';
import { hrefs } from '@chargesetu/web/routes';
import { liveFigures, sampleFigures } from '../view/session-figures';
import { SAMPLE_CHARGING_PATH } from '../view/sample-session';
import { InventionLabel } from './labels';
import { SectionCard } from '@chargesetu/web/ui';
import { LiveNote, SessionFiguresView, useLiveStatus } from './session-figures';

function LiveCard({ booking }: { booking: Booking }) {
  const { status, failed } = useLiveStatus(booking.id);
  return (
    <SectionCard
      title="Active Charging"
      testId="active-charging-card"
      badge={<Chip size="small" color="success" label="Live" />}
    >
      <Typography sx={{ fontWeight: 700, mb: 1.5 }}>{booking.station?.name ?? 'Unknown Station'}</Typography>
      {failed && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          The live figures could not be loaded just now.
        </Typography>
      )}
      <LiveNote status={status} />
      <SessionFiguresView figures={liveFigures(status)} label="Battery level of your charging session" />
      <Button component={RouterLink} to={hrefs.charging(booking.id)} variant="contained" sx={{ mt: 2 }}>
        Monitor
      </Button>
    </SectionCard>
  );
}

/**
 * The Overview's charging card: the user's running session, live; without one, the spec's fixed
 * sample session (docs/product.md §3), labelled "Sample".
 */
export function ActiveChargingCard({ running }: { running: Booking | undefined }) {
  if (running) return <LiveCard booking={running} />;
  return (
    <SectionCard
      title="Active Charging"
      testId="active-charging-card"
      badge={<InventionLabel kind="Sample" />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        No charging session is running. This sample shows what you will see while one is.
      </Typography>
      <SessionFiguresView figures={sampleFigures()} label="Battery level of the sample session" />
      <Button component={RouterLink} to={SAMPLE_CHARGING_PATH} variant="outlined" sx={{ mt: 2 }}>
        Monitor
      </Button>
    </SectionCard>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChargingStatus } from '@chargesetu/shared/contracts';
import { useChargingStatus } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { liveNote, type SessionFigures } from '../view/session-figures';

/**
 * A running session's status, polled as docs/product.md §4 says (3 s while charging, 10 s otherwise, off when
 * done).
 */
export function useLiveStatus(bookingId: number): { status: ChargingStatus | undefined; failed: boolean } {
  const { data, isError } = useChargingStatus(bookingId);
  return { status: data, failed: isError && !data };
}

/** A live session's notice, or that its charger has not confirmed the start yet; nothing otherwise. */
export function LiveNote({ status }: { status: ChargingStatus | undefined }) {
  const note = liveNote(status);
  if (!note) return null;
  return (
    <Alert severity={status?.notice ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="session-note">
      {note}
    </Alert>
  );
}

function Fact({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }} data-testid={`fact-${id}`}>
        {value}
      </Typography>
    </Box>
  );
}

/** Battery bar and the session's figures: time remaining, energy, power, cost. */
export function SessionFiguresView({ figures, label }: { figures: SessionFigures; label: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack spacing={2}>
      <Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('figures.battery')}
          </Typography>
          <Typography variant="body2" data-testid="session-battery">
            {figures.battery}
          </Typography>
        </Stack>
        {figures.batteryPercent !== null && (
          <LinearProgress
            variant="determinate"
            value={figures.batteryPercent}
            aria-label={label}
            sx={{ height: 10, borderRadius: 5 }}
          />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Fact id="time-remaining" label={t('figures.timeRemaining')} value={figures.timeRemaining} />
        <Fact id="energy-delivered" label={t('figures.energy')} value={figures.energy} />
        <Fact id="charging-power" label={t('figures.power')} value={figures.power} />
        <Fact id="cost-so-far" label={t('figures.cost')} value={figures.cost} />
      </Box>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChargingStatus } from '@chargesetu/shared/contracts';
import { formatFixed, formatInr, useTranslation } from '@chargesetu/web/i18n';
import { figureSourceText, formatMinutes } from '../view/charging-view';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * docs/product.md §2.7 progress card: percent, energy delivered, time remaining, current power, cost so far,
 * and where those figures come from: the charger's meter (what the driver pays) or the platform's estimate.
 */
export function ProgressCard({ status }: { status: ChargingStatus | undefined }) {
  const { t } = useTranslation('charging');
  const percent = Math.round(status?.percentComplete ?? 0);
  const source = figureSourceText(status?.source);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-labelledby="charging-progress-heading">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="charging-progress-heading" variant="h6" component="h2">
          {t('progress.title')}
        </Typography>
        <Typography variant="h4" component="p" data-testid="charging-percent">
          {percent}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('progress.barLabel')}
        sx={{ height: 10, borderRadius: 5, mb: 2.5 }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
        <Figure
          label={t('progress.energy')}
          value={`${formatFixed(status?.energyDelivered ?? 0, 2)} kWh`}
          testId="charging-energy"
        />
        <Figure
          label={t('progress.remaining')}
          value={formatMinutes(status?.timeRemaining ?? 0)}
          testId="charging-remaining"
        />
        <Figure
          label={t('progress.power')}
          value={`${formatFixed(status?.currentPower ?? 0, 1)} kW`}
          testId="charging-power"
        />
        <Figure label={t('progress.cost')} value={formatInr(status?.costSoFar ?? 0)} testId="charging-cost" />
      </Box>
      {source && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: 2 }}
          data-testid="charging-source"
        >
          {source}
        </Typography>
      )}
    </Paper>
  );
}

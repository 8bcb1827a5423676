import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatTime12, type PriceBreakdown } from '@chargesetu/shared/domain';
import { formatInr, useTranslation } from '@chargesetu/web/i18n';
import {
  DetailList,
  IdleFeePolicyNote,
  NoShowPolicyNote,
  OfflineActionNote,
  useOnline,
} from '@chargesetu/web/ui';

export interface PaymentSummaryCardProps {
  lines: PriceBreakdown;
  holdExpiresAt: string | null | undefined;
  processing: boolean;
  progress: number;
  onPay: () => void;
}

/**
 * docs/product.md §2.5 / §9 Payment Summary: estimated cost, platform fee ₹10.00, GST 18%, total; the no-show
 * rule and, when it is on, the idle fee with the server's figures (§4); Pay Now and its progress (offline,
 * Pay Now waits and says it needs a connection).
 */
export function PaymentSummaryCard({
  lines,
  holdExpiresAt,
  processing,
  progress,
  onPay,
}: PaymentSummaryCardProps) {
  const { t } = useTranslation('payments');
  // Paying needs the server; nothing is queued to be sent later (a queued payment could be sent twice).
  const online = useOnline();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="payment-summary-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="payment-summary-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('summary.title')}
      </Typography>
      <DetailList
        items={[
          {
            label: t('summary.estimatedCost'),
            value: formatInr(lines.estimated),
            testId: 'summary-estimated',
          },
          { label: t('summary.platformFee'), value: formatInr(lines.platformFee), testId: 'summary-fee' },
          { label: t('summary.gst'), value: formatInr(lines.gst), testId: 'summary-gst' },
          { label: t('summary.total'), value: formatInr(lines.total), testId: 'summary-total' },
        ]}
      />
      {holdExpiresAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('summary.heldUntil', { time: formatTime12(holdExpiresAt) })}
        </Typography>
      )}
      <NoShowPolicyNote />
      <IdleFeePolicyNote />
      {processing && (
        <Box sx={{ mt: 2 }} role="status" aria-live="polite">
          <LinearProgress variant="determinate" value={progress} aria-label={t('summary.progressLabel')} />
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="payment-progress">
            {t('summary.progress', { progress })}
          </Typography>
        </Box>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        onClick={onPay}
        disabled={processing || !online}
        aria-describedby={online ? undefined : 'pay-offline'}
      >
        {processing ? t('summary.processing') : t('payNow')}
      </Button>
      <OfflineActionNote id="pay-offline" />
    </Paper>
  );
}

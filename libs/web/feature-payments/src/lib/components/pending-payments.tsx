import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { bookingReference, formatTime12, formatTimeRange, priceBreakdown } from '@chargesetu/shared/domain';
import { formatDateIn, formatInr, useTranslation } from '@chargesetu/web/i18n';
import { isAwaitingPayment, useGetBookingsQuery, useGetPaymentsQuery } from '@chargesetu/web/data-access';
import { hrefs, paths } from '@chargesetu/web/routes';
import { CardGridSkeleton, EmptyState } from '@chargesetu/web/ui';

/** /payment without a booking: the user's bookings that still wait for payment, each with Pay Now. */
export function PendingPayments() {
  const { t } = useTranslation('payments');
  const bookings = useGetBookingsQuery();
  const payments = useGetPaymentsQuery();
  const now = new Date();
  const due = (bookings.data ?? []).filter((b) => isAwaitingPayment(b, now, payments.data ?? []));

  if (bookings.isLoading) return <CardGridSkeleton count={2} label={t('pending.loading')} />;
  if (bookings.isError) return <Alert severity="error">{t('pending.loadError')}</Alert>;
  if (due.length === 0) {
    return (
      <EmptyState
        icon={<PaymentsOutlined />}
        title={t('pending.emptyTitle')}
        description={t('pending.emptyText')}
        testId="no-pending-payments"
        action={
          <Button component={RouterLink} to={paths.home.path} variant="contained">
            {t('bookSlot')}
          </Button>
        }
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
      {due.map((b) => (
        <Card
          key={b.id}
          variant="outlined"
          component="article"
          aria-label={b.station?.name ?? t('unknownStation')}
          data-testid="pending-payment"
        >
          <CardContent>
            <Typography variant="h6" component="h2">
              {b.station?.name ?? t('unknownStation')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {bookingReference(b.id)} · {formatDateIn(b.startTime)},{' '}
              {formatTimeRange(b.startTime, b.endTime)}
            </Typography>
            <Typography variant="body2">
              {b.chargerType} · {b.power} kW ·{' '}
              {t('pending.total', { total: formatInr(priceBreakdown(b.estimatedCost).total) })}
            </Typography>
            {b.holdExpiresAt && (
              <Typography variant="body2" color="warning.dark">
                {t('pending.payBy', { time: formatTime12(b.holdExpiresAt) })}
              </Typography>
            )}
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button component={RouterLink} to={hrefs.payment(b.id)} variant="contained">
              {t('payNow')}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}

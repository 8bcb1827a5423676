import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WalletOutlined from '@mui/icons-material/WalletOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { Payment } from '@chargesetu/shared/contracts';
import { bookingReference } from '@chargesetu/shared/domain';
import { useGetPaymentsQuery, useGetUserStatsQuery } from '@chargesetu/web/data-access';
import { formatDateTimeIn, formatInr, useTranslation } from '@chargesetu/web/i18n';
import { METHOD_KEY } from '../payment/payment-details';
import { paths } from '@chargesetu/web/routes';
import { DetailList, DocumentTitle, EmptyState, ListSkeleton, ReceiptButton } from '@chargesetu/web/ui';
import { WalletHistorySection } from '../components/wallet-history';

const STATUS_COLOR: Record<Payment['status'], 'success' | 'error' | 'info' | 'default'> = {
  completed: 'success',
  failed: 'error',
  refunded: 'info',
  pending: 'default',
};

const STATUS_KEY = {
  pending: 'status.pending',
  completed: 'status.completed',
  failed: 'status.failed',
  refunded: 'status.refunded',
} as const satisfies Record<Payment['status'], string>;

function PaymentRow({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payments');
  const hasReceipt = payment.status === 'completed' || payment.status === 'refunded';
  const reference = bookingReference(payment.bookingId);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={t('list.paymentFor', { reference })}
      data-testid="payment-row"
      data-payment-id={payment.id}
      sx={{ p: 2 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
      >
        <Typography variant="h6" component="h3">
          {formatInr(payment.amount)}
        </Typography>
        <Chip size="small" label={t(STATUS_KEY[payment.status])} color={STATUS_COLOR[payment.status]} />
      </Stack>
      <DetailList
        items={[
          { label: t('details.date'), value: formatDateTimeIn(payment.paymentDate ?? payment.createdAt) },
          { label: t('list.booking'), value: reference },
          { label: t('list.method'), value: t(METHOD_KEY[payment.paymentMethod]) },
          { label: t('list.transactionId'), value: payment.transactionId ?? '—' },
        ]}
      />
      {hasReceipt && (
        <Box sx={{ mt: 1.5 }}>
          <ReceiptButton paymentId={payment.id} variant="outlined" size="small" />
        </Box>
      )}
    </Paper>
  );
}

/**
 * /payments (side menu and More menu, docs/product.md §2.5): the real wallet balance and its history, then
 * the user's payments, declined attempts included.
 */
export default function PaymentsPage() {
  // Live reads (refunds arrive by event): data-access's cache policy reads them afresh when the page opens.
  const { t } = useTranslation('payments');
  const payments = useGetPaymentsQuery();
  const stats = useGetUserStatsQuery();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <DocumentTitle title={t('list.title')} />
      <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
        {t('list.title')}
      </Typography>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="wallet-title"
        sx={{ p: { xs: 2, md: 3 }, mb: 3, display: 'flex', gap: 2, alignItems: 'center' }}
      >
        <WalletOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
        <Box>
          <Typography id="wallet-title" variant="body2" color="text.secondary">
            {t('list.walletBalance')}
          </Typography>
          <Typography variant="h5" component="p" data-testid="wallet-balance">
            {stats.data ? formatInr(stats.data.walletBalance) : stats.isError ? '—' : '…'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('list.walletExplainer')}
          </Typography>
        </Box>
      </Paper>
      <WalletHistorySection />
      <Box component="section" aria-labelledby="payment-history-title">
        <Typography id="payment-history-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('list.historyTitle')}
        </Typography>
        {payments.isLoading && <ListSkeleton rows={3} label={t('list.loading')} />}
        {payments.isError && <Alert severity="error">{t('list.loadError')}</Alert>}
        {payments.data && payments.data.length === 0 && (
          <EmptyState
            icon={<ReceiptLongOutlined />}
            title={t('list.emptyTitle')}
            description={t('list.emptyText')}
            action={
              <Button component={RouterLink} to={paths.home.path} variant="contained">
                {t('bookSlot')}
              </Button>
            }
          />
        )}
        {payments.data && payments.data.length > 0 && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            {payments.data.map((p) => (
              <PaymentRow key={p.id} payment={p} />
            ))}
          </Box>
        )}
      </Box>
    </Container>
  );
}

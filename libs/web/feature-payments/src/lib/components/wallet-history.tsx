import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { WALLET_HISTORY_DEFAULT_LIMIT } from '@chargesetu/shared/contracts';
import { useGetWalletHistoryQuery } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { hrefs } from '@chargesetu/web/routes';
import { ListSkeleton, SectionCard } from '@chargesetu/web/ui';
import { walletLineView, type WalletLineView } from '../wallet/wallet-lines';

function WalletLine({ line }: { line: WalletLineView }) {
  const { t } = useTranslation('payments');
  return (
    <Box
      component="li"
      data-testid="wallet-line"
      data-kind={line.kind}
      data-booking-id={line.bookingId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 0.5,
        py: 1.5,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="wallet-line-label">
          {line.label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Link
            component={RouterLink}
            to={hrefs.bookingSuccess(line.bookingId)}
            data-testid="wallet-line-booking"
            aria-label={t('wallet.bookingLink', { reference: line.reference })}
          >
            {line.reference}
          </Link>
          {' · '}
          <span data-testid="wallet-line-date">{line.date}</span>
        </Typography>
        {line.note && (
          <Typography variant="body2" color="text.secondary">
            {line.note}
          </Typography>
        )}
      </Box>
      <Box sx={{ textAlign: 'right', ml: 'auto' }}>
        <Typography
          sx={{ fontWeight: 700, color: line.direction === 'in' ? 'success.main' : 'text.primary' }}
          data-testid="wallet-line-amount"
        >
          {line.amount}
        </Typography>
        {line.balanceAfter && (
          <Typography variant="body2" color="text.secondary">
            {t('wallet.balanceAfter')} <span data-testid="wallet-line-balance">{line.balanceAfter}</span>
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * docs/product.md §2.5 "Wallet history" on /payments: every wallet payment, refund and charging settlement,
 * newest first, signed, with its booking, the IST date and the balance after it when that was recorded.
 */
export function WalletHistorySection() {
  // A live read (refunds and settlements arrive by event): read afresh whenever the page opens.
  const { t } = useTranslation('payments');
  const history = useGetWalletHistoryQuery();
  const lines = history.data?.entries.map(walletLineView) ?? [];
  return (
    <SectionCard
      title={t('wallet.historyTitle')}
      subtitle={t('wallet.historyNote')}
      testId="wallet-history"
      sx={{ mb: 3 }}
    >
      {history.isLoading && <ListSkeleton rows={3} label={t('wallet.historyLoading')} />}
      {history.isError && <Alert severity="error">{t('wallet.historyError')}</Alert>}
      {history.data && lines.length === 0 && (
        <Typography color="text.secondary" data-testid="wallet-history-empty">
          {t('wallet.historyEmpty')}
        </Typography>
      )}
      {lines.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('wallet.historyTitle')}>
          {lines.map((line) => (
            <WalletLine key={line.id} line={line} />
          ))}
        </Box>
      )}
      {history.data?.hasMore && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('wallet.latestLines', { count: WALLET_HISTORY_DEFAULT_LIMIT })}
        </Typography>
      )}
    </SectionCard>
  );
}

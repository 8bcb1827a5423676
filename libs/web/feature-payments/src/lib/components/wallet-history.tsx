import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { WALLET_HISTORY_DEFAULT_LIMIT } from '@chargesetu/shared/contracts';
import { useGetWalletHistoryQuery } from '@chargesetu/web/data-access';
import { hrefs } from '@chargesetu/web/routes';
import { ListSkeleton, SectionCard } from '@chargesetu/web/ui';
import { WALLET_HISTORY_NOTE, walletLineView, type WalletLineView } from '../wallet/wallet-lines';

function WalletLine({ line }: { line: WalletLineView }) {
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
            aria-label={`Booking ${line.reference}`}
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
            Balance after: <span data-testid="wallet-line-balance">{line.balanceAfter}</span>
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
  const history = useGetWalletHistoryQuery();
  const lines = history.data?.entries.map(walletLineView) ?? [];
  return (
    <SectionCard title="Wallet history" subtitle={WALLET_HISTORY_NOTE} testId="wallet-history" sx={{ mb: 3 }}>
      {history.isLoading && <ListSkeleton rows={3} label="Loading your wallet history" />}
      {history.isError && <Alert severity="error">Your wallet history could not be loaded.</Alert>}
      {history.data && lines.length === 0 && (
        <Typography color="text.secondary" data-testid="wallet-history-empty">
          No wallet activity yet.
        </Typography>
      )}
      {lines.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Wallet history">
          {lines.map((line) => (
            <WalletLine key={line.id} line={line} />
          ))}
        </Box>
      )}
      {history.data?.hasMore && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The latest {WALLET_HISTORY_DEFAULT_LIMIT} lines are shown.
        </Typography>
      )}
    </SectionCard>
  );
}

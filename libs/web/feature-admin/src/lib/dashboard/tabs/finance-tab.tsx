import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FinancePeriod } from '@chargesetu/shared/contracts';
import { formatDateTimeIn, formatInr } from '@chargesetu/shared/domain';
import { getErrorMessage, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@chargesetu/web/data-access';
import { useGetAdminFinanceQuery } from '../../api/admin-finance.api';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { StatusChip } from '../components/status-chip';
import { FinancialReport, RefundRequests, RevenueBreakdown, RevenueFigures } from './finance-sections';

const FALLBACK = 'The financial figures could not be loaded. Please try again.';

/**
 * Financial Management (docs/product.md §2.14), live from the payments service (GET /api/admin/finance):
 * payments, refunds, settlements and GST by IST day or month over a chosen range, the latest payments,
 * where the money went, and the report of the range as CSV.
 */
export function FinanceTab() {
  const [period, setPeriod] = useState<FinancePeriod>('day');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { data, error, isFetching, refetch } = useGetAdminFinanceQuery({
    period,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  const failed = error ? getErrorMessage(error, FALLBACK) : null;

  return (
    <Stack spacing={3}>
      <Box
        component="form"
        aria-label="Finance range"
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label="Group by"
          value={period}
          onChange={(e) => setPeriod(e.target.value as FinancePeriod)}
          sx={{ minWidth: 140 }}
          slotProps={{ htmlInput: { 'data-testid': 'finance-period' } }}
        >
          <MenuItem value="day">Day</MenuItem>
          <MenuItem value="month">Month</MenuItem>
        </TextField>
        <TextField
          size="small"
          type="date"
          label="From"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'finance-from' } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'finance-to' } }}
        />
        <Button onClick={() => void refetch()} disabled={isFetching}>
          Refresh
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          Dates are in IST. Left empty: the last 30 days by day, or the last 12 months by month.
        </Typography>
      </Box>

      {failed && (
        <Alert
          severity="error"
          data-testid="finance-error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {failed}
        </Alert>
      )}

      <RevenueFigures finance={failed ? undefined : data} />

      <SectionCard title="Transactions" subtitle="The 10 latest payments, whatever the range">
        {data && data.transactions.length === 0 ? (
          <Typography color="text.secondary">No payment yet.</Typography>
        ) : (
          <ScrollTable
            label="Transactions"
            columns={['Transaction', 'User', 'Station', 'Amount', 'Method', 'Status', 'Date']}
            minWidth={900}
            rows={(data?.transactions ?? []).map((t) => ({
              key: String(t.id),
              cells: [
                <span data-testid={`finance-transaction-${t.id}`}>
                  {t.transactionId ?? `Payment #${t.id}`}
                </span>,
                `User #${t.userId}`,
                t.stationName ?? 'Unknown',
                formatInr(t.amount),
                PAYMENT_METHOD_LABELS[t.method],
                <StatusChip value={PAYMENT_STATUS_LABELS[t.status]} />,
                formatDateTimeIn(t.date),
              ],
            }))}
          />
        )}
      </SectionCard>

      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <RefundRequests finance={data} />
        <RevenueBreakdown finance={data} />
      </Box>

      <FinancialReport finance={data} />
    </Stack>
  );
}

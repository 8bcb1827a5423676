import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FinancePeriod } from '@chargesetu/shared/contracts';
import { getErrorMessage, PAYMENT_STATUS_LABELS } from '@chargesetu/web/data-access';
import { formatDateTimeIn, formatInr, useTranslation } from '@chargesetu/web/i18n';
import { useGetAdminFinanceQuery } from '../../api/admin-finance.api';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { StatusChip } from '../components/status-chip';
import { paymentMethodLabel, paymentStatusLabel } from '../finance/finance-view';
import { FinancialReport, RefundRequests, RevenueBreakdown, RevenueFigures } from './finance-sections';

/**
 * Financial Management (docs/product.md §2.14), live from the payments service (GET /api/admin/finance):
 * payments, refunds, settlements and GST by IST day or month over a chosen range, the latest payments,
 * where the money went, and the report of the range as CSV.
 */
export function FinanceTab() {
  const { t: tr } = useTranslation('admin');
  const [period, setPeriod] = useState<FinancePeriod>('day');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { data, error, isFetching, refetch } = useGetAdminFinanceQuery({
    period,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  const failed = error ? getErrorMessage(error, tr('finance.failed')) : null;

  return (
    <Stack spacing={3}>
      <Box
        component="form"
        aria-label={tr('finance.rangeLabel')}
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label={tr('finance.groupBy')}
          value={period}
          onChange={(e) => setPeriod(e.target.value as FinancePeriod)}
          sx={{ minWidth: 140 }}
          slotProps={{ htmlInput: { 'data-testid': 'finance-period' } }}
        >
          <MenuItem value="day">{tr('finance.day')}</MenuItem>
          <MenuItem value="month">{tr('finance.month')}</MenuItem>
        </TextField>
        <TextField
          size="small"
          type="date"
          label={tr('analytics.range.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'finance-from' } }}
        />
        <TextField
          size="small"
          type="date"
          label={tr('analytics.range.to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'finance-to' } }}
        />
        <Button onClick={() => void refetch()} disabled={isFetching}>
          {tr('shared.refresh')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {tr('finance.datesNote')}
        </Typography>
      </Box>

      {failed && (
        <Alert
          severity="error"
          data-testid="finance-error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {tr('shared.retry')}
            </Button>
          }
        >
          {failed}
        </Alert>
      )}

      <RevenueFigures finance={failed ? undefined : data} />

      <SectionCard title={tr('finance.transactions.title')} subtitle={tr('finance.transactions.subtitle')}>
        {data && data.transactions.length === 0 ? (
          <Typography color="text.secondary">{tr('finance.transactions.empty')}</Typography>
        ) : (
          <ScrollTable
            label={tr('finance.transactions.title')}
            columns={[
              tr('console.col.transaction'),
              tr('finance.transactions.user'),
              tr('stations.list.station'),
              tr('finance.transactions.amount'),
              tr('finance.transactions.method'),
              tr('console.detail.status'),
              tr('finance.transactions.date'),
            ]}
            minWidth={900}
            rows={(data?.transactions ?? []).map((t) => ({
              key: String(t.id),
              cells: [
                <span data-testid={`finance-transaction-${t.id}`}>
                  {t.transactionId ?? tr('finance.transactions.payment', { id: t.id })}
                </span>,
                tr('finance.transactions.userN', { id: t.userId }),
                t.stationName ?? tr('commands.unknown'),
                formatInr(t.amount),
                paymentMethodLabel(t.method),
                <StatusChip value={PAYMENT_STATUS_LABELS[t.status]} label={paymentStatusLabel(t.status)} />,
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

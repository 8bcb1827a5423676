import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CurrencyRupeeOutlined from '@mui/icons-material/CurrencyRupeeOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { formatInr } from '@chargesetu/shared/domain';
import { brand } from '@chargesetu/web/ui';
import { SimpleLineChart } from '../charts/line-chart';
import { SimplePieChart } from '../charts/pie-chart';
import { formatPercent } from '../components/format';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { StatCard } from '../components/stat-card';
import { StatusChip } from '../components/status-chip';
import { FinancialReport, RefundRequests } from './finance-sections';
import {
  SAMPLE_FINANCE_SUMMARY as SUMMARY,
  SAMPLE_MONTHLY_REVENUE,
  SAMPLE_REVENUE_BREAKDOWN,
  SAMPLE_TRANSACTIONS,
} from '../sample/finance';

const growth = ((Number(SUMMARY.thisMonth) - Number(SUMMARY.lastMonth)) / Number(SUMMARY.lastMonth)) * 100;
const breakdownTotal = SAMPLE_REVENUE_BREAKDOWN.reduce((sum, s) => sum + s.value, 0);
const SLICE_COLORS = [brand.green, brand.teal, brand.saffron];
/** "₹4.8L": rupees in lakh for an axis. */
const lakh = (v: number) => `₹${(v / 100000).toFixed(1)}L`;

/** Financial Management (docs/product.md §2.14): revenue, transactions, refunds, breakdown and the report. */
export function FinanceTab() {
  return (
    <Stack spacing={3}>
      <SectionCard title="Revenue" subtitle="July 2026 so far">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
            mb: 3,
          }}
        >
          <StatCard
            label="This month"
            value={formatInr(SUMMARY.thisMonth)}
            icon={<CurrencyRupeeOutlined />}
          />
          <StatCard
            label="Growth on June"
            value={`+${formatPercent(growth)}`}
            icon={<TrendingUpOutlined />}
            color="success"
          />
          <StatCard
            label="Awaiting settlement"
            value={formatInr(SUMMARY.pendingSettlement)}
            icon={<AccountBalanceWalletOutlined />}
            color="secondary"
          />
          <StatCard
            label="Refunded this month"
            value={formatInr(SUMMARY.refundsThisMonth)}
            icon={<UndoOutlined />}
            color="warning"
          />
        </Box>
        <SimpleLineChart
          label="Revenue by month, February to July 2026"
          summary={`Revenue grew every month, from ${formatInr(SAMPLE_MONTHLY_REVENUE[0].revenue)} in February to ${formatInr(SAMPLE_MONTHLY_REVENUE[5].revenue)} in July.`}
          points={SAMPLE_MONTHLY_REVENUE.map((m) => m.month)}
          series={[
            {
              label: 'Revenue',
              data: SAMPLE_MONTHLY_REVENUE.map((m) => m.revenue),
              color: brand.green,
              area: true,
            },
          ]}
          format={lakh}
        />
      </SectionCard>

      <SectionCard title="Transactions" subtitle="Latest payments">
        <ScrollTable
          label="Transactions"
          columns={['Transaction', 'User', 'Station', 'Amount', 'Method', 'Status', 'Date']}
          minWidth={900}
          rows={SAMPLE_TRANSACTIONS.map((t) => ({
            key: t.id,
            cells: [
              t.id,
              t.user,
              t.station,
              formatInr(t.amount),
              t.method,
              <StatusChip value={t.status} />,
              t.date,
            ],
          }))}
        />
      </SectionCard>

      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <RefundRequests />
        <SectionCard title="Revenue breakdown" subtitle="July 2026, by payment method">
          <SimplePieChart
            label="Revenue by payment method, July 2026"
            summary={SAMPLE_REVENUE_BREAKDOWN.map(
              (s) => `${s.label} ${formatInr(s.value)} (${formatPercent((s.value / breakdownTotal) * 100)})`,
            ).join(', ')}
            slices={SAMPLE_REVENUE_BREAKDOWN.map((s, i) => ({
              ...s,
              color: SLICE_COLORS[i % SLICE_COLORS.length],
            }))}
            format={formatInr}
          />
        </SectionCard>
      </Box>

      <FinancialReport />
    </Stack>
  );
}

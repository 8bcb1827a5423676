import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CurrencyRupeeOutlined from '@mui/icons-material/CurrencyRupeeOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import type { AdminFinance } from '@chargesetu/shared/contracts';
import { formatInr } from '@chargesetu/shared/domain';
import { brand } from '@chargesetu/web/ui';
import { SimpleLineChart } from '../charts/line-chart';
import { SimplePieChart } from '../charts/pie-chart';
import { formatCount } from '../components/format';
import { ScrollTable } from '../components/scroll-table';
import { SectionCard } from '../components/section-card';
import { StatCard } from '../components/stat-card';
import {
  breakdownSlices,
  bucketLabel,
  financeCsv,
  financeCsvName,
  rangeLabel,
} from '../finance/finance-view';
import { CardGrid } from '../components/card-grid';

type Finance = AdminFinance | undefined;
const SLICE_COLORS = [brand.green, brand.teal, brand.saffron, '#7b61ff'];

/** The range's totals, net revenue over time, and one line per day or month (newest first). */
export function RevenueFigures({ finance }: { finance: Finance }) {
  const t = finance?.totals;
  const per = finance?.period === 'month' ? 'month' : 'day';
  return (
    <SectionCard
      title="Revenue"
      subtitle={finance ? `${rangeLabel(finance)} (IST), live from the payments service` : 'Loading…'}
    >
      <CardGrid aria-busy={!finance} columns={{ sm: 2, lg: 5 }} sx={{ mb: 3 }}>
        <StatCard
          label="Paid"
          value={t && formatInr(t.payments)}
          caption={t && `${formatCount(t.paymentCount)} payments`}
          icon={<CurrencyRupeeOutlined />}
        />
        <StatCard
          label="Refunded"
          value={t && formatInr(t.refunds)}
          icon={<UndoOutlined />}
          color="warning"
        />
        <StatCard
          label="Returned after sessions"
          value={t && formatInr(t.settlements)}
          caption="Unused part of sessions, to wallets"
          icon={<AccountBalanceWalletOutlined />}
          color="secondary"
        />
        <StatCard
          label="Net revenue"
          value={t && formatInr(t.net)}
          caption="Paid − refunded − returned"
          icon={<TrendingUpOutlined />}
          color="success"
        />
        <StatCard
          label="GST collected"
          value={t && formatInr(t.gst)}
          caption="18% in what was kept"
          icon={<ReceiptLongOutlined />}
          color="info"
        />
      </CardGrid>
      {finance && (
        <>
          <SimpleLineChart
            label={`Net revenue by ${per}, ${rangeLabel(finance)}`}
            summary={`Net revenue ${formatInr(finance.totals.net)} over ${finance.buckets.length} ${per}s.`}
            points={finance.buckets.map((b) => bucketLabel(b.key, finance.period))}
            series={[
              {
                label: 'Net revenue',
                data: finance.buckets.map((b) => Number(b.net)),
                color: brand.green,
                area: true,
              },
            ]}
            format={(v) => formatInr(v)}
            axisWidth={80}
          />
          <ScrollTable
            label={`Figures by ${per}`}
            columns={[
              per === 'day' ? 'Day' : 'Month',
              'Payments',
              'Paid',
              'Refunded',
              'Returned',
              'Net',
              'GST',
            ]}
            minWidth={760}
            rows={[...finance.buckets].reverse().map((b) => ({
              key: b.key,
              cells: [
                bucketLabel(b.key, finance.period),
                formatCount(b.paymentCount),
                <span data-testid={`finance-paid-${b.key}`}>{formatInr(b.payments)}</span>,
                formatInr(b.refunds),
                formatInr(b.settlements),
                <span data-testid={`finance-net-${b.key}`}>{formatInr(b.net)}</span>,
                <span data-testid={`finance-gst-${b.key}`}>{formatInr(b.gst)}</span>,
              ],
            }))}
          />
        </>
      )}
    </SectionCard>
  );
}

/**
 * Refund requests (docs/product.md §2.14): there are none to decide. A cancelled paid booking is refunded
 * to the driver's wallet at once, by rule; the section says so and shows what went back in the range.
 */
export function RefundRequests({ finance }: { finance: Finance }) {
  return (
    <SectionCard title="Refund requests">
      <Typography variant="body2" sx={{ mb: 1 }}>
        No refund waits for a decision: a cancelled paid booking goes back to the driver's wallet at once
        (less what a finished session used).
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="finance-refunds-note">
        {finance
          ? `Refunded in the range: ${formatInr(finance.totals.refunds)}.`
          : 'Loading the refunds of the range…'}
      </Typography>
    </SectionCard>
  );
}

/** Where the range's payments went: kept before GST, GST, refunded, returned after sessions. */
export function RevenueBreakdown({ finance }: { finance: Finance }) {
  const slices = finance ? breakdownSlices(finance.totals) : [];
  return (
    <SectionCard
      title="Revenue breakdown"
      subtitle={finance ? `Where the payments went, ${rangeLabel(finance)}` : undefined}
    >
      {!finance ? (
        <Typography color="text.secondary">Loading…</Typography>
      ) : slices.length === 0 ? (
        <Typography color="text.secondary">No payment in the range.</Typography>
      ) : (
        <SimplePieChart
          label={`Where the payments went, ${rangeLabel(finance)}`}
          summary={`Net revenue ${formatInr(finance.totals.net)} of which GST ${formatInr(finance.totals.gst)}; refunded ${formatInr(finance.totals.refunds)}; returned after sessions ${formatInr(finance.totals.settlements)}.`}
          slices={slices.map((s, i) => ({ ...s, color: SLICE_COLORS[i % SLICE_COLORS.length] }))}
          format={formatInr}
        />
      )}
    </SectionCard>
  );
}

/** The financial report: the range above (each day or month and the total) as a CSV download. */
export function FinancialReport({ finance }: { finance: Finance }) {
  const download = () => {
    if (!finance) return;
    const url = URL.createObjectURL(new Blob([financeCsv(finance)], { type: 'text/csv' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = financeCsvName(finance);
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <SectionCard
      title="Financial report"
      subtitle="Revenue, GST collected, refunds and settlements for a period"
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: '1 1 240px' }}>
          {finance
            ? `The range chosen above: ${rangeLabel(finance)}, one line per ${finance.period} and a total, as CSV.`
            : 'Loading…'}
        </Typography>
        <Button variant="contained" startIcon={<DownloadOutlined />} onClick={download} disabled={!finance}>
          Download Report
        </Button>
      </Box>
    </SectionCard>
  );
}

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
import { formatInr, useTranslation } from '@chargesetu/web/i18n';
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
  const { t: tr } = useTranslation('admin');
  const t = finance?.totals;
  const per = finance?.period === 'month' ? 'month' : 'day';
  return (
    <SectionCard
      title={tr('finance.revenue.title')}
      subtitle={
        finance ? tr('finance.revenue.subtitle', { range: rangeLabel(finance) }) : tr('stations.list.loading')
      }
    >
      <CardGrid aria-busy={!finance} columns={{ sm: 2, lg: 5 }} sx={{ mb: 3 }}>
        <StatCard
          label={tr('finance.revenue.paid')}
          value={t && formatInr(t.payments)}
          caption={t && tr('finance.revenue.payments', { n: formatCount(t.paymentCount) })}
          icon={<CurrencyRupeeOutlined />}
        />
        <StatCard
          label={tr('finance.revenue.refunded')}
          value={t && formatInr(t.refunds)}
          icon={<UndoOutlined />}
          color="warning"
        />
        <StatCard
          label={tr('finance.revenue.returned')}
          value={t && formatInr(t.settlements)}
          caption={tr('finance.revenue.returnedCaption')}
          icon={<AccountBalanceWalletOutlined />}
          color="secondary"
        />
        <StatCard
          label={tr('finance.revenue.net')}
          value={t && formatInr(t.net)}
          caption={tr('finance.revenue.netCaption')}
          icon={<TrendingUpOutlined />}
          color="success"
        />
        <StatCard
          label={tr('finance.revenue.gst')}
          value={t && formatInr(t.gst)}
          caption={tr('finance.revenue.gstCaption')}
          icon={<ReceiptLongOutlined />}
          color="info"
        />
      </CardGrid>
      {finance && (
        <>
          <SimpleLineChart
            label={
              per === 'day'
                ? tr('finance.revenue.chartByDay', { range: rangeLabel(finance) })
                : tr('finance.revenue.chartByMonth', { range: rangeLabel(finance) })
            }
            summary={
              per === 'day'
                ? tr('finance.revenue.summaryDays', {
                    amount: formatInr(finance.totals.net),
                    n: finance.buckets.length,
                  })
                : tr('finance.revenue.summaryMonths', {
                    amount: formatInr(finance.totals.net),
                    n: finance.buckets.length,
                  })
            }
            points={finance.buckets.map((b) => bucketLabel(b.key, finance.period))}
            series={[
              {
                label: tr('finance.revenue.net'),
                data: finance.buckets.map((b) => Number(b.net)),
                color: brand.green,
                area: true,
              },
            ]}
            format={(v) => formatInr(v)}
            axisWidth={80}
          />
          <ScrollTable
            label={per === 'day' ? tr('finance.revenue.byDay') : tr('finance.revenue.byMonth')}
            columns={[
              per === 'day' ? tr('finance.day') : tr('finance.month'),
              tr('finance.col.payments'),
              tr('finance.revenue.paid'),
              tr('finance.revenue.refunded'),
              tr('finance.col.returned'),
              tr('finance.col.net'),
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
  const { t } = useTranslation('admin');
  return (
    <SectionCard title={t('finance.refunds.title')}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('finance.refunds.text')}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="finance-refunds-note">
        {finance
          ? t('finance.refunds.inRange', { amount: formatInr(finance.totals.refunds) })
          : t('finance.refunds.loading')}
      </Typography>
    </SectionCard>
  );
}

/** Where the range's payments went: kept before GST, GST, refunded, returned after sessions. */
export function RevenueBreakdown({ finance }: { finance: Finance }) {
  const { t } = useTranslation('admin');
  const slices = finance ? breakdownSlices(finance.totals) : [];
  return (
    <SectionCard
      title={t('finance.breakdown.title')}
      subtitle={finance ? t('finance.breakdown.where', { range: rangeLabel(finance) }) : undefined}
    >
      {!finance ? (
        <Typography color="text.secondary">{t('stations.list.loading')}</Typography>
      ) : slices.length === 0 ? (
        <Typography color="text.secondary">{t('finance.breakdown.empty')}</Typography>
      ) : (
        <SimplePieChart
          label={t('finance.breakdown.where', { range: rangeLabel(finance) })}
          summary={t('finance.breakdown.summary', {
            net: formatInr(finance.totals.net),
            gst: formatInr(finance.totals.gst),
            refunds: formatInr(finance.totals.refunds),
            returned: formatInr(finance.totals.settlements),
          })}
          slices={slices.map((s, i) => ({ ...s, color: SLICE_COLORS[i % SLICE_COLORS.length] }))}
          format={formatInr}
        />
      )}
    </SectionCard>
  );
}

/** The financial report: the range above (each day or month and the total) as a CSV download. */
export function FinancialReport({ finance }: { finance: Finance }) {
  const { t } = useTranslation('admin');
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
    <SectionCard title={t('finance.report.title')} subtitle={t('finance.report.subtitle')}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: '1 1 240px' }}>
          {finance
            ? finance.period === 'day'
              ? t('finance.report.textDay', { range: rangeLabel(finance) })
              : t('finance.report.textMonth', { range: rangeLabel(finance) })
            : t('stations.list.loading')}
        </Typography>
        <Button variant="contained" startIcon={<DownloadOutlined />} onClick={download} disabled={!finance}>
          {t('finance.report.download')}
        </Button>
      </Box>
    </SectionCard>
  );
}

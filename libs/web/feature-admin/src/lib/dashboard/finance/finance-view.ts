import type {
  AdminFinance,
  FinanceFigures,
  FinancePeriod,
  FinanceTransaction,
} from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';

const MONTHS = [
  'admin:finance.months.jan',
  'admin:finance.months.feb',
  'admin:finance.months.mar',
  'admin:finance.months.apr',
  'admin:finance.months.may',
  'admin:finance.months.jun',
  'admin:finance.months.jul',
  'admin:finance.months.aug',
  'admin:finance.months.sep',
  'admin:finance.months.oct',
  'admin:finance.months.nov',
  'admin:finance.months.dec',
];

const METHOD_KEYS: Record<FinanceTransaction['method'], string> = {
  card: 'admin:finance.method.card',
  upi: 'admin:finance.method.upi',
  wallet: 'admin:finance.method.wallet',
};

/** A payment method as the admin screens write it, in the language shown: "UPI", "Card", "Wallet". */
export const paymentMethodLabel = (method: FinanceTransaction['method']): string =>
  translate(METHOD_KEYS[method]);

const STATUS_KEYS: Record<FinanceTransaction['status'], string> = {
  pending: 'admin:finance.status.pending',
  completed: 'admin:finance.status.completed',
  failed: 'admin:finance.status.failed',
  refunded: 'admin:finance.status.refunded',
};

/** A payment's status in the language shown. */
export const paymentStatusLabel = (status: FinanceTransaction['status']): string =>
  translate(STATUS_KEYS[status]);

/** A bucket's key as the chart and table write it: '2026-11-04' -> '4 Nov 2026', '2026-11' -> 'Nov 2026'. */
export function bucketLabel(key: string, period: FinancePeriod): string {
  const [y, m, d] = key.split('-').map(Number);
  const month = `${translate(MONTHS[m - 1])} ${y}`;
  return period === 'day' ? `${d} ${month}` : month;
}

/** What a range is called in the headings: "1 Nov 2026 to 24 Nov 2026, by day". */
export function rangeLabel(f: Pick<AdminFinance, 'from' | 'to' | 'period'>): string {
  const ends = { from: bucketLabel(f.from, 'day'), to: bucketLabel(f.to, 'day') };
  return f.period === 'day'
    ? translate('admin:finance.rangeByDay', ends)
    : translate('admin:finance.rangeByMonth', ends);
}

/**
 * Where the range's payments went, for the breakdown chart: kept before GST, GST, refunded and returned
 * after sessions. Only positive parts are drawn (a refund of a payment made before the range can make
 * "kept" negative); the summary names every figure.
 */
export function breakdownSlices(t: FinanceFigures): Array<{ label: string; value: number }> {
  const toPaise = (money: string) => Math.round(Number(money) * 100);
  const parts = [
    { label: translate('admin:finance.slice.kept'), paise: toPaise(t.net) - toPaise(t.gst) },
    { label: translate('admin:finance.revenue.gst'), paise: toPaise(t.gst) },
    { label: translate('admin:finance.revenue.refunded'), paise: toPaise(t.refunds) },
    { label: translate('admin:finance.revenue.returned'), paise: toPaise(t.settlements) },
  ];
  return parts.filter((p) => p.paise > 0).map((p) => ({ label: p.label, value: p.paise / 100 }));
}

const CSV_HEADER = [
  'Period',
  'Payments',
  'Paid (INR)',
  'Refunds (INR)',
  'Returned after sessions (INR)',
  'Net (INR)',
  'GST collected (INR)',
];

const csvRow = (label: string, f: FinanceFigures) =>
  [label, String(f.paymentCount), f.payments, f.refunds, f.settlements, f.net, f.gst].join(',');

/** The financial report: one line per day or month of the range and a Total line, as CSV. */
export function financeCsv(f: AdminFinance): string {
  return [CSV_HEADER.join(','), ...f.buckets.map((b) => csvRow(b.key, b)), csvRow('Total', f.totals)].join(
    '\n',
  );
}

/** The report's file name: chargesetu-finance-2026-10-26-to-2026-11-24-by-day.csv. */
export function financeCsvName(f: Pick<AdminFinance, 'from' | 'to' | 'period'>): string {
  return `chargesetu-finance-${f.from}-to-${f.to}-by-${f.period}.csv`;
}

import type { AdminFinance, FinanceFigures, FinancePeriod } from '@chargesetu/shared/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A bucket's key as the chart and table write it: '2026-11-04' -> '4 Nov 2026', '2026-11' -> 'Nov 2026'. */
export function bucketLabel(key: string, period: FinancePeriod): string {
  const [y, m, d] = key.split('-').map(Number);
  const month = `${MONTHS[m - 1]} ${y}`;
  return period === 'day' ? `${d} ${month}` : month;
}

/** What a range is called in the headings: "1 Nov 2026 to 24 Nov 2026, by day". */
export function rangeLabel(f: Pick<AdminFinance, 'from' | 'to' | 'period'>): string {
  const ends = `${bucketLabel(f.from, 'day')} to ${bucketLabel(f.to, 'day')}`;
  return `${ends}, by ${f.period}`;
}

/**
 * Where the range's payments went, for the breakdown chart: kept before GST, GST, refunded and returned
 * after sessions. Only positive parts are drawn (a refund of a payment made before the range can make
 * "kept" negative); the summary names every figure.
 */
export function breakdownSlices(t: FinanceFigures): Array<{ label: string; value: number }> {
  const toPaise = (money: string) => Math.round(Number(money) * 100);
  const parts = [
    { label: 'Kept, before GST', paise: toPaise(t.net) - toPaise(t.gst) },
    { label: 'GST collected', paise: toPaise(t.gst) },
    { label: 'Refunded', paise: toPaise(t.refunds) },
    { label: 'Returned after sessions', paise: toPaise(t.settlements) },
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

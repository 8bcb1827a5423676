import type { AdminFinance, AdminFinanceQuery } from '@chargesetu/shared/contracts';
import { addDaysYmd, InvalidRequest, istInstant } from '@chargesetu/shared/domain';
import type { PaymentsDeps } from '../deps';
import { financeBuckets, financeRange } from '../rules/finance-report';

const LATEST_TRANSACTIONS = 10;

/** The admin Finance tab: payments, refunds, settlements and GST by IST day or month, and the latest payments. */
export async function getFinance(deps: PaymentsDeps, query: AdminFinanceQuery): Promise<AdminFinance> {
  const now = deps.now();
  const range = financeRange(query, now);
  if ('error' in range) throw new InvalidRequest(range.error);
  const start = istInstant(range.from, '00:00');
  const end = istInstant(addDaysYmd(range.to, 1), '00:00');
  const [paid, returned, transactions] = await Promise.all([
    deps.finance.paidBetween(start, end),
    deps.finance.returnedBetween(start, end),
    deps.finance.latest(LATEST_TRANSACTIONS),
  ]);
  return {
    ...range,
    ...financeBuckets(range, paid, returned),
    transactions,
    generatedAt: now.toISOString(),
  };
}

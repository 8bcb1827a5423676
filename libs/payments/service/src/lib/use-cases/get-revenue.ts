import type { InternalPaymentsStats } from '@chargesetu/shared/contracts';
import type { PaymentsDeps } from '../deps';

/** For the admin overview: revenue, what was paid minus what went back to wallets. */
export async function getRevenue(deps: PaymentsDeps): Promise<InternalPaymentsStats> {
  return { revenue: await deps.payments.revenue() };
}

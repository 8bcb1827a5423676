import type { UserStats } from '@chargesetu/shared/contracts';
import type { PaymentsDeps } from '../deps';

/** The user's wallet and rewards; the row is created with the spec's defaults on first read. */
export function getUserStats(deps: PaymentsDeps, { userId }: { userId: number }): Promise<UserStats> {
  return deps.wallet.stats(userId);
}

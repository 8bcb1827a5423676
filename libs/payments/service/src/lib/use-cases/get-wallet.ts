import type { InternalWallet } from '@chargesetu/shared/contracts';
import type { PaymentsDeps } from '../deps';

/**
 * The user's wallet balance, for another service (charging checks it before a card's walk-up): the same
 * row GET /api/user/stats reads, created with the spec's defaults on first read.
 */
export async function getWallet(deps: PaymentsDeps, { userId }: { userId: number }): Promise<InternalWallet> {
  const { walletBalance } = await deps.wallet.stats(userId);
  return { userId, balance: walletBalance };
}

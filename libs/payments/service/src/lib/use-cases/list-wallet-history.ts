import type { WalletHistory } from '@chargesetu/shared/contracts';
import type { PaymentsDeps } from '../deps';

/**
 * The user's wallet lines (docs/product.md §2.5, §7): wallet payments, refunds of cancelled bookings and
 * charging settlements, newest first, each with its booking and the balance right after it when that was
 * recorded. Only their own: the ledger is read by the caller's id.
 */
export function listWalletHistory(
  deps: PaymentsDeps,
  { userId, limit }: { userId: number; limit: number },
): Promise<WalletHistory> {
  return deps.wallet.history(userId, limit);
}

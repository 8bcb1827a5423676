import { fromPaise, toPaise } from '@chargesetu/shared/domain';

/**
 * What the wallet pays of an idle fee (docs/product.md §4): the fee, in whole paise, never more than the wallet
 * holds (the balance never goes below zero); 0 for an empty wallet.
 */
export function idleFeeTaken(fee: string, walletBalance: string): number {
  const due = toPaise(Number(fee));
  if (!Number.isFinite(due) || due < 0)
    throw new RangeError(`an idle fee is an amount of zero or more, not ${fee}`);
  return fromPaise(Math.min(due, Math.max(0, toPaise(Number(walletBalance)))));
}

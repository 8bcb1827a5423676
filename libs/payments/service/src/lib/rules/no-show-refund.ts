import { fromPaise, toPaise } from '@chargesetu/shared/domain';

/**
 * What a no-show gives back (docs/product.md §4): `percent` % of what was paid, in whole paise, rounded down
 * (never more than the share the driver was told); 0 for 0 %, the whole payment for 100 %.
 */
export function noShowRefund(paid: string, percent: number): number {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`a no-show refund share is a whole percent from 0 to 100, not ${percent}`);
  return fromPaise(Math.floor((toPaise(Number(paid)) * percent) / 100));
}

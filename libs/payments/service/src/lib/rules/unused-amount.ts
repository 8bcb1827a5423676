import { fromPaise, priceBreakdown, toPaise } from '@chargesetu/shared/domain';

/**
 * What a finished session gives back: paid minus the actual total, (actualCost + 10) x 1.18 to the
 * paisa (the same formula as the amount paid, applied to the energy actually delivered); 0 when the
 * session cost as much as was paid or more (a booking is never charged more than its payment).
 */
export function unusedAmount(paid: string, actualCost: string): number {
  const paise = toPaise(Number(paid)) - toPaise(priceBreakdown(actualCost).total);
  return paise > 0 ? fromPaise(paise) : 0;
}

import type { InternalBooking } from '@chargesetu/shared/contracts';
import { Conflict } from '@chargesetu/shared/domain';

export const NOT_PAYABLE_MESSAGE = 'This booking can no longer be paid';

/**
 * Only a pending booking whose hold has not run out can be paid: a confirmed one is paid already, a
 * cancelled or expired one has lost its charger. (A booking without a hold time has no deadline.)
 */
export function assertPayable(booking: InternalBooking, now: Date): void {
  const expired = booking.holdExpiresAt != null && Date.parse(booking.holdExpiresAt) <= now.getTime();
  if (booking.status !== 'pending' || expired) {
    const why =
      booking.status !== 'pending' ? `it is ${booking.status}` : 'the time to pay for it has run out';
    throw new Conflict(`${NOT_PAYABLE_MESSAGE}: ${why}.`);
  }
}

import type { InternalBooking } from '../clients/bookings.client';
import { anInternalBooking } from '../../testing/builders';
import { assertPayable } from './payable';

const now = new Date('2026-11-23T04:00:00.000Z');
const booking = (o: Partial<InternalBooking>) =>
  anInternalBooking({ holdExpiresAt: '2026-11-23T04:10:00.000Z', ...o });

describe('assertPayable', () => {
  it('when pending and the hold still runs, lets it be paid', () => {
    expect(() => assertPayable(booking({}), now)).not.toThrow();
    expect(() => assertPayable(booking({ holdExpiresAt: null }), now)).not.toThrow();
  });

  it.each(['confirmed', 'cancelled', 'active', 'completed'] as const)(
    'when %s, refuses with 409 naming the status',
    (status) => {
      expect(() => assertPayable(booking({ status }), now)).toThrow(
        expect.objectContaining({
          statusCode: 409,
          message: `This booking can no longer be paid: it is ${status}.`,
        }),
      );
    },
  );

  it('when the hold ran out (even if bookings has not cancelled it yet), refuses with 409', () => {
    expect(() => assertPayable(booking({ holdExpiresAt: now.toISOString() }), now)).toThrow(
      expect.objectContaining({ statusCode: 409, message: expect.stringContaining('run out') }),
    );
  });
});

import type { InternalBooking } from '@chargesetu/shared/contracts';
import { Conflict } from '@chargesetu/shared/domain';
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
    'when %s, refuses with a Conflict (409) naming the status',
    (status) => {
      expect(() => assertPayable(booking({ status }), now)).toThrow(Conflict);
      expect(() => assertPayable(booking({ status }), now)).toThrow(
        expect.objectContaining({
          kind: 'conflict',
          message: `This booking can no longer be paid: it is ${status}.`,
        }),
      );
    },
  );

  it('when the hold ran out (even if bookings has not cancelled it yet), refuses with a Conflict (409)', () => {
    expect(() => assertPayable(booking({ holdExpiresAt: now.toISOString() }), now)).toThrow(
      expect.objectContaining({ kind: 'conflict', message: expect.stringContaining('run out') }),
    );
  });
});

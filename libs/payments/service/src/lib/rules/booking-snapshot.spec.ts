import { aBookingSnapshot, anInternalBooking } from '../../testing/builders';
import { snapshotOf } from './booking-snapshot';

describe('snapshotOf', () => {
  it('keeps what the receipt prints, with the station address on one line', () => {
    expect(snapshotOf(anInternalBooking())).toEqual(aBookingSnapshot());
  });
});

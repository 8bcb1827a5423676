import { bookingRevenuePaise, stationBookingStats } from './station-stats';

describe('bookingRevenuePaise', () => {
  it('is the amount paid for a paid booking not finished yet', () => {
    expect(bookingRevenuePaise({ status: 'confirmed', amountPaid: '129.80', actualCost: null })).toBe(12980);
  });
  it('is the actual cost with fee and GST for a completed one', () => {
    // (40.00 + 10) x 1.18 = 59.00
    expect(bookingRevenuePaise({ status: 'completed', amountPaid: '129.80', actualCost: '40.00' })).toBe(
      5900,
    );
  });
  it('never exceeds what was paid', () => {
    expect(bookingRevenuePaise({ status: 'completed', amountPaid: '129.80', actualCost: '120.00' })).toBe(
      12980,
    );
  });
  it('is the amount paid for a completed one without actual cost, 0 for a cancelled one', () => {
    expect(bookingRevenuePaise({ status: 'completed', amountPaid: '129.80', actualCost: null })).toBe(12980);
    expect(bookingRevenuePaise({ status: 'cancelled', amountPaid: '129.80', actualCost: null })).toBe(0);
  });
});

describe('stationBookingStats', () => {
  it('counts and sums per station, sorted by station', () => {
    expect(
      stationBookingStats([
        { stationId: 7, status: 'completed', amountPaid: '129.80', actualCost: '40.00', count: 2 },
        { stationId: 3, status: 'cancelled', amountPaid: null, actualCost: null, count: 1 },
        { stationId: 7, status: 'active', amountPaid: '0.10', actualCost: null, count: 1 },
        { stationId: 7, status: 'confirmed', amountPaid: '0.20', actualCost: null, count: 3 },
      ]),
    ).toEqual([
      { stationId: 3, paid: 0, completed: 0, cancelled: 1, revenue: '0.00' },
      { stationId: 7, paid: 4, completed: 2, cancelled: 0, revenue: '118.70' },
    ]);
  });
});

import { anInternalBooking } from '../../testing/builders';
import { snapshotOf } from './booking-snapshot';

describe('snapshotOf', () => {
  it('keeps what the receipt prints, with the station address on one line', () => {
    expect(snapshotOf(anInternalBooking())).toEqual({
      stationId: 4,
      stationName: 'Tata Power EZ Charge, Phoenix Marketcity',
      stationAddress: 'LBS Marg, Kurla West, Mumbai, Maharashtra 400070',
      chargerType: 'CCS2',
      power: 60,
      startTime: '2026-11-23T04:30:00.000Z',
      endTime: '2026-11-23T05:00:00.000Z',
      pricePerKwh: '18.50',
      estimatedCost: '555.00',
    });
  });
});

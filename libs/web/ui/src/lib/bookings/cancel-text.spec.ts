import type { Booking } from '@chargesetu/shared/contracts';
import { cancelledToast, refundAmount } from './cancel-text';

const booking: Pick<Booking, 'id' | 'status' | 'paymentId' | 'estimatedCost' | 'startTime' | 'station'> = {
  id: 4,
  status: 'confirmed',
  paymentId: 9,
  estimatedCost: '630.00',
  startTime: '2026-11-24T04:30:00.000Z', // 10:00 IST
  station: {
    id: 2,
    name: 'Koregaon Park Hub',
    address: { street: 'North Main Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  },
};

describe('cancellation refund and toast', () => {
  it('refunds the completed payment’s amount', () => {
    expect(refundAmount(booking, [{ bookingId: 4, status: 'completed', amount: '755.20' }])).toBe('755.20');
  });

  it('a confirmed booking the payments list does not show yet refunds the spec total (est + 10) x 1.18', () => {
    expect(refundAmount(booking, [{ bookingId: 4, status: 'failed', amount: '755.20' }])).toBe('755.20');
    expect(refundAmount({ ...booking, estimatedCost: '100.00' }, [])).toBe('129.80');
  });

  it('an unpaid booking refunds nothing', () => {
    expect(refundAmount({ ...booking, status: 'pending', paymentId: null }, [])).toBeNull();
  });

  it('says what was cancelled and, when paid, that the amount went back to the wallet', () => {
    expect(cancelledToast(booking, '755.20')).toEqual({
      title: 'Booking cancelled',
      description:
        'Your booking at Koregaon Park Hub on 24 Nov 2026, 10:00 AM was cancelled. ₹755.20 has been refunded to your wallet.',
    });
    expect(cancelledToast({ ...booking, station: undefined }, null).description).toBe(
      'Your booking at Unknown Station on 24 Nov 2026, 10:00 AM was cancelled.',
    );
  });
});

import type { InternalBooking } from '@chargesetu/shared/contracts';
import type { BookingSnapshot, StoredPayment } from '../lib/repositories/payments.repository';

/** The snapshot of anInternalBooking(), as kept with its payment (the address on one line). */
export function aBookingSnapshot(): BookingSnapshot {
  return {
    stationId: 4,
    stationName: 'Tata Power EZ Charge, Phoenix Marketcity',
    stationAddress: 'LBS Marg, Kurla West, Mumbai, Maharashtra 400070',
    chargerType: 'CCS2',
    power: 60,
    startTime: '2026-11-23T04:30:00.000Z',
    endTime: '2026-11-23T05:00:00.000Z',
    pricePerKwh: '18.50',
    estimatedCost: '555.00',
  };
}

/** A paid payment as the repository returns it, with its booking snapshot. */
export function aPaidPayment(overrides: Partial<StoredPayment> = {}): StoredPayment & {
  bookingSnapshot: BookingSnapshot;
  paymentDate: string;
} {
  return {
    id: 7,
    bookingId: 123,
    userId: 3,
    amount: '666.70',
    currency: 'INR',
    status: 'completed',
    paymentMethod: 'upi',
    transactionId: 'TXN20261123040000K7M2QX9A',
    receiptUrl: '/api/payments/7/receipt',
    paymentDate: '2026-11-23T04:05:00.000Z',
    createdAt: '2026-11-23T04:05:00.000Z',
    methodDetail: 'UPI (asha@okaxis)',
    failureReason: null,
    refundedAt: null,
    ...overrides,
    bookingSnapshot: { ...aBookingSnapshot(), ...(overrides.bookingSnapshot ?? {}) },
  } as StoredPayment & { bookingSnapshot: BookingSnapshot; paymentDate: string };
}

/** What GET /internal/bookings/:id answers for a pending CCS2 60 kW booking. */
export function anInternalBooking(overrides: Partial<InternalBooking> = {}): InternalBooking {
  return {
    id: 123,
    userId: 3,
    stationId: 4,
    vehicleId: 8,
    chargerType: 'CCS2',
    power: 60,
    startTime: '2026-11-23T04:30:00.000Z',
    endTime: '2026-11-23T05:00:00.000Z',
    status: 'pending',
    pricePerKwh: '18.50',
    estimatedCost: '555.00',
    actualCost: null,
    paymentId: null,
    createdAt: '2026-11-23T03:55:00.000Z',
    holdExpiresAt: '2026-11-23T04:10:00.000Z',
    chargerIndex: 0,
    station: {
      id: 4,
      name: 'Tata Power EZ Charge, Phoenix Marketcity',
      address: { street: 'LBS Marg, Kurla West', city: 'Mumbai', state: 'Maharashtra', pincode: '400070' },
    },
    ...overrides,
  };
}

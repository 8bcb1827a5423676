import {
  BOOKING_DURATION_MINUTES,
  BOOKING_REFERENCE_PREFIX,
  bookingReference,
  DEFAULT_TOTAL_SAVINGS,
  DEFAULT_WALLET_BALANCE,
  GST_RATE,
  PLATFORM_FEE,
} from './constants';

describe('business constants', () => {
  it('match docs/product.md §9', () => {
    expect(BOOKING_DURATION_MINUTES).toBe(30);
    expect(PLATFORM_FEE).toBe(10);
    expect(GST_RATE).toBe(0.18);
    expect(DEFAULT_WALLET_BALANCE).toBe('650.00');
    expect(DEFAULT_TOTAL_SAVINGS).toBe('1840.00');
  });
});

describe('bookingReference', () => {
  it('is the prefix plus the id padded to 6 digits', () => {
    expect(bookingReference(123)).toBe('CS-000123');
    expect(bookingReference('7')).toBe('CS-000007');
    expect(bookingReference(1234567)).toBe('CS-1234567');
    expect(bookingReference(1).startsWith(BOOKING_REFERENCE_PREFIX)).toBe(true);
  });
});

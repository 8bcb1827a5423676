import { formatInr, formatRating, hasRating, NO_RATING_TEXT } from './money-format';

describe('formatInr', () => {
  it('formats rupees en-IN with 2 decimals', () => {
    expect(formatInr(1500)).toBe('₹1,500.00');
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatInr(12.5)).toBe('₹12.50');
  });

  it('groups lakhs and crores the Indian way', () => {
    expect(formatInr(100000)).toBe('₹1,00,000.00');
    expect(formatInr(12345678.9)).toBe('₹1,23,45,678.90');
  });

  it('reads numeric strings from the API and rounds half away from zero', () => {
    expect(formatInr('650.00')).toBe('₹650.00');
    expect(formatInr(1.005)).toBe('₹1.01');
  });

  it('shows a dash for unreadable amounts', () => {
    expect(formatInr('abc')).toBe('—');
    expect(formatInr(null)).toBe('—');
  });
});

describe('formatRating', () => {
  it('shows 1 decimal', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating('4.50')).toBe('4.5');
    expect(formatRating(5)).toBe('5.0');
  });

  it('shows "New" when there is no rating (absent, unreadable or the stored default 0)', () => {
    expect(formatRating(undefined)).toBe('New');
    expect(formatRating(null)).toBe('New');
    expect(formatRating('')).toBe('New');
    expect(formatRating('0.00')).toBe('New');
    expect(formatRating(0)).toBe('New');
    expect(NO_RATING_TEXT).toBe('New');
  });

  it('shows a low but real rating, never "New"', () => {
    expect(formatRating(1)).toBe('1.0');
  });
});

describe('in Hindi', () => {
  it('groups rupees in lakhs as in English', () => {
    expect(formatInr(123456, 'hi')).toBe('₹1,23,456.00');
    expect(formatInr('abc', 'hi')).toBe('—');
  });

  it('calls an unrated station new in Hindi', () => {
    expect(formatRating(0, 'hi')).toBe('नया');
    expect(formatRating(4.26, 'hi')).toBe('4.3');
  });
});

describe('hasRating', () => {
  it('is false exactly where formatRating says "New"', () => {
    for (const rating of [4.25, '4.50', 0.5, 0, '0.00', '', ' ', null, undefined, 'n/a', Number.NaN]) {
      expect(hasRating(rating)).toBe(formatRating(rating) !== NO_RATING_TEXT);
    }
    expect(hasRating(0.5)).toBe(true);
    expect(hasRating(0)).toBe(false);
  });
});

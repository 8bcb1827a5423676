import { DEMO_CARD, paymentBody, paymentSummary, upiIdError, walletCovers } from './payment-details';

describe('payment summary (docs/product.md §9)', () => {
  it('adds the ₹10.00 platform fee and 18% GST on both: total = (est + 10) x 1.18', () => {
    expect(paymentSummary('630.00')).toEqual({ estimated: 630, platformFee: 10, gst: 115.2, total: 755.2 });
    expect(paymentSummary('184.25')).toEqual({
      estimated: 184.25,
      platformFee: 10,
      gst: 34.97,
      total: 229.22,
    });
  });

  it('the lines always add up to the total, to the paisa', () => {
    for (const est of ['0.01', '99.99', '183.33', '1234.57']) {
      const s = paymentSummary(est);
      expect(Math.round((s.estimated + s.platformFee + s.gst) * 100)).toBe(Math.round(s.total * 100));
    }
  });
});

describe('payment body (POST /api/payments)', () => {
  it('card: the read-only demo card', () => {
    expect(paymentBody(4, 'card', 'ignored@upi')).toEqual({
      bookingId: 4,
      paymentMethod: 'card',
      cardNumber: DEMO_CARD.number,
    });
  });

  it('upi: the id typed, trimmed; wallet: nothing else', () => {
    expect(paymentBody(4, 'upi', '  fail@upi ')).toEqual({
      bookingId: 4,
      paymentMethod: 'upi',
      upiId: 'fail@upi',
    });
    expect(paymentBody(4, 'wallet', 'x@y')).toEqual({ bookingId: 4, paymentMethod: 'wallet' });
  });
});

const UPI_REQUIRED = 'Please enter your UPI ID.';
const UPI_INVALID = 'Enter a valid UPI ID, e.g. name@okaxis.';

describe('UPI id field', () => {
  it('needs name@handle', () => {
    expect(upiIdError('')).toBe(UPI_REQUIRED);
    expect(upiIdError('   ')).toBe(UPI_REQUIRED);
    expect(upiIdError('asha')).toBe(UPI_INVALID);
    expect(upiIdError('asha@')).toBe(UPI_INVALID);
    expect(upiIdError('@okaxis')).toBe(UPI_INVALID);
    expect(upiIdError('asha.rao-1@okaxis')).toBeNull();
    expect(upiIdError('fail@upi')).toBeNull(); // the simulated bank's decline case must be typeable
  });
});

describe('walletCovers', () => {
  it('compares the real balance with the total, unknown while not loaded', () => {
    expect(walletCovers('650.00', 755.2)).toBe(false);
    expect(walletCovers('755.20', 755.2)).toBe(true);
    expect(walletCovers(undefined, 10)).toBeNull();
  });
});

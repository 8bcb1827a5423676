import { CONFIRMATION_POLL_LIMIT_MS, confirmationPollInterval } from './confirmation-poll';

describe('confirmationPollInterval (booking confirmed asynchronously by payment.completed)', () => {
  it('polls every second while the paid booking is still pending, within the limit', () => {
    expect(confirmationPollInterval('pending', 1000, 1000)).toBe(1000);
    expect(confirmationPollInterval('pending', 1000, 1000 + CONFIRMATION_POLL_LIMIT_MS - 1)).toBe(1000);
  });

  it('stops once confirmed (or any other status), before the data arrives, and after the limit', () => {
    expect(confirmationPollInterval('confirmed', 1000, 1500)).toBe(0);
    expect(confirmationPollInterval('cancelled', 1000, 1500)).toBe(0);
    expect(confirmationPollInterval(undefined, 1000, 1500)).toBe(0);
    expect(confirmationPollInterval('pending', 1000, 1000 + CONFIRMATION_POLL_LIMIT_MS)).toBe(0);
  });
});

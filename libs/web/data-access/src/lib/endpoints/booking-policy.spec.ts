import { noShowPolicyText } from './bookings.api';

describe('noShowPolicyText', () => {
  it('states the no-show rule with the figures the server gave', () => {
    expect(noShowPolicyText({ noShowRefundPercent: 0, reservationGraceMinutes: 10 })).toBe(
      "No-show: if you do not start charging within 10 minutes of your slot's start, the connector is released; a booking that is never used is refunded 0% of its payment.",
    );
    expect(noShowPolicyText({ noShowRefundPercent: 25, reservationGraceMinutes: 15 })).toBe(
      "No-show: if you do not start charging within 15 minutes of your slot's start, the connector is released; a booking that is never used is refunded 25% of its payment.",
    );
  });
});

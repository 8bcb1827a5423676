import { changeLanguage } from '@chargesetu/web/i18n';
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

  it('states the rule in Hindi, with the same figures', async () => {
    await changeLanguage('hi');
    expect(noShowPolicyText({ noShowRefundPercent: 25, reservationGraceMinutes: 15 })).toBe(
      'नो-शो: अगर आप अपने स्लॉट के शुरू होने के 15 मिनट के अंदर चार्जिंग शुरू नहीं करते, तो कनेक्टर छोड़ दिया जाता है; जो बुकिंग कभी इस्तेमाल नहीं होती, उसके भुगतान का 25% रिफ़ंड किया जाता है।',
    );
  });
});

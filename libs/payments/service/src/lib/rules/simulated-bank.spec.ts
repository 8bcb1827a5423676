import { CreatePaymentBody, registerFormats } from '@chargesetu/shared/contracts';
import { Value } from '@sinclair/typebox/value';
import { simulatedBankDecision } from './simulated-bank';

describe('simulatedBankDecision', () => {
  it.each(['fail@upi', 'FAIL@okaxis', '  failing.user@ybl '])('when the UPI id is %j, declines', (upiId) => {
    expect(simulatedBankDecision({ paymentMethod: 'upi', upiId }).approved).toBe(false);
  });

  it('when the UPI id does not start with "fail", approves and names the id for the receipt', () => {
    expect(simulatedBankDecision({ paymentMethod: 'upi', upiId: 'asha.fail@upi' })).toEqual({
      approved: true,
      methodDetail: 'UPI (asha.fail@upi)',
    });
    expect(simulatedBankDecision({ paymentMethod: 'upi' })).toEqual({ approved: true, methodDetail: 'UPI' });
  });

  it('when the card ends in 0002 (full number or last 4), declines', () => {
    expect(simulatedBankDecision({ paymentMethod: 'card', cardNumber: '4000 0000 0000 0002' }).approved).toBe(
      false,
    );
    expect(simulatedBankDecision({ paymentMethod: 'card', cardLast4: '0002' }).approved).toBe(false);
  });

  it('when the card ends otherwise, approves and keeps only the last 4 digits', () => {
    const decision = simulatedBankDecision({ paymentMethod: 'card', cardNumber: '4111-1111-1111-4242' });
    expect(decision).toEqual({ approved: true, methodDetail: 'Card ending 4242' });
    expect(JSON.stringify(decision)).not.toContain('4111');
  });

  it('ignores details of another method: a wallet payment is never declined by the bank', () => {
    expect(simulatedBankDecision({ paymentMethod: 'wallet', upiId: 'fail@upi', cardLast4: '0002' })).toEqual({
      approved: true,
      methodDetail: 'ChargeSetu wallet',
    });
    expect(simulatedBankDecision({ paymentMethod: 'card', upiId: 'fail@upi' }).approved).toBe(true);
  });
});

describe('CreatePaymentBody (the contract) with method details', () => {
  beforeAll(() => registerFormats());
  it('accepts a UPI id and card numbers in the usual forms, and refuses anything else as a card', () => {
    const ok = (extra: object) =>
      Value.Check(CreatePaymentBody, { bookingId: 1, paymentMethod: 'card', ...extra });
    expect(ok({ upiId: 'fail@upi' })).toBe(true);
    expect(ok({ cardNumber: '4000 0000 0000 0002' })).toBe(true);
    expect(ok({ cardNumber: '4000-0000-0000-0002' })).toBe(true);
    expect(ok({ cardLast4: '0002' })).toBe(true);
    expect(ok({ cardNumber: 'not a card' })).toBe(false);
    expect(ok({ cardLast4: '02' })).toBe(false);
    expect(ok({ upiId: '' })).toBe(false);
  });
});

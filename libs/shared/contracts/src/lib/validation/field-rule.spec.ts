import { Value } from '@sinclair/typebox/value';
import { RegisterBody, UpdateMeBody } from '../auth';
import { registerFormats } from '../formats';
import { CreatePaymentBody } from '../payments';
import { VehicleBody } from '../vehicles';
import { ACCOUNT_RULES, CHANGE_PASSWORD_RULES } from './account-rules';
import { fieldFailure, fieldMessage, utf8Length } from './field-rule';
import { PAYMENT_RULES } from './payment-rules';
import { VEHICLE_RULES } from './vehicle-rules';

registerFormats();

describe('fieldFailure', () => {
  it('checks length, then bytes, then the pattern', () => {
    expect(fieldFailure(ACCOUNT_RULES.username, 'ash')).toBe('tooShort');
    expect(fieldFailure(ACCOUNT_RULES.username, 'a'.repeat(51))).toBe('tooLong');
    expect(fieldFailure(ACCOUNT_RULES.username, 'asha rao')).toBe('invalid');
    expect(fieldFailure(ACCOUNT_RULES.username, 'asha.rao_1')).toBeNull();
    expect(fieldFailure(ACCOUNT_RULES.phone, '+91 (987) 654-3210')).toBeNull();
    expect(fieldFailure(ACCOUNT_RULES.email, 'asha@')).toBe('invalid');
  });

  it('counts a password in characters for the minimum and in UTF-8 bytes for bcrypt’s 72', () => {
    expect(fieldFailure(ACCOUNT_RULES.password, '12345')).toBe('tooShort');
    expect(fieldFailure(ACCOUNT_RULES.password, 'Ab3-'.repeat(18))).toBeNull();
    expect(fieldFailure(ACCOUNT_RULES.password, '₹'.repeat(25))).toBe('tooLong');
    expect(utf8Length('₹a😀')).toBe(3 + 1 + 4);
    expect(utf8Length('\ud800')).toBe(3);
  });

  it('keeps a number written as text within its range', () => {
    const capacity = VEHICLE_RULES.batteryCapacity;
    expect(['40.5', '1000', '0.01'].map((t) => fieldFailure(capacity, t))).toEqual([null, null, null]);
    expect(['0', '1000.01', '40.555', 'big', '-5'].map((t) => fieldFailure(capacity, t))).toEqual(
      Array(5).fill('invalid'),
    );
    expect(fieldFailure(VEHICLE_RULES.year, '1999')).toBeNull();
    expect(fieldFailure(VEHICLE_RULES.year, '23')).toBe('invalid');
  });

  it('words a failure with the rule’s closest message', () => {
    expect(fieldMessage(VEHICLE_RULES.year, 'tooLong')).toBe('Year must be a year such as 2023');
    expect(fieldMessage(CHANGE_PASSWORD_RULES.newPassword, 'tooLong')).toBe(
      'New password must be at most 72 characters',
    );
    expect(fieldMessage(PAYMENT_RULES.upiId, 'invalid')).toBe('Enter a valid UPI ID, e.g. name@okaxis.');
  });
});

describe('the API schemas take their limits from the rules', () => {
  const register = {
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '9876543210',
    username: 'asha',
    password: 'charge1',
  };

  it('register and profile: one character past each limit is refused', () => {
    expect(Value.Check(RegisterBody, register)).toBe(true);
    for (const [field, value] of [
      ['name', 'A'],
      ['phone', '9'.repeat(ACCOUNT_RULES.phone.max + 1)],
      ['username', 'u'.repeat(ACCOUNT_RULES.username.max + 1)],
      ['password', 'p'.repeat(ACCOUNT_RULES.password.maxBytes + 1)],
    ] as const) {
      expect(Value.Check(RegisterBody, { ...register, [field]: value })).toBe(false);
    }
    expect(Value.Check(UpdateMeBody, { name: 'n'.repeat(ACCOUNT_RULES.name.max) })).toBe(true);
    expect(Value.Check(UpdateMeBody, { name: 'n'.repeat(ACCOUNT_RULES.name.max + 1) })).toBe(false);
  });

  it('vehicles and payments', () => {
    const vehicle = {
      make: 'Tata',
      model: 'Nexon EV',
      registrationNumber: 'MH 12 AB 1234',
      connectorTypes: ['CCS2'],
    };
    expect(Value.Check(VehicleBody, vehicle)).toBe(true);
    expect(Value.Check(VehicleBody, { ...vehicle, registrationNumber: 'R'.repeat(21) })).toBe(false);
    expect(Value.Check(VehicleBody, { ...vehicle, color: 'c'.repeat(51) })).toBe(false);
    expect(Value.Check(VehicleBody, { ...vehicle, connectorTypes: Array(11).fill('CCS2') })).toBe(false);
    const upi = { bookingId: 1, paymentMethod: 'upi' };
    expect(Value.Check(CreatePaymentBody, { ...upi, upiId: 'u'.repeat(100) })).toBe(true);
    expect(Value.Check(CreatePaymentBody, { ...upi, upiId: 'u'.repeat(101) })).toBe(false);
  });
});

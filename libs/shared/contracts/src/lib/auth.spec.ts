import { Value } from '@sinclair/typebox/value';
import {
  AdminResetUserPasswordBody,
  AuthResponse,
  DEFAULT_NOTIFICATION_PREFERENCES,
  LoginBody,
  loginIdentifier,
  NOTIFICATION_PREFERENCE_KEYS,
  NotificationPreferences,
  RegisterBody,
  ResetPasswordBody,
} from './auth';
import { registerFormats } from './formats';

beforeAll(() => registerFormats());

const REGISTER = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  username: 'asha',
  password: 'secret1',
};

describe('RegisterBody', () => {
  it('accepts a valid registration', () => {
    expect(Value.Check(RegisterBody, REGISTER)).toBe(true);
  });

  it.each([
    ['name', 'A'],
    ['email', 'asha.example.in'],
    ['phone', '98765'],
    ['username', 'ash'],
    ['password', '12345'],
  ])('refuses a too-short or malformed %s', (field, value) => {
    expect(Value.Check(RegisterBody, { ...REGISTER, [field]: value })).toBe(false);
  });

  it('requires every field', () => {
    const { phone: _phone, ...withoutPhone } = REGISTER;
    expect(Value.Check(RegisterBody, withoutPhone)).toBe(false);
  });
});

describe('LoginBody', () => {
  it('accepts username or email with a password', () => {
    expect(Value.Check(LoginBody, { username: 'asha', password: 'x' })).toBe(true);
    expect(Value.Check(LoginBody, { username: 'asha@example.in', password: 'x' })).toBe(true);
    expect(Value.Check(LoginBody, { email: 'asha@example.in', password: 'x' })).toBe(true);
  });

  it('refuses a missing identifier or password', () => {
    expect(Value.Check(LoginBody, { password: 'x' })).toBe(false);
    expect(Value.Check(LoginBody, { username: '   ', password: 'x' })).toBe(false);
    expect(Value.Check(LoginBody, { username: 'asha', password: '' })).toBe(false);
  });

  it('reads the identifier from either shape', () => {
    expect(loginIdentifier({ username: ' asha ', password: 'x' })).toBe('asha');
    expect(loginIdentifier({ email: 'asha@example.in', password: 'x' })).toBe('asha@example.in');
  });
});

describe('password bodies', () => {
  it('need 6 characters for new passwords and an integer user id', () => {
    expect(Value.Check(ResetPasswordBody, { currentPassword: 'secret1', newPassword: 'secret2' })).toBe(true);
    expect(Value.Check(ResetPasswordBody, { currentPassword: 'secret1', newPassword: 'short' })).toBe(false);
    expect(
      Value.Check(ResetPasswordBody, { currentPassword: 'x'.repeat(201), newPassword: 'secret2' }),
    ).toBe(false);
    expect(Value.Check(AdminResetUserPasswordBody, { userId: 5, newPassword: 'secret2' })).toBe(true);
    expect(Value.Check(AdminResetUserPasswordBody, { userId: 5.5, newPassword: 'secret2' })).toBe(false);
    expect(Value.Check(AdminResetUserPasswordBody, { userId: 0, newPassword: 'secret2' })).toBe(false);
  });
});

describe('AuthResponse', () => {
  it('carries a token and a public user with a nullable phone and a role', () => {
    const user = {
      id: 1,
      username: 'asha',
      name: 'Asha',
      email: 'a@b.in',
      phone: null,
      role: 'user',
      createdAt: '2026-11-23T04:30:00.000Z',
    };
    expect(Value.Check(AuthResponse, { token: 't', user })).toBe(true);
    expect(Value.Check(AuthResponse, { token: 't', user: { ...user, role: 'manager' } })).toBe(false);
  });
});

describe('NotificationPreferences', () => {
  it('accepts the defaults and any combination of the three booleans', () => {
    expect(Value.Check(NotificationPreferences, DEFAULT_NOTIFICATION_PREFERENCES)).toBe(true);
    expect(
      Value.Check(NotificationPreferences, {
        bookingConfirmations: false,
        chargingUpdates: false,
        promotionalMessages: true,
      }),
    ).toBe(true);
  });

  it('the defaults are Booking Confirmations and Charging Updates on, Promotional Messages off', () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({
      bookingConfirmations: true,
      chargingUpdates: true,
      promotionalMessages: false,
    });
    expect(Object.keys(DEFAULT_NOTIFICATION_PREFERENCES)).toEqual([...NOTIFICATION_PREFERENCE_KEYS]);
  });

  it('refuses a missing setting, a non-boolean or an unknown setting', () => {
    const { promotionalMessages: _p, ...missing } = DEFAULT_NOTIFICATION_PREFERENCES;
    expect(Value.Check(NotificationPreferences, missing)).toBe(false);
    expect(
      Value.Check(NotificationPreferences, { ...DEFAULT_NOTIFICATION_PREFERENCES, chargingUpdates: 'yes' }),
    ).toBe(false);
    expect(
      Value.Check(NotificationPreferences, { ...DEFAULT_NOTIFICATION_PREFERENCES, smsAlerts: true }),
    ).toBe(false);
  });
});

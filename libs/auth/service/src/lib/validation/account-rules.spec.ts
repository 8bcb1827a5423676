import { ACCOUNT_RULES, CHANGE_PASSWORD_RULES } from '@chargesetu/shared/contracts';
import { statusOf } from '@chargesetu/shared/server-kit';
import {
  checkEmail,
  checkName,
  checkNewPassword,
  checkPhone,
  checkUsername,
  isReservedUsername,
} from './account-rules';

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return { status: statusOf(err), message: (err as Error).message };
  }
  return undefined;
};

describe('account rules', () => {
  it('trim and keep valid values', () => {
    expect(checkName('  Asha Rao ')).toBe('Asha Rao');
    expect(checkEmail(' Asha@Example.IN ')).toBe('Asha@Example.IN');
    expect(checkPhone('+91 (987) 654-3210')).toBe('+91 (987) 654-3210');
    expect(checkUsername(' asha.rao_1 ')).toBe('asha.rao_1');
  });

  it.each([
    [() => checkName('A'), 'Name must be at least 2 characters'],
    [() => checkName(' '), 'Name is required'],
    [() => checkEmail('a@'), 'Please enter a valid email address'],
    [() => checkPhone('123456789'), 'Phone number must be at least 10 characters'],
    [
      () => checkUsername('a b c d'),
      'Username may contain only letters, numbers, dots, hyphens and underscores',
    ],
    [() => checkUsername('abc'), 'Username must be at least 4 characters'],
  ])('refuse with a 400 and the field’s message (%#)', (fn, message) => {
    expect(failure(fn)).toEqual({ status: 400, message });
  });

  it('counts a new password in characters for the minimum and in bytes for bcrypt’s 72-byte limit', () => {
    expect(checkNewPassword(ACCOUNT_RULES, 'password', '  abc ')).toBe('  abc ');
    expect(failure(() => checkNewPassword(ACCOUNT_RULES, 'password', '12345'))?.message).toBe(
      'Password must be at least 6 characters',
    );
    expect(checkNewPassword(ACCOUNT_RULES, 'password', 'Ab3-'.repeat(18))).toHaveLength(72);
    expect(failure(() => checkNewPassword(ACCOUNT_RULES, 'password', '₹'.repeat(25)))?.message).toBe(
      'Password must be at most 72 characters',
    );
  });

  it.each(['123456', 'password', 'aaaaaa', 'PassWord1', 'qwerty'])(
    'refuses the common password %j with 400 "This password is too common. …", in every form',
    (password) => {
      const message = 'This password is too common. Please choose a less predictable one.';
      expect(failure(() => checkNewPassword(ACCOUNT_RULES, 'password', password))).toEqual({
        status: 400,
        message,
      });
      expect(failure(() => checkNewPassword(CHANGE_PASSWORD_RULES, 'newPassword', password))?.message).toBe(
        message,
      );
    },
  );

  it('accepts passwords that are not on the list, the seeded ones included', () => {
    for (const password of ['Admin@123', 'Demo@123', 'green-road-1', 'charge-123'])
      expect(checkNewPassword(ACCOUNT_RULES, 'password', password)).toBe(password);
  });

  it('reserves "admin" in any letter case and nothing else', () => {
    expect(['admin', 'ADMIN', ' Admin '].every(isReservedUsername)).toBe(true);
    expect(['admins', 'admin1', 'sysadmin'].some(isReservedUsername)).toBe(false);
  });
});

import { HttpError } from '@chargesetu/shared/server-kit';
import {
  ACCOUNT_RULES,
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
    return { status: (err as HttpError).statusCode, message: (err as Error).message };
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
    expect(checkNewPassword(ACCOUNT_RULES, 'password', 'a'.repeat(72))).toHaveLength(72);
    expect(failure(() => checkNewPassword(ACCOUNT_RULES, 'password', '₹'.repeat(25)))?.message).toBe(
      'Password must be at most 72 characters',
    );
  });

  it('reserves "admin" in any letter case and nothing else', () => {
    expect(['admin', 'ADMIN', ' Admin '].every(isReservedUsername)).toBe(true);
    expect(['admins', 'admin1', 'sysadmin'].some(isReservedUsername)).toBe(false);
  });
});

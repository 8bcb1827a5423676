import { duplicateAccountMessage, EMAIL_TAKEN, USERNAME_TAKEN } from './duplicate-account';

describe('duplicateAccountMessage', () => {
  const violation = (constraint: string) => ({
    code: '23505',
    constraint,
    detail: 'Key (...) already exists.',
  });

  it('when the email index is violated, says the email is taken (also when TypeORM wraps the error)', () => {
    expect(duplicateAccountMessage(violation('users_email_lower_key'))).toBe(EMAIL_TAKEN);
    expect(duplicateAccountMessage({ driverError: violation('users_email_lower_key') })).toBe(EMAIL_TAKEN);
  });

  it('when the username index is violated, says the username is taken', () => {
    expect(duplicateAccountMessage(violation('users_username_lower_key'))).toBe(USERNAME_TAKEN);
  });

  it('when the error is anything else, answers null', () => {
    expect(duplicateAccountMessage({ code: '23503', constraint: 'users_email_lower_key' })).toBeNull();
    expect(duplicateAccountMessage(new Error('boom'))).toBeNull();
  });
});

import {
  ACCOUNT_RULES,
  ADMIN_LOGIN_RULES,
  ADMIN_RESET_RULES,
  CHANGE_PASSWORD_RULES,
  LOGIN_RULES,
  PAYMENT_RULES,
  VEHICLE_RULES,
} from '@chargesetu/shared/contracts';
import { localizeMessage } from '@chargesetu/shared/domain';
import { COMMON_PASSWORD } from '../passwords/common-passwords';
import { CURRENT_PASSWORD_INCORRECT, SAME_PASSWORD } from '../use-cases/change-password';
import { ACCOUNT_GONE, ADMIN_RIGHTS_REQUIRED } from '../use-cases/current-user';
import { USE_CHANGE_PASSWORD } from '../use-cases/admin-reset-password';
import { RESERVED_USERNAME } from '../use-cases/register-user';
import { ADMINS_ONLY, INVALID_CREDENTIALS } from '../use-cases/sign-in';
import { vehicleNotFound } from '../use-cases/vehicle-not-found';
import { EMAIL_TAKEN, USERNAME_TAKEN } from './duplicate-account';
import { signInWaitMs } from './login-rate-limit';

const DEVANAGARI = /[\u0900-\u097F]/;

/** The words of every rule table the auth service answers with (the rest of a rule is numbers and patterns). */
const ruleMessages = (...tables: object[]): string[] =>
  tables.flatMap((table) =>
    Object.values(table).flatMap((rule: object) =>
      Object.values(rule).filter((v): v is string => typeof v === 'string'),
    ),
  );

/** The refusal signInWaitMs throws for these failures. */
function tooManyAttempts(pair: number, source: number, seconds: number): string {
  const failures = {
    pair: { count: pair, secondsUntilOldestExpires: seconds },
    source: { count: source, secondsUntilOldestExpires: seconds },
    account: { count: 0, secondsUntilOldestExpires: 0 },
  };
  const limits = {
    LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: 5,
    LOGIN_MAX_FAILURES_PER_IP: 20,
  } as Parameters<typeof signInWaitMs>[1];
  try {
    signInWaitMs(failures as Parameters<typeof signInWaitMs>[0], limits);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected a refusal');
}

const ALL: string[] = [
  INVALID_CREDENTIALS,
  ADMINS_ONLY,
  ACCOUNT_GONE,
  ADMIN_RIGHTS_REQUIRED,
  RESERVED_USERNAME,
  USERNAME_TAKEN,
  EMAIL_TAKEN,
  COMMON_PASSWORD,
  CURRENT_PASSWORD_INCORRECT,
  SAME_PASSWORD,
  USE_CHANGE_PASSWORD,
  vehicleNotFound(3).message,
  tooManyAttempts(5, 0, 60),
  tooManyAttempts(0, 20, 600),
  ...ruleMessages(
    ACCOUNT_RULES,
    CHANGE_PASSWORD_RULES,
    ADMIN_RESET_RULES,
    LOGIN_RULES,
    ADMIN_LOGIN_RULES,
    VEHICLE_RULES,
    PAYMENT_RULES,
  ),
];

describe('auth refusals in Hindi', () => {
  it.each(ALL)('has Hindi for "%s"', (english) => {
    expect(localizeMessage(english, 'hi')).toMatch(DEVANAGARI);
  });
});

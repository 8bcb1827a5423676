import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common-password list: the 49,233 most used passwords of leaked password sets, as maintained by
 * zxcvbn-ts (`@zxcvbn-ts/language-common`, MIT), all lower case. It leaves out what zxcvbn's own
 * pattern matchers catch (so "aaaaaa" is not in it); REPEATED covers that case here.
 */
let common: ReadonlySet<string> | undefined;

/** One to three characters said over and over: "aaaaaa", "ababab", "abcabc". */
const REPEATED = /^(.{1,3})\1+$/su;

/**
 * Whether a password is one a guesser tries first: on the list in any letter case (guessers try
 * "Password" and "PASSWORD" right after "password"), with or without spaces around it, or one short
 * chunk repeated. The Set is built on first use (about 10 ms), not at start.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  const lower = password.toLowerCase();
  return common.has(lower) || common.has(lower.trim()) || REPEATED.test(lower);
}

export const COMMON_PASSWORD = 'This password is too common. Please choose a less predictable one.';

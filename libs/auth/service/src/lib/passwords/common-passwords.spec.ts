import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each(['123456', 'password', 'qwerty', 'iloveyou', 'secret1', 'password1', 'letmein'])(
    'when the password %j is on the maintained list, says so',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it('when a listed password differs only in letter case or surrounding spaces, still says so', () => {
    expect(['PASSWORD', 'Password', 'QwErTy', ' 123456 '].every(isCommonPassword)).toBe(true);
  });

  it('when the password is one short chunk repeated (not on the list), says so', () => {
    expect(['aaaaaa', 'ZZZZZZZZ', 'ababab', 'abcabcabc', '      '].every(isCommonPassword)).toBe(true);
  });

  it('when the password is not predictable, lets it through (the seeded ones included)', () => {
    for (const password of ['Admin@123', 'Demo@123', 'old-secret', 'green-road-1', 'abcdabcd-7'])
      expect(isCommonPassword(password)).toBe(false);
  });
});

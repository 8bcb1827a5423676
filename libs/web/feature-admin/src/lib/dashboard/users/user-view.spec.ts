import { describe, expect, it } from 'vitest';
import { accountCountLine, directoryQuery, onOff, roleLabel, USERS_TEXTS } from './user-view';

describe('user directory view', () => {
  it('names the two roles as the product does', () => {
    expect(roleLabel('user')).toBe('Driver');
    expect(roleLabel('admin')).toBe('Administrator');
  });

  it('asks for the page shown, trimming the search and leaving an empty one out', () => {
    expect(directoryQuery('  zoya@Example ', 2, 10)).toEqual({ q: 'zoya@Example', limit: 10, offset: 20 });
    expect(directoryQuery('   ', 0, 5)).toEqual({ limit: 5, offset: 0 });
  });

  it('counts accounts, in Indian grouping, and says when they match a search', () => {
    expect(accountCountLine(1, false)).toBe('1 account');
    expect(accountCountLine(123456, false)).toBe('1,23,456 accounts');
    expect(accountCountLine(1, true)).toBe('1 account matches');
    expect(accountCountLine(0, true)).toBe('0 accounts match');
  });

  it('words preferences and an empty search result', () => {
    expect(onOff(true)).toBe('On');
    expect(onOff(false)).toBe('Off');
    expect(USERS_TEXTS.noMatch('kabir')).toBe('No account matches "kabir".');
  });
});

import { returnPath, returnState } from './return-path';

describe('the way back after signing in (docs/product.md §2.10)', () => {
  it('remembers the path with its query and hash', () => {
    expect(returnState({ pathname: '/home', search: '?state=Karnataka&connector=CCS2' })).toEqual({
      from: '/home?state=Karnataka&connector=CCS2',
    });
    expect(returnState({ pathname: '/product', search: '', hash: '#features' })).toEqual({
      from: '/product#features',
    });
  });

  it('returns to a path of the app, query included', () => {
    expect(returnPath({ from: '/booking/12?connector=Type%202&power=22' })).toBe(
      '/booking/12?connector=Type%202&power=22',
    );
    expect(returnPath({ from: '/home?state=Karnataka&city=Bengaluru&view=map' })).toBe(
      '/home?state=Karnataka&city=Bengaluru&view=map',
    );
    expect(returnPath(returnState({ pathname: '/bookings', search: '' }))).toBe('/bookings');
  });

  it('never leaves the app: other origins, protocol-relative and backslash tricks are refused', () => {
    for (const from of [
      'https://evil.example/home',
      '//evil.example/home',
      '/\\evil.example/home',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'home',
      '',
    ]) {
      expect([from, returnPath({ from })]).toEqual([from, null]);
    }
  });

  it('ignores a missing or malformed state, and the sign-in screens themselves', () => {
    expect(returnPath(undefined)).toBeNull();
    expect(returnPath(null)).toBeNull();
    expect(returnPath('/home')).toBeNull();
    expect(returnPath({ from: 42 })).toBeNull();
    expect(returnPath({ from: '/login' })).toBeNull();
    expect(returnPath({ from: '/auth?x=1' })).toBeNull();
    expect(returnPath({ from: '/register' })).toBeNull();
    expect(returnPath({ from: '/admin-login' })).toBeNull();
  });
});

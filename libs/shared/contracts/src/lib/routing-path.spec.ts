import { isApiPath, originForm, routingPath } from './routing-path';

describe('routingPath', () => {
  it.each([
    ['/api/auth/login', '/api/auth/login'],
    ['/api/stations?state=Tamil%20Nadu', '/api/stations'],
    ['/api/stations#top', '/api/stations'],
    ['/api/stations/12#/x?y', '/api/stations/12'],
    // Unreserved and non-ASCII escapes are decoded, as the router does.
    ['/api/auth/%72egister', '/api/auth/register'],
    ['/api/auth/%6Cogin', '/api/auth/login'],
    ['/%61pi/auth/register', '/api/auth/register'],
    ['/api/stations/%31%32', '/api/stations/12'],
    ['/api/stations/%C3%A9', '/api/stations/é'],
    ['/api/stations/%2e%2e', '/api/stations/..'],
    // Reserved characters and % stay encoded: %2F never splits a segment, %25 never decodes twice.
    ['/api%2Fauth/register', '/api%2Fauth/register'],
    ['/api/auth%2fregister', '/api/auth%2fregister'],
    ['/api/auth/register%3Bx', '/api/auth/register%3Bx'],
    ['/api/auth/register%3F', '/api/auth/register%3F'],
    ['/api/auth/register%23', '/api/auth/register%23'],
    ['/api/stations/a%25b', '/api/stations/a%25b'],
    ['/api/stations/%2561', '/api/stations/%2561'],
    ['/api/stations/%25%61', '/api/stations/%25a'],
    // Nothing else is normalised: case, empty segments, a trailing slash, dot segments and `;`.
    ['/API/auth/login', '/API/auth/login'],
    ['/api/auth/LOGIN', '/api/auth/LOGIN'],
    ['/api//auth/login', '/api//auth/login'],
    ['//api/auth/login', '//api/auth/login'],
    ['/api/auth/login/', '/api/auth/login/'],
    ['/api/auth/./login', '/api/auth/./login'],
    ['/api/auth/x/../login', '/api/auth/x/../login'],
    ['/api/auth/login;jsessionid=1', '/api/auth/login;jsessionid=1'],
    // Absolute-form targets are routed by their path.
    ['http://evil.example/api/auth/register', '/api/auth/register'],
    ['HTTPS://evil.example:8443/%61pi/auth/login?x=1', '/api/auth/login'],
    ['http://user@evil.example/api/auth/login', '/api/auth/login'],
    ['http://evil.example', '/'],
    ['http://evil.example?/api/auth/login', '/'],
    ['ftp://evil.example/api/auth/login', 'ftp://evil.example/api/auth/login'],
    ['*', '*'],
  ])('%s is routed as %s', (url, path) => {
    expect(routingPath(url)).toBe(path);
  });

  it.each([
    '/api/stations/%zz',
    '/api/auth/reg%2',
    '/api/auth/register%',
    '/api/%E0%A4',
    'http://evil.example#/api/auth/login',
    'http:///api/auth/login',
  ])('%s is a bad URL (the router answers 400): null', (url) => {
    expect(routingPath(url)).toBeNull();
  });

  it('never decodes a query string, even a malformed one', () => {
    expect(routingPath('/api/stations?city=%')).toBe('/api/stations');
  });
});

describe('originForm', () => {
  it('keeps an origin-form target as sent and strips the scheme and authority of an absolute one', () => {
    expect(originForm('/%61pi/x?q=%zz')).toBe('/%61pi/x?q=%zz');
    expect(originForm('http://h:1/%61pi/x?q=1')).toBe('/%61pi/x?q=1');
    expect(originForm('http://h?q=1')).toBe('/?q=1');
    expect(originForm('http://h#/api')).toBeNull();
  });
});

describe('isApiPath', () => {
  it('is /api and everything below it, nothing else', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/')).toBe(true);
    expect(isApiPath('/api/auth/login')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/API/auth/login')).toBe(false);
    expect(isApiPath('/api%2Fauth')).toBe(false);
  });
});

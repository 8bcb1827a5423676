import { describe, expect, it } from 'vitest';
import { classifyLink } from './classify-link';

describe('classifyLink', () => {
  it.each(['/station/12', '/home', '/payment/42', '/bookings?status=upcoming', '/charging/7#live'])(
    'keeps the app path %s as a router link',
    (href) => {
      expect(classifyLink(href)).toEqual({ href, external: false });
    },
  );

  it('keeps https URLs as external links', () => {
    expect(classifyLink('https://beeindia.gov.in/ev')).toEqual({
      href: 'https://beeindia.gov.in/ev',
      external: true,
    });
    expect(classifyLink('HTTPS://beeindia.gov.in')).toEqual({
      href: 'https://beeindia.gov.in/',
      external: true,
    });
  });

  it.each([
    // Off-site although they start with "/": a browser reads both as "//host".
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/station\\..\\..\\\\evil.example',
    // Characters a URL parser strips or that hide what the link is.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    ' //evil.example',
    '/\u0000/evil.example',
    '/\u200b/evil.example',
    '/station/1\u00a0x',
    // Percent-encoded slashes and backslashes, once or twice.
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252F%252Fevil.example',
    '/%E0%A4%A', // malformed
    // Other schemes, plain http and URLs with credentials.
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://evil.example',
    'https:evil.example',
    'https:/evil.example',
    'https:\\\\evil.example',
    'https://chargesetu.in@evil.example/',
    'https://user:pass@evil.example/',
    'https://',
    'ftp://evil.example',
    // Relative paths and bare hosts.
    'station/12',
    './station/12',
    '../admin',
    'evil.example',
    '#top',
    '?q=1',
    '/',
    '',
  ])('refuses %j', (href) => {
    expect(classifyLink(href)).toBeNull();
  });
});

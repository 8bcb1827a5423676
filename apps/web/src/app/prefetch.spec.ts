import { paths, type PageKey } from '@chargesetu/web/routes';
import { PAGE_FILES, pageLoader, prefetchOnIntent, prefetchPath } from './prefetch';

describe('prefetchPath', () => {
  it('knows the module of every page of the route table', () => {
    for (const key of Object.keys(paths) as PageKey[]) {
      expect(pageLoader(key), `${key}: ${PAGE_FILES[key]}`).toBeTypeOf('function');
    }
  });

  it("loads a public page's module once, without the frame", async () => {
    expect(await prefetchPath('/policies/cookies-policy')).toEqual([
      'feature-public/src/lib/legal/cookies-policy-page.tsx',
    ]);
    expect(await prefetchPath('/policies/cookies-policy')).toEqual([]);
  });

  it("loads a framed page's module and the frame's, each once across pages", async () => {
    expect(await prefetchPath('/settings')).toEqual([
      'feature-settings/src/lib/pages/settings-page.tsx',
      'framed-layout',
    ]);
    expect(await prefetchPath('/admin-settings?tab=account')).toEqual([
      'feature-admin/src/lib/pages/admin-settings-page.tsx',
    ]);
  });

  it('loads nothing for an unknown path or a redirect', async () => {
    expect(await prefetchPath('/no-such-page')).toEqual([]);
    expect(await prefetchPath('/auth/login')).toEqual([]);
  });
});

describe('prefetchOnIntent', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
    const a = document.createElement('a');
    a.href = href;
    for (const [name, value] of Object.entries(attrs)) a.setAttribute(name, value);
    a.innerHTML = '<span>Go</span>';
    document.body.append(a);
    return a;
  }

  it('prefetches the path of an app link pointed at, touched or focused, not of a link merely shown', () => {
    const seen: string[] = [];
    stop = prefetchOnIntent(document, (path) => seen.push(path));
    const bookings = link('/bookings?tab=upcoming');
    const home = link('/home');
    const station = link('/station/4');
    expect(seen).toEqual([]);
    bookings.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    home.dispatchEvent(new Event('touchstart', { bubbles: true }));
    station.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(seen).toEqual(['/bookings', '/home', '/station/4']);
  });

  it('ignores other sites, downloads, new tabs, the current page and non-links, and stops when told', () => {
    const seen: string[] = [];
    stop = prefetchOnIntent(document, (path) => seen.push(path));
    const targets = [
      link('https://example.in/home'),
      link('/receipt.pdf', { download: '' }),
      link('/home', { target: '_blank' }),
      link(window.location.pathname),
      document.body,
    ];
    for (const target of targets) target.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(seen).toEqual([]);
    stop();
    link('/home').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(seen).toEqual([]);
  });
});

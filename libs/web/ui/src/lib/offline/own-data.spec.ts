import { OWN_DATA_CACHE } from './cache-names';
import { forgetOwnData, ownerScopedCacheKey } from './own-data';

const request = (url: string, token?: string) =>
  new Request(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

describe('ownerScopedCacheKey (docs/product.md §2.19)', () => {
  it('keeps the URL and its query, and adds who asked', async () => {
    const key = new URL(
      await ownerScopedCacheKey({ request: request('https://x.in/api/payments/5/receipt?lang=hi', 'a') }),
    );
    expect(key.pathname).toBe('/api/payments/5/receipt');
    expect(key.searchParams.get('lang')).toBe('hi');
    expect(key.searchParams.get('owner')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is the same for the same token and differs for another person’s, so one driver never gets another’s', async () => {
    const url = 'https://x.in/api/bookings';
    const asha = await ownerScopedCacheKey({ request: request(url, 'token-of-asha') });
    expect(await ownerScopedCacheKey({ request: request(url, 'token-of-asha') })).toBe(asha);
    expect(await ownerScopedCacheKey({ request: request(url, 'token-of-ravi') })).not.toBe(asha);
    expect(await ownerScopedCacheKey({ request: request(url) })).not.toBe(asha);
  });

  it('does not show the token in the key', async () => {
    const key = await ownerScopedCacheKey({
      request: request('https://x.in/api/bookings/3', 'secret-token'),
    });
    expect(key).not.toContain('secret-token');
  });

  it('works from its own source text alone, as the service worker gets it', async () => {
    // What workbox-build writes into sw.js: the function's source, with no module around it.
    const rebuilt = new Function(
      `return (${ownerScopedCacheKey.toString()})`,
    )() as typeof ownerScopedCacheKey;
    const req = request('https://x.in/api/bookings', 't');
    expect(await rebuilt({ request: req })).toBe(await ownerScopedCacheKey({ request: req }));
  });
});

describe('forgetOwnData', () => {
  it('does nothing where there is no Cache Storage (jsdom)', async () => {
    await expect(forgetOwnData()).resolves.toBeUndefined();
  });

  it('deletes the own-data cache and no other', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    try {
      await forgetOwnData();
      expect(deleted).toEqual([OWN_DATA_CACHE]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

/**
 * The path Fastify's router (find-my-way 9, as `createServer` configures it: case-sensitive, `//` and a
 * trailing `/` kept, `;` part of the path) matches a request target against. Every decision the edge
 * takes by path (rate-limit class, public routes, the early token check, the owning service, metrics
 * labels) is taken on this form, so a request cannot be classified as one thing and routed as another
 * (`/api/auth/%72egister` is the register route; `/%61pi/auth/register` too).
 *
 * What the router does, and so what this does:
 * - an absolute-form target (`http://host/api/…`, scheme http or https in any case) is reduced to its
 *   path; one with a fragment, no host or an unparsable authority is the router's 400;
 * - the path ends at the first `?` or `#`;
 * - percent-escapes are decoded, except those of `# $ & + , / : ; = ? @` and `%25`, which stay encoded
 *   (so `%2F` never becomes a segment separator); a malformed escape is the router's 400;
 * - nothing else: no case folding, no `//` collapsing, no trailing-slash trimming, no `.`/`..`
 *   resolution, no `;` parameters stripped. `/api/auth/login/`, `/api//auth/login`,
 *   `/api/auth/LOGIN` and `/api/auth/login;x` are not the sign-in route.
 *
 * @param url the request target as received (`request.url`)
 * @returns the routed path, or null when the router answers 400 (bad URL)
 */
export function routingPath(url: string): string | null {
  // One request asks several times in a row (rate-limit class and key, exemption, token check, public
  // table, owner, metrics label): remember the last answer instead of working it out again each time.
  if (url === last.url) return last.path;
  const path = computeRoutingPath(url);
  last.url = url;
  last.path = path;
  return path;
}

const last: { url: string | undefined; path: string | null } = { url: undefined, path: null };

function computeRoutingPath(url: string): string | null {
  const target = originForm(url);
  if (target === null) return null;
  let end = target.length;
  for (let i = 1; i < target.length; i += 1) {
    const c = target.charCodeAt(i);
    if (c === 63 /* ? */ || c === 35 /* # */) {
      end = i;
      break;
    }
  }
  const path = target.slice(0, end);
  if (path.indexOf('%', 1) === -1) return path;
  try {
    // decodeURI leaves the reserved escapes (%2F, %3B, …) encoded; %25 is protected the same way.
    return decodeURI(path.replace(/%25/g, '%2525'));
  } catch {
    return null;
  }
}

/**
 * The request target in origin form (path and query, as sent, undecoded): an absolute-form target
 * (`http://host/path?q`) loses its scheme and authority the way the router drops them; null when the
 * router would answer 400. Anything else (`/path`, `*`) is returned unchanged.
 */
export function originForm(url: string): string | null {
  if (url.charCodeAt(0) === 47 /* / */) return url;
  const schemeEnd = url.indexOf('://');
  if (schemeEnd === -1) return url;
  const scheme = url.slice(0, schemeEnd).toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return url;
  const authorityStart = schemeEnd + 3;
  const pathStart = url.indexOf('/', authorityStart);
  const queryStart = url.indexOf('?', authorityStart);
  let authorityEnd = pathStart === -1 ? url.length : pathStart;
  if (queryStart !== -1 && queryStart < authorityEnd) authorityEnd = queryStart;
  if (url.indexOf('#', authorityStart) !== -1 || authorityEnd === authorityStart) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${scheme}:` || parsed.host.length === 0) return null;
  if (authorityEnd === url.length) return '/';
  if (authorityEnd === queryStart) return `/${url.slice(queryStart)}`;
  return url.slice(pathStart);
}

/** Whether a routed path (see {@link routingPath}) is the API (`/api` or anything below it). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

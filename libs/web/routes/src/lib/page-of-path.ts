import { paths, type PageKey } from './paths';

const entries = Object.entries(paths) as [PageKey, (typeof paths)[PageKey]][];

/** A route's path as a pattern: each `:param` one non-empty segment, an optional trailing slash. */
function patternOf(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`, 'i');
}

const patterns = entries.map(([key, route]) => ({ key, pattern: patternOf(route.path) }));

/**
 * The page of the route table a path opens (`/station/4` -> `station`), without the query or hash; undefined
 * for a redirect or an unknown path. For warming a page's chunk before it is visited.
 */
export function pageKeyOf(pathname: string): PageKey | undefined {
  const path = pathname.split(/[?#]/)[0] || '/';
  return patterns.find(({ pattern }) => pattern.test(path))?.key;
}

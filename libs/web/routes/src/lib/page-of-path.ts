import { paths, type PageKey } from './paths';

const entries = Object.entries(paths) as [PageKey, (typeof paths)[PageKey]][];

/**
 * A route's path as a pattern: each `:param` one non-empty segment (a named group), an optional trailing
 * slash.
 */
function patternOf(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? `(?<${segment.slice(1)}>[^/]+)`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${escaped}/?$`, 'i');
}

const patterns = entries.map(([key, route]) => ({ key, pattern: patternOf(route.path) }));

/** A page of the route table and the values of its path's parameters (`/station/4` -> station, id 4). */
export interface PageOfPath {
  key: PageKey;
  params: Readonly<Record<string, string>>;
}

/**
 * The page of the route table a path opens, with its parameters, without the query or hash; undefined for a
 * redirect or an unknown path. For what is started before a page is drawn: its chunks, its reads, its
 * offline copy.
 */
export function pageOfPath(pathname: string): PageOfPath | undefined {
  const path = pathname.split(/[?#]/)[0] || '/';
  for (const { key, pattern } of patterns) {
    const match = pattern.exec(path);
    if (match) return { key, params: { ...match.groups } };
  }
  return undefined;
}

/** The page of the route table a path opens (`/station/4` -> `station`); see {@link pageOfPath}. */
export function pageKeyOf(pathname: string): PageKey | undefined {
  return pageOfPath(pathname)?.key;
}

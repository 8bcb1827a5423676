import type { ScreenRead } from '@chargesetu/web/data-access';
import { finderStationsQuery } from '@chargesetu/web/feature-stations';
import { pageOfPath, type PageKey } from '@chargesetu/web/routes';

type Params = Record<string, string | undefined>;

interface PageReads {
  /** The page reads only for a signed-in user (it sends anyone else to sign in first). */
  signedIn: boolean;
  reads: (params: Params, search: URLSearchParams) => ScreenRead[];
}

const dashboard: PageReads = {
  signedIn: true,
  reads: () => [{ read: 'bookings' }, { read: 'userStats' }, { read: 'payments' }, { read: 'vehicles' }],
};

/**
 * What the pages that open most often read as they open, with the arguments their own hooks pass (a
 * different argument would be another cache entry, read twice). A page not listed reads when it is drawn.
 */
const PAGE_READS: Partial<Record<PageKey, PageReads>> = {
  home: {
    signedIn: false,
    reads: (_, search) => [{ read: 'stations', query: finderStationsQuery(search) }, { read: 'freeNow' }],
  },
  station: { signedIn: false, reads: ({ id = '' }) => [{ read: 'station', id }] },
  booking: {
    signedIn: true,
    reads: ({ stationId = '' }) => [{ read: 'station', id: stationId }, { read: 'vehicles' }],
  },
  dashboard,
  userDashboard: dashboard,
};

/**
 * The reads of the page a URL opens, to start with the page's chunks instead of after them (main.tsx):
 * on a phone, the page's data then arrives while its code loads.
 */
export function firstScreenReads(url: { pathname: string; search: string }, signedIn: boolean): ScreenRead[] {
  const found = pageOfPath(url.pathname);
  const page = found && PAGE_READS[found.key];
  if (!found || !page || (page.signedIn && !signedIn)) return [];
  return page.reads(found.params, new URLSearchParams(url.search));
}

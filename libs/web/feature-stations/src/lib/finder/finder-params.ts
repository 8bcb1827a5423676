import type { StationsQuery } from '@chargesetu/shared/contracts';
import { citiesOf, INDIAN_STATES } from '@chargesetu/shared/domain';

/** How the finder shows its results. */
export type FinderView = 'list' | 'map';
/**
 * The order of the results: the catalogue's own, nearest first ("Near Me"; only while a location is
 * known), cheapest first (the lowest price per kWh, as the card's "From ₹x/kWh") or most powerful first
 * (the station's strongest charger).
 */
export type FinderSort = 'default' | 'distance' | 'price' | 'power';
const SORTS: readonly FinderSort[] = ['default', 'distance', 'price', 'power'];

/**
 * Everything the finder filters and sorts by. It lives in the URL (`/home?state=Maharashtra&city=Pune`), so the
 * top bar's search (`?q=`), the back button from a station and a shared link all restore the same list.
 * '' and null mean "no filter" ("All States", "All Cities", any connector, any power).
 */
export interface FinderParams {
  state: string;
  city: string;
  /** Free text from the top bar's search: station name, operator or any part of the address. */
  q: string;
  connector: string;
  /** Minimum charger power in kW. */
  minPower: number | null;
  /** Every one of these must be offered. */
  amenities: string[];
  /** Only stations open now (their opening hours, IST). */
  openNow: boolean;
  /** Only stations open around the clock every day. */
  allDay: boolean;
  sort: FinderSort;
  view: FinderView;
}

export const DEFAULT_FINDER_PARAMS: FinderParams = {
  state: '',
  city: '',
  q: '',
  connector: '',
  minPower: null,
  amenities: [],
  openNow: false,
  allDay: false,
  sort: 'default',
  view: 'list',
};

/**
 * The minimum-power choices of the Filters panel: AC slow, AC fast, DC, fast (docs/product.md §9: 100 kW),
 * ultra.
 */
export const MIN_POWER_OPTIONS = [7, 22, 50, 100, 150] as const;

const isState = (value: string): boolean => (INDIAN_STATES as readonly string[]).includes(value);

/**
 * Reads the finder's parameters from a query string. Anything unknown is dropped rather than trusted:
 * a state outside the list, a city that is not one of that state's cities (so a city never survives
 * without its state), a power that is not a positive number.
 */
export function readFinderParams(search: URLSearchParams): FinderParams {
  const state = search.get('state') ?? '';
  const validState = isState(state) ? state : '';
  const city = search.get('city') ?? '';
  const minPower = Number(search.get('minPower'));
  return {
    state: validState,
    city: citiesOf(validState).includes(city) ? city : '',
    q: (search.get('q') ?? '').trim(),
    connector: (search.get('connector') ?? '').trim(),
    minPower: search.get('minPower') && Number.isFinite(minPower) && minPower > 0 ? minPower : null,
    amenities: (search.get('amenities') ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    openNow: search.get('openNow') === '1',
    allDay: search.get('allDay') === '1',
    sort: SORTS.find((s) => s === search.get('sort')) ?? 'default',
    view: search.get('view') === 'map' ? 'map' : 'list',
  };
}

/** The query string of a set of parameters; defaults are left out so URLs stay short. */
export function writeFinderParams(params: FinderParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.state) search.set('state', params.state);
  if (params.state && params.city) search.set('city', params.city);
  if (params.connector) search.set('connector', params.connector);
  if (params.minPower) search.set('minPower', String(params.minPower));
  if (params.amenities.length) search.set('amenities', params.amenities.join(','));
  if (params.openNow) search.set('openNow', '1');
  if (params.allDay) search.set('allDay', '1');
  if (params.sort !== 'default') search.set('sort', params.sort);
  if (params.view !== 'list') search.set('view', params.view);
  return search;
}

/** Choosing a state resets the city (docs/product.md §2.2). */
export function withState(params: FinderParams, state: string): FinderParams {
  return { ...params, state: isState(state) ? state : '', city: '' };
}

/** The state and city go to the server; the other filters work on the loaded list, instantly. */
export function serverQuery(params: FinderParams): StationsQuery {
  return { state: params.state || undefined, city: (params.state && params.city) || undefined };
}

/** The station list the finder reads for a URL's query string (to start that read before the page is there). */
export function finderStationsQuery(search: URLSearchParams): StationsQuery {
  return serverQuery(readFinderParams(search));
}

/** How many of the Filters panel's filters are on (the number on the Filters button). */
export function activePanelFilters(params: FinderParams): number {
  return (
    (params.connector ? 1 : 0) +
    (params.minPower ? 1 : 0) +
    params.amenities.length +
    (params.openNow ? 1 : 0) +
    (params.allDay ? 1 : 0)
  );
}

/** Clears the panel's filters and the text search; the place (state, city), the sort and the view stay. */
export function clearedFilters(params: FinderParams): FinderParams {
  return { ...params, q: '', connector: '', minPower: null, amenities: [], openNow: false, allDay: false };
}

import type { StationsQuery } from '@chargesetu/shared/contracts';
import type { AppDispatch } from '../store/store';
import { bookingsApi } from './bookings.api';
import { catalogueApi } from './catalogue.api';
import { paymentsApi } from './payments.api';

/** A read a screen makes as it opens, named so that it can be started before the screen's code is there. */
export type ScreenRead =
  | { read: 'stations'; query: StationsQuery }
  | { read: 'station'; id: string }
  | { read: 'freeNow' | 'vehicles' | 'bookings' | 'payments' | 'userStats' };

/**
 * Starts a screen's reads ahead of the screen, e.g. the first screen's while its page chunks and language
 * still load (apps/web/src/main.tsx). Each goes through the same endpoint with the same argument as the
 * screen's own hook, so its answer lands in the cache entry that hook reads: the screen finds it there, or
 * in flight, and does not ask again. Nothing subscribes, so an answer no screen takes up is dropped like any
 * unused one (the cache policy in api.ts).
 */
export function startScreenReads(dispatch: AppDispatch, reads: readonly ScreenRead[]): void {
  for (const r of reads) {
    switch (r.read) {
      case 'stations':
        dispatch(catalogueApi.util.prefetch('getStations', r.query, {}));
        break;
      case 'station':
        dispatch(catalogueApi.util.prefetch('getStation', r.id, {}));
        break;
      case 'freeNow':
        dispatch(catalogueApi.util.prefetch('getFreeNow', undefined, {}));
        break;
      case 'vehicles':
        dispatch(catalogueApi.util.prefetch('getVehicles', undefined, {}));
        break;
      case 'bookings':
        dispatch(bookingsApi.util.prefetch('getBookings', undefined, {}));
        break;
      case 'payments':
        dispatch(paymentsApi.util.prefetch('getPayments', undefined, {}));
        break;
      case 'userStats':
        dispatch(paymentsApi.util.prefetch('getUserStats', undefined, {}));
        break;
    }
  }
}

import type { LocationFailure } from '@chargesetu/web/data-access';
import { translate } from '@chargesetu/web/i18n';

/** Why Near Me found no location, in the finder's words (docs/product.md §2.2), in the language shown. */
export function nearMeMessage(failure: LocationFailure): string {
  switch (failure) {
    case 'denied':
      return translate('stations:nearMe.denied');
    case 'unavailable':
      return translate('stations:nearMe.unavailable');
    case 'timeout':
      return translate('stations:nearMe.timeout');
    case 'unsupported':
      return translate('stations:nearMe.unsupported');
  }
}

/** Why the station page's distance stays unknown after "Use my location" (docs/product.md §2.3). */
export function distanceMessage(failure: LocationFailure): string {
  switch (failure) {
    case 'denied':
      return translate('stations:distance.denied');
    case 'unavailable':
      return translate('stations:distance.unavailable');
    case 'timeout':
      return translate('stations:distance.timeout');
    case 'unsupported':
      return translate('stations:distance.unsupported');
  }
}

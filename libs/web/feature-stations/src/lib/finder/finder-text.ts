import { translate } from '@chargesetu/web/i18n';

/**
 * The results heading (docs/product.md §2.2): "All Stations", "Stations in {state}" or
 * "Stations in {city}, {state}".
 */
export function stationsHeading(state: string, city: string): string {
  if (!state) return translate('stations:results.all');
  return city
    ? translate('stations:results.inCity', { city, state })
    : translate('stations:results.inState', { state });
}

/**
 * The count badge (docs/product.md §2.2), singular or plural as a person would write it: "1 Station Found",
 * "0 Stations Found", "12 Stations Found".
 */
export function stationsFoundText(count: number): string {
  return translate('stations:results.found', { count });
}

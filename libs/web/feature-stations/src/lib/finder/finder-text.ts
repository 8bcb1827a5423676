/**
 * The results heading (docs/product.md §2.2): "All Stations", "Stations in {state}" or
 * "Stations in {city}, {state}".
 */
export function stationsHeading(state: string, city: string): string {
  if (!state) return 'All Stations';
  return city ? `Stations in ${city}, ${state}` : `Stations in ${state}`;
}

/**
 * The count badge (docs/product.md §2.2), singular or plural as a person would write it: "1 Station Found",
 * "0 Stations Found", "12 Stations Found".
 */
export function stationsFoundText(count: number): string {
  return `${count} ${count === 1 ? 'Station' : 'Stations'} Found`;
}

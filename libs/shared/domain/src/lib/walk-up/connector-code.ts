/**
 * A connector's short code (docs/product.md §4, "Charge now"): the station's id and the charger's number in
 * the station's list, counted from 1, e.g. "12-3" for the third charger of station 12. Printed beside the
 * connector with its QR code, which opens `/charge/12-3`. Derived, not stored: it stays the same as long as
 * the station's list of chargers does, and a driver can read it out or type it.
 */
export function connectorCode(stationId: number, chargerIndex: number): string {
  return `${stationId}-${chargerIndex + 1}`;
}

/** The station and charger a code names, or null when it is not a code ("12-3", any case of spaces around). */
export function parseConnectorCode(code: string): { stationId: number; chargerIndex: number } | null {
  const match = /^\s*([1-9]\d{0,8})-([1-9]\d{0,2})\s*$/.exec(code);
  if (!match) return null;
  return { stationId: Number(match[1]), chargerIndex: Number(match[2]) - 1 };
}

/** The path of the walk-up page for a code: what the QR code encodes (after the site's origin). */
export function chargeNowPath(code: string): string {
  return `/charge/${encodeURIComponent(code)}`;
}

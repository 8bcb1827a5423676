/** Connector types offered by the booking-related vehicle form. */
export const CONNECTOR_TYPES = ['CCS2', 'CHAdeMO', 'Type 2'] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

/** Connector types offered by the full vehicle form. */
export const FULL_VEHICLE_CONNECTOR_TYPES = [
  'Type 1 (J1772)',
  'Type 2 (Mennekes)',
  'CCS Combo',
  'CHAdeMO',
  'GB/T',
] as const;
export type FullVehicleConnectorType = (typeof FULL_VEHICLE_CONNECTOR_TYPES)[number];

/** Charger types a station may list. */
export const STATION_CHARGER_TYPES = ['CCS2', 'CHAdeMO', 'Type 2', 'GB/T', 'Type 1'] as const;
export type StationChargerType = (typeof STATION_CHARGER_TYPES)[number];

// Aliases: the full vehicle form names plugs differently from stations. "CCS Combo" in India is CCS2.
const CANONICAL: Record<string, string> = {
  ccs2: 'CCS2',
  'ccs 2': 'CCS2',
  'ccs combo': 'CCS2',
  'ccs combo 2': 'CCS2',
  ccs: 'CCS2',
  chademo: 'CHAdeMO',
  'type 2': 'Type 2',
  type2: 'Type 2',
  'type 2 (mennekes)': 'Type 2',
  mennekes: 'Type 2',
  'type 1': 'Type 1',
  type1: 'Type 1',
  'type 1 (j1772)': 'Type 1',
  j1772: 'Type 1',
  'gb/t': 'GB/T',
  gbt: 'GB/T',
};

/**
 * The station-side name of a connector: "Type 2 (Mennekes)" -> "Type 2", "CCS Combo" -> "CCS2",
 * "Type 1 (J1772)" -> "Type 1". Unknown names come back trimmed, unchanged.
 */
export function canonicalConnector(type: string): string {
  const trimmed = type.trim().replace(/\s+/g, ' ');
  return CANONICAL[trimmed.toLowerCase()] ?? trimmed;
}

/** Whether a vehicle's connector fits a station charger type, across the two naming schemes. */
export function connectorMatches(vehicleConnector: string, chargerType: string): boolean {
  const a = canonicalConnector(vehicleConnector);
  return a !== '' && a.toLowerCase() === canonicalConnector(chargerType).toLowerCase();
}

/**
 * A vehicle is compatible with a charger type when any of its connector types matches
 * (docs/product.md §5: incompatible vehicles are disabled with "Incompatible with {type}").
 */
export function isVehicleCompatible(
  vehicleConnectors: readonly string[] | null | undefined,
  chargerType: string,
): boolean {
  return (vehicleConnectors ?? []).some((c) => connectorMatches(c, chargerType));
}

/** Whether a connector carries AC (Type 2, Type 1, in either naming scheme); the others are DC. */
export function isAcConnector(type: string): boolean {
  const c = canonicalConnector(type);
  return c === 'Type 2' || c === 'Type 1';
}

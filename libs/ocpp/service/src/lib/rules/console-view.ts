import type {
  ChargePoint,
  ChargerCounts,
  ChargerError,
  ChargerOverview,
  ChargerOverviewQuery,
  ChargerOverviewRow,
  Station,
} from '@chargesetu/shared/contracts';
import { CONSOLE_PAGE } from '@chargesetu/shared/contracts';

/** An idTag as the console shows it: only its last 4 characters ("••••1234"); null stays null. */
export function maskIdTag(idTag: string | null): string | null {
  if (idTag === null) return null;
  return idTag.length <= 4 ? '•'.repeat(idTag.length) : `${'•'.repeat(idTag.length - 4)}${idTag.slice(-4)}`;
}

/** Faulted: the charger as a whole, or any of its connectors, last reported Faulted. */
export const isFaulted = (cp: ChargePoint) =>
  cp.status === 'Faulted' || cp.connectors.some((c) => c.status === 'Faulted');

/** The connectors whose last report carried an error code other than NoError. */
export const chargerErrors = (cp: ChargePoint): ChargerError[] =>
  cp.connectors
    .filter((c) => c.errorCode !== null && c.errorCode !== 'NoError')
    .map((c) => ({ connectorId: c.connectorId, errorCode: c.errorCode as string, at: c.statusAt }));

const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

function countsOf(rows: ChargerOverviewRow[]): ChargerCounts {
  const online = rows.filter((r) => r.online).length;
  return {
    total: rows.length,
    online,
    offline: rows.length - online,
    faulted: rows.filter((r) => r.faulted).length,
  };
}

/**
 * The console's chargers: each with its station's place and operator (from the catalogue), faulted and
 * errors; counts over those the place and operator filters match; the status filter and paging after.
 */
export function chargerOverview(
  chargePoints: ChargePoint[],
  stations: Station[],
  q: ChargerOverviewQuery,
): ChargerOverview {
  const byId = new Map(stations.map((s) => [s.id, s]));
  const all: ChargerOverviewRow[] = chargePoints.map((cp) => {
    const s = byId.get(cp.stationId);
    return {
      ...cp,
      stationName: s?.name ?? null,
      city: s?.address.city ?? null,
      state: s?.address.state ?? null,
      operator: s?.operator ?? null,
      faulted: isFaulted(cp),
      errors: chargerErrors(cp),
    };
  });
  const placed = all.filter(
    (r) =>
      (q.state === undefined || r.state === q.state) &&
      (q.city === undefined || r.city === q.city) &&
      (q.operator === undefined || r.operator === q.operator),
  );
  const matching = placed.filter(
    (r) =>
      q.status === undefined ||
      (q.status === 'online' && r.online) ||
      (q.status === 'offline' && !r.online) ||
      (q.status === 'faulted' && r.faulted),
  );
  const limit = q.limit ?? CONSOLE_PAGE.defaultLimit;
  const offset = q.offset ?? 0;
  const present = (pick: (r: ChargerOverviewRow) => string | null) =>
    sorted(all.map(pick).filter((v): v is string => v !== null));
  return {
    counts: countsOf(placed),
    chargers: matching.slice(offset, offset + limit),
    total: matching.length,
    limit,
    offset,
    options: {
      states: present((r) => r.state),
      cities: present((r) => r.city),
      operators: present((r) => r.operator),
    },
  };
}

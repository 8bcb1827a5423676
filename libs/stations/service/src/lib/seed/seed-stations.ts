import type { DataSource, EntityManager } from 'typeorm';
import type { StationsDeps } from '../deps';
import { STATION_CATALOGUE, type CatalogueStation } from './catalogue';

// Column order of one VALUES row; the jsonb ones are sent as JSON text and cast.
const COLUMNS = [
  'code',
  'name',
  'operator',
  'latitude',
  'longitude',
  'address',
  'chargers',
  'amenities',
  'operating_hours',
  'photos',
  'ratings',
  'review_count',
  'has_live_status',
  'api_endpoint',
] as const;
const JSONB = new Set<string>(['address', 'chargers', 'amenities', 'operating_hours', 'photos']);
const UPDATABLE = COLUMNS.filter((c) => c !== 'code');

function values(s: CatalogueStation): unknown[] {
  return [
    s.code,
    s.name,
    s.operator,
    s.latitude,
    s.longitude,
    JSON.stringify(s.address),
    JSON.stringify(s.chargers),
    JSON.stringify(s.amenities),
    // A JSON-string shape stays a string: stringified once more it is stored as a jsonb string.
    JSON.stringify(s.operatingHours),
    JSON.stringify(s.photos),
    s.ratings,
    s.reviewCount,
    s.hasLiveStatus,
    s.apiEndpoint,
  ];
}

interface SeedResult {
  inserted: number;
  updated: number;
  unchanged: number;
}

/**
 * Loads the catalogue in one statement (fast on the single-connection embedded database). Idempotent:
 * a station is keyed by its code; an existing row keeps its id and createdAt and is rewritten only
 * when the catalogue changed it, so bookings that point at a station never lose it.
 */
export async function seedStations(
  db: DataSource | EntityManager,
  stations: readonly CatalogueStation[] = STATION_CATALOGUE.stations,
): Promise<SeedResult> {
  if (stations.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const params: unknown[] = [];
  const rows = stations.map((s) => {
    const cells = values(s).map((v, i) => {
      params.push(v);
      return JSONB.has(COLUMNS[i]) ? `$${params.length}::jsonb` : `$${params.length}`;
    });
    return `(${cells.join(', ')})`;
  });
  const list = (prefix: string, cols: readonly string[]) => cols.map((c) => `${prefix}"${c}"`).join(', ');
  const result: Array<{ inserted: boolean }> = await db.query(
    `INSERT INTO "stations"."stations" AS s (${list('', COLUMNS)})
     VALUES ${rows.join(',\n')}
     ON CONFLICT ("code") DO UPDATE SET ${UPDATABLE.map((c) => `"${c}" = EXCLUDED."${c}"`).join(', ')}
     WHERE (${list('s.', UPDATABLE)}) IS DISTINCT FROM (${list('EXCLUDED.', UPDATABLE)})
     RETURNING (xmax = 0) AS inserted`,
    params,
  );
  const inserted = result.filter((r) => r.inserted).length;
  const updated = result.length - inserted;
  return { inserted, updated, unchanged: stations.length - result.length };
}

/** The service's seed (a start with SEED_DEMO_DATA): the whole catalogue, and what it changed in the log. */
export async function seedStationCatalogue(deps: StationsDeps): Promise<void> {
  const result = await seedStations(deps.ctx.dataSource);
  deps.ctx.logger.info(result, 'station catalogue seeded');
}

import type { Station, StationsQuery } from '@chargesetu/shared/contracts';
import { canonicalConnector } from '@chargesetu/shared/domain';
import type { DataSource, EntityManager } from 'typeorm';

/** A stations row as the driver returns it (numeric columns arrive as strings). */
interface StationRow {
  id: number;
  name: string;
  operator: string;
  latitude: string;
  longitude: string;
  address: Station['address'];
  chargers: Station['chargers'];
  amenities: string[];
  operating_hours: Station['operatingHours'];
  photos: string[];
  ratings: string;
  review_count: number;
  has_live_status: boolean;
  api_endpoint: string | null;
  created_at: Date | string;
}

// Exactly the spec-3 columns: `code` (the seed's key) is never read, so it cannot leak.
const SELECT = `SELECT s.id, s.name, s.operator, s.latitude, s.longitude, s.address, s.chargers, s.amenities,
  s.operating_hours, s.photos, s.ratings, s.review_count, s.has_live_status, s.api_endpoint, s.created_at
  FROM "stations"."stations" s`;

function toStation(r: StationRow): Station {
  return {
    id: r.id,
    name: r.name,
    operator: r.operator,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    address: r.address,
    chargers: r.chargers,
    amenities: r.amenities,
    operatingHours: r.operating_hours,
    photos: r.photos,
    ratings: Number(r.ratings),
    reviewCount: r.review_count,
    hasLiveStatus: r.has_live_status,
    apiEndpoint: r.api_endpoint,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/**
 * Reads of the station catalogue, rows mapped straight to `Station`: the full list is the hot read of the
 * finder, and mapping rows directly halved its database time against TypeORM entity hydration
 * (tools/stations-catalogue/measure.mjs).
 */
export function stationsRepository(ds: DataSource) {
  const run = (sql: string, params: unknown[], m?: EntityManager): Promise<StationRow[]> =>
    (m ?? ds.manager).query(sql, params);
  return {
    async list(filter: StationsQuery = {}, m?: EntityManager): Promise<Station[]> {
      const where: string[] = [];
      const params: unknown[] = [];
      const param = (value: unknown) => `$${params.push(value)}`;
      const state = filter.state?.trim();
      const city = filter.city?.trim();
      const connector = filter.connector?.trim();
      // An empty value means "no filter" (the finder's "All States" / "All Cities").
      if (state) where.push(`lower(s.address->>'state') = lower(${param(state)})`);
      if (city) where.push(`lower(s.address->>'city') = lower(${param(city)})`);
      if (connector) {
        // Vehicle-form names ("Type 2 (Mennekes)", "CCS Combo") find the station-side type.
        where.push(
          `EXISTS (SELECT 1 FROM jsonb_array_elements(s.chargers) c WHERE lower(c->>'type') = lower(${param(canonicalConnector(connector))}))`,
        );
      }
      if (filter.minPower !== undefined) {
        where.push(
          `EXISTS (SELECT 1 FROM jsonb_array_elements(s.chargers) c WHERE (c->>'power')::numeric >= ${param(filter.minPower)})`,
        );
      }
      const sql = `${SELECT}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY s.id`;
      return (await run(sql, params, m)).map(toStation);
    },
    async findById(id: number, m?: EntityManager): Promise<Station | null> {
      const [row] = await run(`${SELECT} WHERE s.id = $1`, [id], m);
      return row ? toStation(row) : null;
    },
    /** How many stations the catalogue holds. */
    async count(m?: EntityManager): Promise<number> {
      const [row]: Array<{ stations: number }> = await (m ?? ds.manager).query(
        `SELECT count(*)::int AS stations FROM "stations"."stations"`,
      );
      return Number(row.stations);
    },
  };
}
export type StationsRepository = ReturnType<typeof stationsRepository>;

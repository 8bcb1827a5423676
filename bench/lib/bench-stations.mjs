// Bench-only stations: the seeded catalogue has 180 chargers on round-the-clock stations, and a charger
// runs one session at a time, so 1,000 sessions at once need more. These rows exist only in the bench's
// own fresh database (chargesetu_bench), under their own operator and state so that no browsing request
// of the benchmark returns them.
export const BENCH_OPERATOR = 'ChargeSetu bench (synthetic, not in the catalogue)';
const STATE = 'Bench (synthetic)';
/** The names of the OCPP section's stations start with this (every charger of them is a charge point). */
export const OCPP_STATION_NAME = 'OCPP bench station';

/**
 * Inserts `stations` 24/7 stations of `chargers` CCS2 60 kW chargers each, straight into the stations
 * schema, named `<name> <n>`; answers their ids and how many chargers they have. The product-load ones are added once the stations service
 * has migrated and seeded, and before bookings starts, so no cache of any service predates them (bookings
 * reads a station per create; only its "free chargers now" counts are cached); the OCPP section adds its
 * own when it starts, which the stations service (no cache) serves at once.
 */
export async function addBenchStations(
  db,
  { stations = 20, chargers = 50, name = 'Bench-only station', code = 'bench' } = {},
) {
  const charger = { type: 'CCS2', power: 60, pricePerKwh: '20.00' };
  const { rows } = await db.query(
    `INSERT INTO stations.stations (code, name, operator, latitude, longitude, address, chargers, amenities,
                                    operating_hours, photos, ratings, review_count, has_live_status)
     SELECT $5 || '-' || n, $6 || ' ' || n, $1, 12.9, 77.6,
            jsonb_build_object('street', '', 'city', 'Bench', 'state', $2::text, 'pincode', ''),
            $3::jsonb, '[]'::jsonb, '"24/7"'::jsonb, '[]'::jsonb, 0, 0, false
       FROM generate_series(1, $4::int) n
     RETURNING id`,
    [BENCH_OPERATOR, STATE, JSON.stringify(Array(chargers).fill(charger)), stations, code, name],
  );
  return { ids: rows.map((r) => r.id), chargers: rows.length * chargers };
}

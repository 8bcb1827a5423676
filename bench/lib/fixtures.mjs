// Drivers and bookings the benchmark's phases book with, through the real API.
import { OCPP_STATION_NAME } from './bench-stations.mjs';

/** Registered drivers, one vehicle each (for every connector), shared by the phases; see driverPool. */
const drivers = [];

/**
 * At least `count` drivers. One per concurrently booked slot: a vehicle is never in two overlapping
 * bookings, and one user per session is what the product sees (each request's token is checked against a
 * per-user token state cached for a second per process, so 25 users would hide those reads).
 */
async function driverPool(call, count, connectorTypes) {
  const tag = Date.now().toString(36);
  const queue = Array.from({ length: Math.max(0, count - drivers.length) }, (_, k) => drivers.length + k);
  // A few in parallel: registration is bcrypt in auth (CPU-bound), set-up time is not what is measured.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        const username = `b${tag}x${i}`;
        const { token } = await call('POST', '/api/auth/register', {
          name: `Bench Driver ${i}`,
          email: `${username}@example.in`,
          phone: '9876543210',
          username,
          password: 'Bench@123',
        });
        const vehicle = await call(
          'POST',
          '/api/vehicles',
          {
            make: 'Tata',
            model: 'Nexon EV',
            registrationNumber: `KA01BN${String(i).padStart(4, '0')}`,
            connectorTypes,
          },
          token,
        );
        drivers[i] = { token, vehicleId: vehicle.id };
      }
    }),
  );
  return drivers.slice(0, count);
}

/** Round-the-clock stations, except the OCPP section's (whose chargers are charge points of its own). */
const roundTheClock = (s) => s.operatingHours === '24/7' && !s.name.startsWith(OCPP_STATION_NAME);

/**
 * `n` bookings to make, [{ slot, driver }], all for one half hour (06:00 IST, `firstDay` days ahead, so
 * separate phases never compete for a charger or a vehicle), each on its own charger of a station that
 * `where` picks (round-the-clock ones by default; charger position by position across stations) and with
 * its own driver and vehicle.
 */
export async function bookingFixtures(call, n, { firstDay, where = roundTheClock }) {
  const stations = (await call('GET', '/api/stations')).filter(where);
  const chargers = [];
  for (let k = 0; chargers.length < n && stations.some((s) => s.chargers.length > k); k += 1)
    for (const s of stations) if (k < s.chargers.length) chargers.push({ stationId: s.id, ...s.chargers[k] });
  if (chargers.length < n)
    throw new Error(
      `${n} simultaneous bookings need ${n} round-the-clock chargers, found ${chargers.length}`,
    );
  const connectorTypes = [...new Set(stations.flatMap((s) => s.chargers.map((c) => c.type)))];
  const pool = await driverPool(call, n, connectorTypes);
  const IST = 330 * 60_000;
  const DAY = 86_400_000;
  const start = Math.floor((Date.now() + IST) / DAY) * DAY + firstDay * DAY - IST + 6 * 3_600_000; // 06:00 IST, as UTC ms
  // Bookings assigns the first free charger matching type and power: booking each charger's own pair once
  // for the same half hour holds every one of them.
  return chargers.slice(0, n).map((c, i) => ({
    slot: {
      stationId: c.stationId,
      chargerType: c.type,
      power: c.power,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 1_800_000).toISOString(),
    },
    driver: pool[i],
  }));
}

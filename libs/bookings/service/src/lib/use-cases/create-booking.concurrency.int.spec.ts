import { authService } from '@chargesetu/auth/service';
import { itWithRealDatabase, useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import {
  bookingsClient,
  slotAt,
  startBookingsPlatform,
  stationWithCapacity,
  type Driver,
} from '../../testing';
import { bookingsService } from '../bookings.module';
import { MESSAGES } from '../rules/messages';

jest.setTimeout(180_000);

const REQUESTS = 100;
const DRIVERS = 20;

const platformOf = useTestPlatform((backends) =>
  startBookingsPlatform([authService, stationsService, bookingsService], backends),
);
const client = bookingsClient(platformOf);

/** "500 Internal Server Error: …" for a failure message. */
function answer(r: { statusCode: number; body: string }): string {
  return `${r.statusCode} ${r.body.slice(0, 300)}`;
}

async function drivers(connector: string): Promise<Driver[]> {
  const list: Driver[] = [];
  for (let i = 0; i < DRIVERS; i += 1) list.push(await client.newDriver([connector]));
  return list;
}

/**
 * 100 requests for one slot at once, from 20 users (5 each, so the 3-holds cap never decides), on
 * real PostgreSQL: the embedded database has one connection and would serialise them.
 */
describe.each([
  [1, 'CCS2', 3],
  [2, 'CCS2', 4],
  [3, 'Type 2', 5],
])('POST /api/bookings: %i matching charger(s), 100 concurrent requests for one slot', (k, type, day) => {
  itWithRealDatabase(
    `exactly ${k} succeed, each on its own charger; the other ${REQUESTS - k} get 409`,
    async () => {
      const { station, chargerType, power } = stationWithCapacity(await client.stations(), k, type);
      const people = await drivers(chargerType);
      const startTime = slotAt(day, '19:30').toISOString();
      const results = await Promise.all(
        Array.from({ length: REQUESTS }, (_, i) =>
          client.book(people[i % DRIVERS], { stationId: station.id, chargerType, power, startTime }),
        ),
      );
      // One comparison of the whole outcome, so a failure shows every status and each stray answer.
      const statuses = results.map((r) => r.statusCode);
      expect({
        created: statuses.filter((s) => s === 201).length,
        refused: statuses.filter((s) => s === 409).length,
        others: results.filter((r) => r.statusCode !== 201 && r.statusCode !== 409).map(answer),
      }).toEqual({ created: k, refused: REQUESTS - k, others: [] });
      const refusals = new Set(results.filter((r) => r.statusCode === 409).map((r) => r.json().message));
      expect([...refusals]).toEqual([MESSAGES.allBooked]);
      const rows: Array<{ charger_index: number; status: string }> =
        await platformOf().bookings.dataSource.query(
          `SELECT charger_index, status FROM "bookings"."bookings" WHERE station_id = $1 AND start_time = $2`,
          [station.id, startTime],
        );
      expect(rows).toHaveLength(k);
      expect(new Set(rows.map((r) => r.charger_index)).size).toBe(k);
      const indexes = station.chargers.flatMap((c, i) =>
        c.type === chargerType && c.power === power ? [i] : [],
      );
      expect(rows.map((r) => r.charger_index).sort()).toEqual(indexes);
    },
  );
});

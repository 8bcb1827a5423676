import { authService } from '@chargesetu/auth/service';
import type { Station } from '@chargesetu/shared/contracts';
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

const platformOf = useTestPlatform((backends) =>
  startBookingsPlatform([authService, stationsService, bookingsService], backends),
);
const client = bookingsClient(platformOf);
let stations: Station[];
let double: ReturnType<typeof stationWithCapacity>;
let single: ReturnType<typeof stationWithCapacity>;

beforeAll(async () => {
  stations = await client.stations();
  double = stationWithCapacity(stations, 2);
  single = stationWithCapacity(
    stations.filter((s) => s.id !== double.station.id),
    1,
  );
});

const expectError = (res: { statusCode: number; json(): unknown }, status: number, message: string) => {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status,
    body: { statusCode: status, error: expect.any(String), message },
  });
};

/** A second vehicle for a driver, through the auth service's own route. */
async function secondVehicle(driver: Driver): Promise<number> {
  const res = await client.call('POST', '/api/vehicles', {
    token: driver.token,
    payload: {
      make: 'MG',
      model: 'ZS EV',
      registrationNumber: `MH 12 ${driver.userId}`,
      connectorTypes: ['CCS2'],
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const on = (s: ReturnType<typeof stationWithCapacity>, startTime: Date) => ({
  stationId: s.station.id,
  chargerType: s.chargerType,
  power: s.power,
  startTime: startTime.toISOString(),
});
const liveRows = (userId: number) =>
  platformOf().bookings.dataSource.query(
    `SELECT id, vehicle_id, station_id, charger_index FROM "bookings"."bookings"
     WHERE user_id = $1 AND status IN ('pending', 'confirmed', 'active') ORDER BY id`,
    [userId],
  );

describe('POST /api/bookings: one vehicle, one booking at a time', () => {
  it('when one vehicle asks for a second charger of the same station and slot, responds 409 and the other charger stays free', async () => {
    const driver = await client.newDriver();
    const other = await client.newDriver();
    const at = slotAt(3, '10:00');
    expect((await client.book(driver, on(double, at))).statusCode).toBe(201);
    expectError(await client.book(driver, on(double, at)), 409, MESSAGES.vehicleBusy);
    expect(await liveRows(driver.userId)).toHaveLength(1);
    expect((await client.book(other, on(double, at))).statusCode).toBe(201);
  });

  it('when the same vehicle asks for another station at the same time, responds 409', async () => {
    const driver = await client.newDriver();
    const at = slotAt(3, '11:00');
    expect((await client.book(driver, on(single, at))).statusCode).toBe(201);
    expectError(await client.book(driver, on(double, at)), 409, MESSAGES.vehicleBusy);
  });

  it('a driver with two vehicles may hold two chargers for one slot, one per vehicle', async () => {
    const driver = await client.newDriver();
    const second = await secondVehicle(driver);
    const at = slotAt(3, '12:00');
    expect((await client.book(driver, on(double, at))).statusCode).toBe(201);
    expect((await client.book(driver, { ...on(double, at), vehicleId: second })).statusCode).toBe(201);
    expect((await liveRows(driver.userId)).map((r: { vehicle_id: number }) => r.vehicle_id)).toEqual([
      driver.vehicleId,
      second,
    ]);
  });

  it('adjacent slots are fine, and a cancelled or lapsed booking frees the vehicle', async () => {
    const driver = await client.newDriver();
    const at = slotAt(3, '13:00');
    const first = await client.book(driver, on(single, at));
    expect(first.statusCode).toBe(201);
    expect((await client.book(driver, on(double, slotAt(3, '13:30')))).statusCode).toBe(201);
    const cancel = await client.call('POST', `/api/bookings/${first.json().id}/cancel`, {
      token: driver.token,
    });
    expect(cancel.statusCode).toBe(200);
    const again = await client.book(driver, on(double, at));
    expect(again.statusCode).toBe(201);
    // A lapsed hold at another station does not block the vehicle, even before the expiry job runs.
    await platformOf().bookings.dataSource.query(
      `UPDATE "bookings"."bookings" SET hold_expires_at = now() - interval '1 second' WHERE id = $1`,
      [again.json().id],
    );
    expect((await client.book(driver, on(single, at))).statusCode).toBe(201);
  });

  it('the database itself refuses a second live booking of one vehicle over an overlapping time', async () => {
    const driver = await client.newDriver();
    const booked = await client.book(driver, on(single, slotAt(3, '15:00')));
    expect(booked.statusCode).toBe(201);
    const copy = platformOf().bookings.dataSource.query(
      `INSERT INTO "bookings"."bookings" (user_id, station_id, vehicle_id, charger_type, power, charger_index,
         start_time, end_time, price_per_kwh, estimated_cost, station_snapshot)
       SELECT user_id, $2, vehicle_id, charger_type, power, 0, start_time + interval '15 minutes',
         end_time + interval '15 minutes', price_per_kwh, estimated_cost, station_snapshot
       FROM "bookings"."bookings" WHERE id = $1`,
      [booked.json().id, double.station.id],
    );
    await expect(copy).rejects.toMatchObject({ constraint: 'bookings_vehicle_no_overlap' });
  });

  itWithRealDatabase(
    'when one vehicle sends 20 requests at once for different chargers and stations, exactly one is booked; the rest get 409',
    async () => {
      const driver = await client.newDriver();
      const at = slotAt(4, '19:00');
      const targets = stations.filter(
        (s) => s.operatingHours === '24/7' && s.chargers.some((c) => c.type === 'CCS2'),
      );
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const station = targets[i % targets.length];
          const charger = station.chargers.find((c) => c.type === 'CCS2')!;
          return client.book(driver, {
            stationId: station.id,
            chargerType: charger.type,
            power: charger.power,
            startTime: at.toISOString(),
          });
        }),
      );
      const answers = results.map((r) => `${r.statusCode} ${r.statusCode === 201 ? '' : r.json().message}`);
      const created = answers.filter((a) => a.startsWith('201'));
      expect(created).toHaveLength(1);
      expect(answers.filter((a) => !a.startsWith('201'))).toEqual(
        Array.from({ length: 19 }, () => `409 ${MESSAGES.vehicleBusy}`),
      );
      expect(await liveRows(driver.userId)).toHaveLength(1);
    },
  );
});

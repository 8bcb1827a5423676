import { authService } from '@chargesetu/auth/service';
import type { Booking } from '@chargesetu/shared/contracts';
import { useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { bookingsClient, slotAt, startBookingsPlatform, stationWithCapacity } from '../../../testing';
import { bookingsService } from '../../bookings.module';
import { CancelledAt1764800000000 } from './1764800000000-cancelled-at';

jest.setTimeout(120_000);

const platformOf = useTestPlatform((backends) =>
  startBookingsPlatform([authService, stationsService, bookingsService], backends),
);
const client = bookingsClient(platformOf);
const T = `"bookings"."bookings"`;

/** A new driver's pending booking of a one-charger slot `days` from now (each test its own day). */
async function pendingBooking(days: number) {
  const driver = await client.newDriver();
  const { station, chargerType, power } = stationWithCapacity(await client.stations(), 1);
  const made = await client.book(driver, {
    stationId: station.id,
    chargerType,
    power,
    startTime: slotAt(days, '09:00').toISOString(),
  });
  expect(made.statusCode).toBe(201);
  return { driver, booking: made.json() as Booking };
}

async function cancelledBooking(days: number): Promise<Booking> {
  const { driver, booking } = await pendingBooking(days);
  const res = await client.call('POST', `/api/bookings/${booking.id}/cancel`, { token: driver.token });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('migration CancelledAt1764800000000', () => {
  it("backfills a cancelled booking that has no cancellation time with its updated_at, and leaves the others' alone", async () => {
    const stale = await cancelledBooking(3);
    const kept = await cancelledBooking(4);
    const runner = platformOf().bookings.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      // As a row written before the rule: no cancellation time, last changed at a known moment.
      await runner.query(`ALTER TABLE ${T} DROP CONSTRAINT "bookings_cancelled_at_check"`);
      await runner.query(
        `UPDATE ${T} SET cancelled_at = NULL, updated_at = '2026-11-20T08:15:00Z' WHERE id = $1`,
        [stale.id],
      );
      await new CancelledAt1764800000000().up(runner);
      const rows: Array<{ id: number; cancelled_at: Date }> = await runner.query(
        `SELECT id, cancelled_at FROM ${T} WHERE id = ANY($1) ORDER BY id`,
        [[stale.id, kept.id]],
      );
      expect(rows.map((r) => [r.id, r.cancelled_at.toISOString()])).toEqual([
        [stale.id, '2026-11-20T08:15:00.000Z'],
        [kept.id, kept.cancelledAt],
      ]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('refuses a cancelled booking without a cancellation time, and a live one with one', async () => {
    const cancelled = await cancelledBooking(5);
    const { booking: pending } = await pendingBooking(6);
    const ds = platformOf().bookings.dataSource;
    await expect(
      ds.query(`UPDATE ${T} SET cancelled_at = NULL WHERE id = $1`, [cancelled.id]),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      ds.query(`UPDATE ${T} SET cancelled_at = now() WHERE id = $1`, [pending.id]),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      ds.query(`UPDATE ${T} SET status = 'cancelled' WHERE id = $1`, [pending.id]),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

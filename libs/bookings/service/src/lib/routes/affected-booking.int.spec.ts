import { authService } from '@chargesetu/auth/service';
import { EVENTS, type Booking, type Station } from '@chargesetu/shared/contracts';
import { createEvent } from '@chargesetu/shared/messaging';
import { useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import {
  bookCharger,
  bookingsClient,
  events,
  outboxEvents,
  startBookingsPlatform,
  type Driver,
} from '../../testing';
import { bookingsService } from '../bookings.module';
import { recordChargerStatusOnConnectorStatusChanged as statusConsumer } from '../events/record-charger-status-on-connector-status-changed.handler';
import { recordRefusalOnChargingReservationRefused as refusalConsumer } from '../events/record-refusal-on-charging-reservation-refused.handler';

jest.setTimeout(120_000);

const platformOf = useTestPlatform((backends) =>
  startBookingsPlatform([authService, stationsService, bookingsService], backends),
);
const client = bookingsClient(platformOf);
let stations: Station[] = [];
const used = new Set<number>();

/**
 * A 24/7 station not used by another test with two chargers of one kind (the booked one and its alternative)
 * and a third of the same type but another power. Answers the indexes.
 */
function stationWithTwins(): { station: Station; booked: number; twin: number; otherPower: number } {
  for (const station of stations) {
    if (station.operatingHours !== '24/7' || used.has(station.id)) continue;
    const cs = station.chargers;
    for (let i = 0; i < cs.length; i++) {
      const twin = cs.findIndex((c, j) => j > i && c.type === cs[i].type && c.power === cs[i].power);
      const otherPower = cs.findIndex((c) => c.type === cs[i].type && c.power !== cs[i].power);
      if (
        twin >= 0 &&
        otherPower >= 0 &&
        cs.filter((c) => c.type === cs[i].type && c.power === cs[i].power).length === 2
      ) {
        used.add(station.id);
        return { station, booked: i, twin, otherPower };
      }
    }
  }
  throw new Error('no unused 24/7 station with twin chargers and another power of their type');
}

/** The next slot start: within the next 30 minutes, so the booking counts as starting within the hour. */
const nextSlot = () => new Date(Math.ceil((Date.now() + 1000) / 1_800_000) * 1_800_000);

const faulted = (stationId: number, chargerIndex: number, status: 'Faulted' | 'Offline' = 'Faulted') =>
  platformOf().deliver(
    'bookings',
    statusConsumer.name,
    events.chargerStatus({ stationId, chargerIndex, status, at: new Date() }),
  );

const move = (driver: Driver, id: number, chargerIndex: number) =>
  client.call('POST', `/api/bookings/${id}/move`, { token: driver.token, payload: { chargerIndex } });

async function paidDriverBooking(station: Station, index: number) {
  const driver = await client.newDriver([station.chargers[index].type]);
  const booking = await bookCharger(platformOf(), driver, station, index, nextSlot());
  expect(booking.status).toBe('confirmed');
  return { driver, booking };
}

const chargerIndexOf = async (id: number): Promise<number> =>
  (
    await platformOf().bookings.dataSource.query(
      `SELECT charger_index FROM "bookings"."bookings" WHERE id = $1`,
      [id],
    )
  )[0].charger_index;

beforeAll(async () => {
  stations = await client.stations();
});

describe('a booking its charger cannot serve', () => {
  it('When the booked charger reports Faulted within the hour, then GET carries affected with the free twin as the alternative; before, affected is null', async () => {
    const { station, booked, twin } = stationWithTwins();
    const { driver, booking } = await paidDriverBooking(station, booked);
    expect(booking.affected).toBeNull();
    await faulted(station.id, booked);
    const read = await client.booking(driver, booking.id);
    const c = station.chargers[booked];
    expect(read.affected).toEqual({
      reason: 'faulted',
      since: expect.any(String),
      message: `Connector ${booked + 1} (${c.type} ${c.power} kW) is out of service (Faulted). Move to another free connector for the same slot, or cancel for a full refund.`,
      alternatives: [{ chargerIndex: twin, label: `Connector ${twin + 1} (${c.type} ${c.power} kW)` }],
    });
    const listed = (await client.call('GET', '/api/bookings', { token: driver.token })).json() as Booking[];
    expect(listed.find((b) => b.id === booking.id)?.affected?.reason).toBe('faulted');
  });

  it('When the driver moves it to the alternative, then 200, the booking holds that charger, booking.moved goes out and it is no longer affected', async () => {
    const { station, booked, twin } = stationWithTwins();
    const { driver, booking } = await paidDriverBooking(station, booked);
    await faulted(station.id, booked);
    const res = await move(driver, booking.id, twin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: booking.id, status: 'confirmed', affected: null });
    expect(await chargerIndexOf(booking.id)).toBe(twin);
    expect((await client.booking(driver, booking.id)).affected).toBeNull();
    const moved = (await outboxEvents(platformOf().bookings, 'booking.moved')).filter(
      (e) => (e.data as { bookingId: number }).bookingId === booking.id,
    );
    expect(moved.map((e) => e.data)).toEqual([
      {
        bookingId: booking.id,
        userId: driver.userId,
        stationId: station.id,
        fromChargerIndex: booked,
        toChargerIndex: twin,
      },
    ]);
    // Moving again: it is no longer affected.
    const again = await move(driver, booking.id, booked);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/only while its charger is out of service/);
  });

  it('refuses with 409 a charger of another power and a twin booked for the slot, and answers 404 to another user', async () => {
    const { station, booked, twin, otherPower } = stationWithTwins();
    const { driver, booking } = await paidDriverBooking(station, booked);
    const other = await paidDriverBooking(station, twin);
    await faulted(station.id, booked);
    expect((await client.booking(driver, booking.id)).affected?.alternatives).toEqual([]);
    const busy = await move(driver, booking.id, twin);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/is not free for your slot/);
    const kind = await move(driver, booking.id, otherPower);
    expect(kind.statusCode).toBe(409);
    expect(kind.json().message).toMatch(/like the one you booked/);
    const stranger = await move(other.driver, booking.id, twin);
    expect(stranger.statusCode).toBe(404);
    const invalid = await move(driver, booking.id, -1);
    expect(invalid.statusCode).toBe(400);
    expect(await chargerIndexOf(booking.id)).toBe(booked);
  });

  it('When a booking is not affected, then moving it is refused with 409', async () => {
    const { station, booked, twin } = stationWithTwins();
    const { driver, booking } = await paidDriverBooking(station, booked);
    const res = await move(driver, booking.id, twin);
    expect(res.statusCode).toBe(409);
    expect(await chargerIndexOf(booking.id)).toBe(booked);
  });

  it('When its slot has started and its charger is Offline, then the driver may still cancel it (reason out_of_service); unaffected, it is refused', async () => {
    const { station, booked } = stationWithTwins();
    const { driver, booking } = await paidDriverBooking(station, booked);
    const started = { start: new Date(Date.now() - 5 * 60_000), end: new Date(Date.now() + 25 * 60_000) };
    await platformOf().bookings.dataSource.query(
      `UPDATE "bookings"."bookings" SET start_time = $2, end_time = $3 WHERE id = $1`,
      [booking.id, started.start, started.end],
    );
    const refused = await client.call('POST', `/api/bookings/${booking.id}/cancel`, {
      token: driver.token,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    await faulted(station.id, booked, 'Offline');
    expect((await client.booking(driver, booking.id)).affected?.reason).toBe('offline');
    const res = await client.call('POST', `/api/bookings/${booking.id}/cancel`, {
      token: driver.token,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    const cancelled = (await outboxEvents(platformOf().bookings, 'booking.cancelled')).filter(
      (e) => (e.data as { bookingId: number }).bookingId === booking.id,
    );
    expect(cancelled.map((e) => e.data)).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        amountPaid: booking.estimatedCost,
        reason: 'out_of_service',
      }),
    ]);
  });
});

describe('a booking whose charger refused to reserve its connector (charging.reservation.refused)', () => {
  const refused = (b: Booking, chargerIndex: number, refusal: 'Occupied' | 'Rejected', at = new Date()) =>
    platformOf().deliver(
      'bookings',
      refusalConsumer.name,
      createEvent(EVENTS.chargingReservationRefused, {
        bookingId: b.id,
        userId: b.userId,
        stationId: b.stationId,
        chargerIndex,
        chargePointId: `CS${b.stationId}`,
        connectorId: chargerIndex + 1,
        reservationId: 1000 + b.id,
        refusal,
        refusedAt: at.toISOString(),
      }),
    );

  it('When the charger answered Rejected, then GET carries affected naming it, with the twin to move to, and a move clears it', async () => {
    const { station, booked, twin } = stationWithTwins();
    const { driver, booking } = await paidDriverBooking(station, booked);
    await refused(booking, booked, 'Rejected');
    const c = station.chargers[booked];
    expect((await client.booking(driver, booking.id)).affected).toEqual({
      reason: 'reservation_refused',
      since: expect.any(String),
      message: `Connector ${booked + 1} (${c.type} ${c.power} kW) could not hold your slot (Rejected). Move to another free connector for the same slot, or cancel for a full refund.`,
      alternatives: [{ chargerIndex: twin, label: `Connector ${twin + 1} (${c.type} ${c.power} kW)` }],
    });
    const res = await move(driver, booking.id, twin);
    expect(res.statusCode).toBe(200);
    expect((await client.booking(driver, booking.id)).affected).toBeNull();
    const [row] = await platformOf().bookings.dataSource.query(
      `SELECT reservation_refusal, reservation_refused_at FROM "bookings"."bookings" WHERE id = $1`,
      [booking.id],
    );
    expect(row).toEqual({ reservation_refusal: null, reservation_refused_at: null });
    // A late refusal of the connector it left is not the booking's any more.
    await refused(booking, booked, 'Occupied');
    expect((await client.booking(driver, booking.id)).affected).toBeNull();
  });

  it('When its slot has started, then the refused booking may still be cancelled for a full refund (out_of_service)', async () => {
    const { station, booked } = stationWithTwins();
    const { driver, booking } = await paidDriverBooking(station, booked);
    await platformOf().bookings.dataSource.query(
      `UPDATE "bookings"."bookings" SET start_time = $2, end_time = $3 WHERE id = $1`,
      [booking.id, new Date(Date.now() - 5 * 60_000), new Date(Date.now() + 25 * 60_000)],
    );
    await refused(booking, booked, 'Occupied');
    expect((await client.booking(driver, booking.id)).affected?.reason).toBe('reservation_refused');
    const res = await client.call('POST', `/api/bookings/${booking.id}/cancel`, {
      token: driver.token,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const cancelled = (await outboxEvents(platformOf().bookings, 'booking.cancelled')).filter(
      (e) => (e.data as { bookingId: number }).bookingId === booking.id,
    );
    expect(cancelled.map((e) => (e.data as { reason: string }).reason)).toEqual(['out_of_service']);
  });
});

import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { startChargerSimulation, type ChargerSimulation } from '@chargesetu/ocpp/simulator';
import { ocppService } from '@chargesetu/ocpp/service';
import { adminToken, ocppUrl, registerChargePoint } from '@chargesetu/ocpp/service/testing';
import { paymentsService } from '@chargesetu/payments/service';
import { EVENTS, type Booking, type ChargingStatus, type Station } from '@chargesetu/shared/contracts';
import { createEvent } from '@chargesetu/shared/messaging';
import { eventually } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { chargingClient, type Driver } from '../../testing/charging-client';
import { chargingPlatforms, type ChargerChoice } from '../../testing/charging-platform';
import { chargingService } from '../charging.module';
import { buildChargingDeps } from '../deps';
import { keepReservations } from './keep-reservations';

jest.setTimeout(120_000);

// Booked connectors reserved on a charger connected over OCPP 1.6J: the real ocpp service, a simulated charge
// point on a real WebSocket, bookings, payments and the broker as they run, and the charging service's
// reservations job run at chosen instants (its clock is the deps' `now`). Test bookings are two days ahead;
// the platform's own jobs are slowed to once an hour, so only the runs here move reservations.

const {
  platform,
  chargers,
  use: withPlatform,
} = chargingPlatforms(
  [authService, stationsService, bookingsService, paymentsService, ocppService, chargingService],
  {
    CHARGING_EARLY_START_MINUTES: String(60 * 24 * 30), // test bookings are days ahead
    SIMULATED_CHARGERS: 'false',
    OCPP_METER_EVENT_MIN_INTERVAL_S: '0',
    CHARGING_COMPLETION_INTERVAL_MS: '3600000',
    CHARGING_TIME_SCALE: '60',
  },
);
const client = chargingClient(platform);
const CP = 'CS-RESERVE';

const sql = <T = Record<string, unknown>>(service: string, text: string, params: unknown[] = []) =>
  platform().contextOf(service).dataSource.query(text, params) as Promise<T[]>;

/** The reservations job once, its clock at `now`. */
const runJobAt = (now: Date) => {
  const deps = { ...buildChargingDeps(platform().contextOf('charging')), now: () => now };
  return keepReservations(deps, now);
};
const minutesFrom = (start: string, minutes: number) => new Date(Date.parse(start) + minutes * 60_000);

/** Registers a charge point serving every charger of the station (connector n = charger n-1). */
async function registerStation(charger: ChargerChoice, id: string) {
  const station = (
    await platform().app.inject({ method: 'GET', url: `/api/stations/${charger.stationId}` })
  ).json() as Station;
  const connectors = station.chargers.map((_, i) => ({ connectorId: i + 1, chargerIndex: i }));
  const credentials = await registerChargePoint(platform(), await adminToken(platform()), {
    stationId: station.id,
    chargePointId: id,
    connectors,
  });
  return { station, password: credentials.authorizationKey };
}

async function paidBooking(charger: ChargerChoice): Promise<{ driver: Driver; booking: Booking }> {
  const driver = await client.newDriver('30');
  const booking = await client.confirmedBooking(driver, charger);
  return { driver, booking };
}

/** The booked connector: the station charger the booking holds, as the charge point numbers it. */
async function connectorOf(bookingId: number): Promise<number> {
  const [row] = await sql<{ charger_index: number }>(
    'bookings',
    `SELECT charger_index FROM bookings.bookings WHERE id = $1`,
    [bookingId],
  );
  return row!.charger_index + 1;
}

async function reservationOf(bookingId: number) {
  const [row] = await sql<{
    id: number;
    status: string;
    charger_answer: string | null;
    connector_id: number;
    id_tag: string;
    expires_at: Date;
    attempts: number;
    cancel_state: string;
    cancel_answer: string | null;
  }>('charging', `SELECT * FROM charging.reservations WHERE booking_id = $1 AND moved_at IS NULL`, [
    bookingId,
  ]);
  return row;
}

const idTagOf = async (driver: Driver) =>
  (
    await sql<{ id_tag: string }>('ocpp', `SELECT id_tag FROM ocpp.id_tags WHERE user_id = $1`, [
      driver.userId,
    ])
  )[0]?.id_tag;

/** The connector's status as the ocpp service last heard it from the charger. */
const reportedStatus = async (connectorId: number) =>
  (
    await sql<{ status: string | null }>(
      'ocpp',
      `SELECT status FROM ocpp.connectors WHERE charge_point_id = $1 AND connector_id = $2`,
      [CP, connectorId],
    )
  )[0]?.status;

describe('booked connectors reserved on a charger connected over OCPP', () => {
  withPlatform();
  let sim: ChargerSimulation;
  const simulated = (connectorId: number) =>
    sim
      .chargePoint(CP)!
      .snapshot()
      .connectors.find((c) => c.connectorId === connectorId)!;

  beforeAll(async () => {
    const { station, password } = await registerStation(chargers().dc, CP);
    sim = startChargerSimulation({
      baseUrl: ocppUrl(platform()),
      chargePoints: [
        {
          id: CP,
          password,
          connectors: station.chargers.map((c, i) => ({ connectorId: i + 1, powerKw: c.power })),
        },
      ],
      timeScale: 60,
      meterSampleIntervalS: 0.2,
    });
    await eventually(async () => {
      const [cp] = await sql<{ vendor: string | null }>(
        'ocpp',
        `SELECT vendor FROM ocpp.charge_points WHERE id = $1`,
        [CP],
      );
      expect(cp?.vendor).toBe('ChargeSetu');
    });
  });
  afterAll(() => sim.close());

  it('reserves the booked connector for the driver from 10 minutes before the slot, once', async () => {
    const { driver, booking } = await paidBooking(chargers().dc);
    const connectorId = await connectorOf(booking.id);

    await runJobAt(minutesFrom(booking.startTime, -10.5));
    expect(await reservationOf(booking.id)).toBeUndefined();

    await runJobAt(minutesFrom(booking.startTime, -9));
    const row = await reservationOf(booking.id);
    expect(row).toMatchObject({ status: 'accepted', charger_answer: 'Accepted', connector_id: connectorId });
    expect(row!.id_tag).toBe(await idTagOf(driver));
    expect(new Date(row!.expires_at).toISOString()).toBe(minutesFrom(booking.startTime, 10).toISOString());
    // The charger holds the connector for the driver's idTag until the slot start plus the grace period.
    expect(simulated(connectorId)).toMatchObject({
      status: 'Reserved',
      reservation: {
        reservationId: row!.id,
        idTag: row!.id_tag,
        expiryDate: minutesFrom(booking.startTime, 10).toISOString(),
      },
    });
    await eventually(async () => expect(await reportedStatus(connectorId)).toBe('Reserved'));
    expect((await client.readStatus(driver, booking.id)).reservation).toEqual({
      status: 'accepted',
      connectorId,
      expiresAt: minutesFrom(booking.startTime, 10).toISOString(),
      refusal: null,
      message: null,
    });

    // Later runs do not ask again.
    await runJobAt(minutesFrom(booking.startTime, -5));
    expect((await reservationOf(booking.id))!.attempts).toBe(1);

    // Leave the connector free for the next test.
    const cancel = await client.call('POST', `/api/bookings/${booking.id}/cancel`, { token: driver.token });
    expect(cancel.statusCode).toBe(200);
    await eventually(async () => expect((await reservationOf(booking.id))?.status).toBe('cancelled'));
    await runJobAt(minutesFrom(booking.startTime, -4));
    await eventually(() => expect(simulated(connectorId).status).toBe('Available'));
  });

  it('a cancelled booking withdraws its reservation: CancelReservation, and the connector is Available again', async () => {
    const { driver, booking } = await paidBooking(chargers().dc);
    const connectorId = await connectorOf(booking.id);
    await runJobAt(minutesFrom(booking.startTime, -8));
    await eventually(async () => expect(await reportedStatus(connectorId)).toBe('Reserved'));

    const cancel = await client.call('POST', `/api/bookings/${booking.id}/cancel`, { token: driver.token });
    expect(cancel.statusCode).toBe(200);
    // booking.cancelled marks it cancelled with a CancelReservation owed; the job's next run sends it.
    await eventually(async () =>
      expect(await reservationOf(booking.id)).toMatchObject({ status: 'cancelled', cancel_state: 'pending' }),
    );
    await runJobAt(minutesFrom(booking.startTime, -7));
    expect(await reservationOf(booking.id)).toMatchObject({
      cancel_state: 'sent',
      cancel_answer: 'Accepted',
    });
    expect(simulated(connectorId)).toMatchObject({ status: 'Available', reservation: null });
    await eventually(async () => expect(await reportedStatus(connectorId)).toBe('Available'));
  });

  it('a booking moved to another charger: the old connector is withdrawn and the new one reserved', async () => {
    const { driver, booking } = await paidBooking(chargers().dc);
    const from = await connectorOf(booking.id);
    await runJobAt(minutesFrom(booking.startTime, -9));
    const old = await reservationOf(booking.id);
    expect(old?.status).toBe('accepted');
    // The booking moves as POST /api/bookings/:id/move leaves it (tested in bookings): its row holds another
    // charger of the station and booking.moved is published. A charger of another kind: no test here books it.
    const station = (
      await platform().app.inject({ method: 'GET', url: `/api/stations/${booking.stationId}` })
    ).json() as Station;
    const toIndex = station.chargers.findIndex(
      (c) => c.type !== chargers().dc.chargerType || c.power !== chargers().dc.power,
    );
    expect(toIndex).toBeGreaterThanOrEqual(0);
    await sql('bookings', `UPDATE bookings.bookings SET charger_index = $2 WHERE id = $1`, [
      booking.id,
      toIndex,
    ]);
    await platform().deliver(
      'charging',
      'leave-reservation-on-booking-moved',
      createEvent(EVENTS.bookingMoved, {
        bookingId: booking.id,
        userId: driver.userId,
        stationId: booking.stationId,
        fromChargerIndex: from - 1,
        toChargerIndex: toIndex,
      }),
    );
    await runJobAt(minutesFrom(booking.startTime, -8));
    const rows = await sql<{
      id: number;
      status: string;
      connector_id: number;
      cancel_state: string;
      moved_at: Date | null;
    }>(
      'charging',
      `SELECT id, status, connector_id, cancel_state, moved_at FROM charging.reservations WHERE booking_id = $1 ORDER BY id`,
      [booking.id],
    );
    expect(rows).toEqual([
      {
        id: old!.id,
        status: 'cancelled',
        connector_id: from,
        cancel_state: 'sent',
        moved_at: expect.any(Date),
      },
      {
        id: expect.any(Number),
        status: 'accepted',
        connector_id: toIndex + 1,
        cancel_state: 'none',
        moved_at: null,
      },
    ]);
    expect(simulated(from)).toMatchObject({ status: 'Available', reservation: null });
    expect(simulated(toIndex + 1)).toMatchObject({
      status: 'Reserved',
      reservation: { reservationId: rows[1].id },
    });
    expect((await client.readStatus(driver, booking.id)).reservation).toMatchObject({
      status: 'accepted',
      connectorId: toIndex + 1,
    });

    // Leave the connectors free for the next test.
    expect(
      (await client.call('POST', `/api/bookings/${booking.id}/cancel`, { token: driver.token })).statusCode,
    ).toBe(200);
    await eventually(async () => expect((await reservationOf(booking.id))?.status).toBe('cancelled'));
    await runJobAt(minutesFrom(booking.startTime, -7));
    await eventually(() => expect(simulated(toIndex + 1).status).toBe('Available'));
  });

  it('a connector the charger reports Faulted is refused, and the driver reads why at once', async () => {
    const { driver, booking } = await paidBooking(chargers().dc);
    const connectorId = await connectorOf(booking.id);
    expect(sim.chargePoint(CP)!.setFault(connectorId, 'GroundFailure')).toBe(true);
    await eventually(async () => expect(await reportedStatus(connectorId)).toBe('Faulted'));
    try {
      await runJobAt(minutesFrom(booking.startTime, -9));
      expect(await reservationOf(booking.id)).toMatchObject({
        status: 'refused',
        charger_answer: 'Faulted',
        cancel_state: 'none',
      });
      expect((await client.readStatus(driver, booking.id)).reservation).toEqual({
        status: 'refused',
        connectorId,
        expiresAt: minutesFrom(booking.startTime, 10).toISOString(),
        refusal: 'Faulted',
        message:
          'The charger could not hold your slot (Faulted). Choose another connector or cancel for a full refund.',
      });
      // A refusal is the charger's answer: it is not asked again.
      await runJobAt(minutesFrom(booking.startTime, -1));
      expect((await reservationOf(booking.id))!.attempts).toBe(1);
    } finally {
      sim.chargePoint(CP)!.setFault(connectorId, null);
    }
    await eventually(async () => expect(await reportedStatus(connectorId)).toBe('Available'));
  });

  it('a driver who has not started within the grace period loses the reservation (expired, connector freed)', async () => {
    const { driver, booking } = await paidBooking(chargers().dc);
    const connectorId = await connectorOf(booking.id);
    await runJobAt(minutesFrom(booking.startTime, -10));
    await eventually(async () => expect(await reportedStatus(connectorId)).toBe('Reserved'));

    await runJobAt(minutesFrom(booking.startTime, 9.9));
    expect((await reservationOf(booking.id))!.status).toBe('accepted');

    await runJobAt(minutesFrom(booking.startTime, 10));
    expect(await reservationOf(booking.id)).toMatchObject({
      status: 'expired',
      cancel_state: 'sent',
      cancel_answer: 'Accepted',
    });
    expect(simulated(connectorId)).toMatchObject({ status: 'Available', reservation: null });
    await eventually(async () => expect(await reportedStatus(connectorId)).toBe('Available'));
    const status = await client.readStatus(driver, booking.id);
    expect(status.reservation).toMatchObject({ status: 'expired', refusal: null });
    expect(status.reservation?.message).toMatch(
      /^Your connector was held until \d{1,2}:\d{2} [AP]M IST and was released because charging had not started\./,
    );
    // The booking itself is kept as it was (no refund for a no-show: docs/product.md §4).
    expect((await client.booking(driver, booking.id)).status).toBe('confirmed');
  });

  it('the driver starts on the reserved connector: the charger names the reservation and it is used', async () => {
    const { driver, booking } = await paidBooking(chargers().dc);
    const connectorId = await connectorOf(booking.id);
    await runJobAt(minutesFrom(booking.startTime, -6));
    const reserved = await reservationOf(booking.id);
    expect(reserved?.status).toBe('accepted');
    await eventually(async () => expect(await reportedStatus(connectorId)).toBe('Reserved'));

    const start = await client.control(driver, booking.id, 'start');
    expect(start.statusCode).toBe(200);
    await eventually(async () => {
      const s: ChargingStatus = await client.readStatus(driver, booking.id);
      expect(s).toMatchObject({ status: 'active', source: 'meter' });
      expect(s.reservation).toMatchObject({ status: 'used', message: null });
    });
    const [tx] = await sql<{ reservation_id: number | null; connector_id: number }>(
      'ocpp',
      `SELECT reservation_id, connector_id FROM ocpp.transactions WHERE charge_point_id = $1 ORDER BY id DESC LIMIT 1`,
      [CP],
    );
    expect(tx).toEqual({ reservation_id: reserved!.id, connector_id: connectorId });
    expect(simulated(connectorId)).toMatchObject({ status: 'Charging', reservation: null });
    // Past the grace period nothing is withdrawn: the reservation was used.
    await runJobAt(minutesFrom(booking.startTime, 11));
    expect(await reservationOf(booking.id)).toMatchObject({ status: 'used', cancel_state: 'none' });

    expect((await client.control(driver, booking.id, 'stop')).statusCode).toBe(200);
    await eventually(async () =>
      expect((await client.readStatus(driver, booking.id)).status).toBe('completed'),
    );
  });

  it('another driver cannot take a reserved connector', async () => {
    const { driver, booking } = await paidBooking(chargers().dc);
    const connectorId = await connectorOf(booking.id);
    await runJobAt(minutesFrom(booking.startTime, -5));
    await eventually(async () => expect(await reportedStatus(connectorId)).toBe('Reserved'));
    expect(sim.chargePoint(CP)!.startTransaction('CSSOMEONEELSE', connectorId)).toBeNull();
    expect(sim.chargePoint(CP)!.startTransaction((await idTagOf(driver))!, connectorId)).toBe(connectorId);
    await eventually(async () => expect((await reservationOf(booking.id))?.status).toBe('used'));
    sim.chargePoint(CP)!.stopTransaction(connectorId, 'Local');
    await eventually(() => expect(simulated(connectorId).status).toBe('Available'));
  });
});

describe('no reservation without a charger that can take it', () => {
  withPlatform();

  it('a charger no charge point serves is not asked', async () => {
    const { driver, booking } = await paidBooking(chargers().ac);
    await runJobAt(minutesFrom(booking.startTime, -5));
    expect(await reservationOf(booking.id)).toBeUndefined();
    expect((await client.readStatus(driver, booking.id)).reservation).toBeUndefined();
  });

  it('a charger that is registered but offline is not asked; nothing is recorded', async () => {
    await registerStation(chargers().ac, 'CS-RESERVE-OFF');
    const { driver, booking } = await paidBooking(chargers().ac);
    await runJobAt(minutesFrom(booking.startTime, -5));
    expect(await reservationOf(booking.id)).toBeUndefined();
    expect((await client.readStatus(driver, booking.id)).reservation).toBeUndefined();
  });
});

describe('a reservation the charger refuses makes the booking affected (docs/product.md §4)', () => {
  withPlatform();
  const CP_TWINS = 'CS-REFUSE';
  let sim: ChargerSimulation;
  let station: Station;
  let twins: [number, number];

  beforeAll(async () => {
    // A 24/7 station no other test here registers, with two chargers of one kind the drivers' car takes: the
    // booking holds one, the other is where it may move.
    const stations = (
      await platform().app.inject({ method: 'GET', url: '/api/stations' })
    ).json() as Station[];
    const taken = new Set([chargers().dc.stationId, chargers().ac.stationId]);
    const found = stations
      .filter((s) => s.operatingHours === '24/7' && !taken.has(s.id))
      .flatMap((s) =>
        s.chargers.flatMap((c, i) => {
          const j = s.chargers.findIndex((d, k) => k > i && d.type === c.type && d.power === c.power);
          const same = s.chargers.filter((d) => d.type === c.type && d.power === c.power).length;
          return j > 0 && same === 2 && ['CCS2', 'Type 2'].includes(c.type)
            ? [{ s, pair: [i, j] as [number, number] }]
            : [];
        }),
      )[0];
    if (!found) throw new Error('no 24/7 station with exactly two chargers of one kind');
    station = found.s;
    twins = found.pair;
    const credentials = await registerChargePoint(platform(), await adminToken(platform()), {
      stationId: station.id,
      chargePointId: CP_TWINS,
      connectors: station.chargers.map((_, i) => ({ connectorId: i + 1, chargerIndex: i })),
    });
    sim = startChargerSimulation({
      baseUrl: ocppUrl(platform()),
      chargePoints: [
        {
          id: CP_TWINS,
          password: credentials.authorizationKey,
          connectors: station.chargers.map((c, i) => ({ connectorId: i + 1, powerKw: c.power })),
        },
      ],
      timeScale: 60,
      meterSampleIntervalS: 0.2,
    });
    await eventually(async () => {
      const [cp] = await sql<{ connection_instance: string | null }>(
        'ocpp',
        `SELECT connection_instance FROM ocpp.charge_points WHERE id = $1`,
        [CP_TWINS],
      );
      expect(cp?.connection_instance).toBeTruthy();
    });
  });
  afterAll(() => sim.close());

  it('Occupied: the driver reads it on the booking at once, may move to the twin connector, and the move clears it', async () => {
    // The affected rule reads the wall clock: the slot is the next one, within the hour.
    const start = new Date(Math.ceil((Date.now() + 1000) / 1_800_000) * 1_800_000);
    const driver = await client.newDriver('30');
    const charger = station.chargers[twins[0]];
    const made = await client.call('POST', '/api/bookings', {
      token: driver.token,
      payload: {
        stationId: station.id,
        vehicleId: driver.vehicleId,
        chargerType: charger.type,
        power: charger.power,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
      },
    });
    expect(made.statusCode).toBe(201);
    const booking = made.json() as Booking;
    await client.pay(driver, booking.id);
    await eventually(async () => expect((await client.booking(driver, booking.id)).status).toBe('confirmed'));
    const booked = (await connectorOf(booking.id)) - 1;
    const other = booked === twins[0] ? twins[1] : twins[0];

    // Someone else's reservation already holds the connector on the charger: ReserveNow answers Occupied.
    const cp = sim.chargePoint(CP_TWINS)!;
    const held = cp.reserveNow({
      connectorId: booked + 1,
      idTag: 'CSOTHERDRIVER0001',
      expiryDate: new Date(start.getTime() + 60 * 60_000).toISOString(),
      reservationId: 2_000_000_001,
    });
    expect(held.status).toBe('Accepted');
    try {
      await runJobAt(new Date(start.getTime() - 9 * 60_000));
      expect(await reservationOf(booking.id)).toMatchObject({
        status: 'refused',
        charger_answer: 'Occupied',
      });

      const label = (i: number) => `Connector ${i + 1} (${charger.type} ${charger.power} kW)`;
      const affected = await eventually(async () => {
        const read = await client.booking(driver, booking.id);
        expect(read.affected).not.toBeNull();
        return read.affected!;
      });
      expect(affected).toEqual({
        reason: 'reservation_refused',
        since: expect.any(String),
        message: `${label(booked)} could not hold your slot (Occupied). Move to another free connector for the same slot, or cancel for a full refund.`,
        alternatives: [{ chargerIndex: other, label: label(other) }],
      });

      const moved = await client.call('POST', `/api/bookings/${booking.id}/move`, {
        token: driver.token,
        payload: { chargerIndex: other },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ id: booking.id, affected: null });
      expect((await client.booking(driver, booking.id)).affected).toBeNull();
      const [row] = await sql<{ reservation_refusal: string | null; charger_index: number }>(
        'bookings',
        `SELECT reservation_refusal, charger_index FROM bookings.bookings WHERE id = $1`,
        [booking.id],
      );
      expect(row).toEqual({ reservation_refusal: null, charger_index: other });

      // The refused reservation is left behind; the new connector is reserved as usual.
      await eventually(async () => expect(await reservationOf(booking.id)).toBeUndefined());
      await runJobAt(new Date(start.getTime() - 8 * 60_000));
      expect(await reservationOf(booking.id)).toMatchObject({
        status: 'accepted',
        connector_id: other + 1,
      });
    } finally {
      cp.cancelReservation(2_000_000_001);
      await client.call('POST', `/api/bookings/${booking.id}/cancel`, { token: driver.token });
    }
  });
});

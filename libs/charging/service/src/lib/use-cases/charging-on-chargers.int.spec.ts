import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { startChargerSimulation, type ChargerSimulation } from '@chargesetu/ocpp/simulator';
import { ocppService } from '@chargesetu/ocpp/service';
import { adminToken, chargerClient, ocppUrl, registerChargePoint } from '@chargesetu/ocpp/service/testing';
import { paymentsService } from '@chargesetu/payments/service';
import type {
  AdminChargingSessionList,
  Booking,
  ChargingStatus,
  ConsoleTransactionList,
  Station,
} from '@chargesetu/shared/contracts';
import { eventually } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import type { RPCClient } from 'ocpp-rpc';
import { chargingClient, type Driver } from '../../testing/charging-client';
import { chargingPlatforms, type ChargerChoice } from '../../testing/charging-platform';
import { chargingService } from '../charging.module';
import { buildChargingDeps } from '../deps';
import { keepChargersOnTime } from './keep-chargers-on-time';

jest.setTimeout(120_000);

// Charging on a charger connected over OCPP 1.6J: the real ocpp service, a simulated charge point on a real
// WebSocket (the project's own OCPP-J client, checked against the OCA schemas), and the charging service
// following it through the real broker. What the driver pays is what the charger's meter said.

const BASE_ENV = {
  CHARGING_EARLY_START_MINUTES: String(60 * 24 * 30), // test bookings are days ahead
  SIMULATED_CHARGERS: 'false',
  OCPP_METER_EVENT_MIN_INTERVAL_S: '0',
  CHARGING_COMPLETION_INTERVAL_MS: '200',
};
const {
  platform,
  chargers,
  use: withPlatform,
} = chargingPlatforms(
  [authService, stationsService, bookingsService, paymentsService, ocppService, chargingService],
  BASE_ENV,
);
const client = chargingClient(platform);

const sql = <T = Record<string, unknown>>(
  service: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> => platform().contextOf(service).dataSource.query(text, params);

/** Registers a charge point serving every charger of the station (connector n = charger n-1). */
async function registerStation(charger: ChargerChoice, id: string) {
  const station = (
    await platform().app.inject({ method: 'GET', url: `/api/stations/${charger.stationId}` })
  ).json() as Station;
  const token = await adminToken(platform());
  const credentials = await registerChargePoint(platform(), token, {
    stationId: station.id,
    chargePointId: id,
    connectors: station.chargers.map((_, i) => ({ connectorId: i + 1, chargerIndex: i })),
  });
  return { station, password: credentials.authorizationKey };
}

/** The station's chargers played by the simulator, its meter sampled every 0.2 s. */
async function simulateStation(
  charger: ChargerChoice,
  id: string,
  timeScale: number,
  registered?: Awaited<ReturnType<typeof registerStation>>,
): Promise<ChargerSimulation> {
  const { station, password } = registered ?? (await registerStation(charger, id));
  const sim = startChargerSimulation({
    baseUrl: ocppUrl(platform()),
    chargePoints: [
      {
        id,
        password,
        connectors: station.chargers.map((c, i) => ({ connectorId: i + 1, powerKw: c.power })),
      },
    ],
    timeScale,
    meterSampleIntervalS: 0.2,
  });
  await eventually(async () => {
    const [cp] = await sql<{ connection_id: string | null; vendor: string | null }>(
      'ocpp',
      `SELECT connection_id, vendor FROM ocpp.charge_points WHERE id = $1`,
      [id],
    );
    expect(cp?.connection_id).not.toBeNull();
    expect(cp?.vendor).toBe('ChargeSetu');
  });
  return sim;
}

async function paidBooking(charger: ChargerChoice): Promise<{ driver: Driver; booking: Booking }> {
  const driver = await client.newDriver('30');
  const booking = await client.book(driver, charger);
  await client.pay(driver, booking.id);
  await eventually(async () => expect((await client.booking(driver, booking.id)).status).toBe('confirmed'));
  return { driver, booking };
}

/** The charger's transaction for the booking's session, as the ocpp service recorded it. */
async function chargerTransaction(chargePointId: string, transactionId: string) {
  const [tx] = await sql<{ meter_start_wh: string; meter_stop_wh: string | null; energy_wh: string | null }>(
    'ocpp',
    `SELECT meter_start_wh, meter_stop_wh, energy_wh FROM ocpp.transactions
     WHERE charge_point_id = $1 AND transaction_id = $2`,
    [chargePointId, transactionId],
  );
  return tx;
}

/** kWh × price in whole paise (half up), never above the prepaid estimate: rupees as the API writes them. */
function billOf(kwh: number, booking: Booking): string {
  const paise = Math.round((Math.round(kwh * 100) * Math.round(Number(booking.pricePerKwh) * 100)) / 100);
  return (Math.min(paise, Math.round(Number(booking.estimatedCost) * 100)) / 100).toFixed(2);
}

const sessionOf = async (bookingId: number) =>
  (
    await sql<{ transaction_id: string; end_reason: string | null; status: string }>(
      'charging',
      `SELECT transaction_id, end_reason, status FROM charging.charging_sessions WHERE booking_id = $1`,
      [bookingId],
    )
  )[0];

describe('a driver charging on a charger connected over OCPP', () => {
  withPlatform({ CHARGING_TIME_SCALE: '60' });
  let sim: ChargerSimulation;
  beforeAll(async () => {
    sim = await simulateStation(chargers().dc, 'CS-CHARGING-DC', 60);
  });
  afterAll(() => sim.close());

  it('starts the charger remotely, shows its meter while it charges, and bills the meter when stopped', async () => {
    const { driver, booking } = await paidBooking(chargers().dc);
    const start = await client.control(driver, booking.id, 'start');
    expect(start.statusCode).toBe(200);
    expect(['starting', 'active']).toContain((start.json() as ChargingStatus).status);
    expect((start.json() as ChargingStatus).source).toBe('meter');

    // The charger's StartTransaction makes the session active; its MeterValues make the figures.
    const charging = await eventually(async () => {
      const s = await client.readStatus(driver, booking.id);
      expect(s).toMatchObject({ status: 'active', isCharging: true, source: 'meter' });
      expect(s.energyDelivered).toBeGreaterThan(0.2);
      expect(s.batteryPercentage).not.toBeNull();
      return s;
    });
    expect(charging.currentPower).toBeGreaterThan(0);
    expect(charging.currentPower).toBeLessThanOrEqual(60);
    expect(charging.costSoFar).toBe(billOf(charging.energyDelivered, booking));

    const stop = await client.control(driver, booking.id, 'stop');
    expect(stop.statusCode).toBe(200);
    const done = await eventually(async () => {
      const s = await client.readStatus(driver, booking.id);
      expect(s.status).toBe('completed');
      return s;
    });

    // The bill is the meter's: meterStop − meterStart, at the booking's price, within what was prepaid.
    const session = await sessionOf(booking.id);
    expect(session?.end_reason).toBe('stopped');
    const tx = await chargerTransaction('CS-CHARGING-DC', session!.transaction_id);
    expect(tx?.meter_stop_wh).not.toBeNull();
    const meterKwh = Math.round(Number(tx!.energy_wh) / 10) / 100;
    expect(done.energyDelivered).toBe(meterKwh);
    expect(Number(tx!.meter_stop_wh) - Number(tx!.meter_start_wh)).toBe(Number(tx!.energy_wh));
    const expectedCost = billOf(meterKwh, booking);
    expect(done.costSoFar).toBe(expectedCost);
    const completed = await eventually(async () => {
      const b = await client.booking(driver, booking.id);
      expect(b.status).toBe('completed');
      return b;
    });
    expect(completed.actualCost).toBe(expectedCost);
  });

  it('the driver stops at the charger itself: the session ends on its meter all the same', async () => {
    const { driver, booking } = await paidBooking(chargers().dc);
    expect((await client.control(driver, booking.id, 'start')).statusCode).toBe(200);
    await eventually(async () =>
      expect((await client.readStatus(driver, booking.id)).energyDelivered).toBeGreaterThan(0),
    );
    const [row] = await sql<{ connector_id: number }>(
      'charging',
      `SELECT connector_id FROM charging.charging_sessions WHERE booking_id = $1`,
      [booking.id],
    );
    expect(sim.chargePoint('CS-CHARGING-DC')?.stopTransaction(row!.connector_id, 'Local')).toBe(true);
    const done = await eventually(async () => {
      const s = await client.readStatus(driver, booking.id);
      expect(s.status).toBe('completed');
      return s;
    });
    const session = await sessionOf(booking.id);
    expect(session?.end_reason).toBe('stopped');
    const tx = await chargerTransaction('CS-CHARGING-DC', session!.transaction_id);
    expect(done.energyDelivered).toBe(Math.round(Number(tx!.energy_wh) / 10) / 100);
    expect(done.costSoFar).toBe(billOf(done.energyDelivered, booking));
  });

  it('a second start of a running session is refused', async () => {
    const { driver, booking } = await paidBooking(chargers().dc);
    expect((await client.control(driver, booking.id, 'start')).statusCode).toBe(200);
    const again = await client.control(driver, booking.id, 'start');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Charging is already in progress for this booking.');
    await eventually(async () => expect((await client.readStatus(driver, booking.id)).status).toBe('active'));
    expect((await client.control(driver, booking.id, 'stop')).statusCode).toBe(200);
  });
});

describe('the booked time runs out on a charger connected over OCPP', () => {
  // 3600: the 30 booked minutes pass in half a second; the job asks the charger to stop.
  withPlatform({ CHARGING_TIME_SCALE: '3600' });
  let sim: ChargerSimulation;
  beforeAll(async () => {
    sim = await simulateStation(chargers().ac, 'CS-CHARGING-AC', 3600);
  });
  afterAll(() => sim.close());

  it('the charger is stopped remotely and the session is billed on its meter as time up', async () => {
    const { driver, booking } = await paidBooking(chargers().ac);
    expect((await client.control(driver, booking.id, 'start')).statusCode).toBe(200);
    const done = await eventually(async () => {
      const s = await client.readStatus(driver, booking.id);
      expect(s.status).toBe('completed');
      return s;
    }, 30_000);
    const session = await sessionOf(booking.id);
    expect(session?.end_reason).toBe('time_up');
    const tx = await chargerTransaction('CS-CHARGING-AC', session!.transaction_id);
    expect(done.energyDelivered).toBe(Math.round(Number(tx!.energy_wh) / 10) / 100);
    // The charger charges until the stop reaches it (a few hundred simulated minutes at this scale): what it
    // delivered is billed, but never more than the prepaid estimate.
    expect(done.energyDelivered).toBeGreaterThan(2);
    expect(done.costSoFar).toBe(billOf(done.energyDelivered, booking));
  });
});

describe('a charger that cannot or does not start', () => {
  withPlatform({ CHARGING_TIME_SCALE: '60', CHARGING_REMOTE_START_TIMEOUT_S: '1' });

  it('an offline charger is refused at once and the booking stays startable', async () => {
    await registerStation(chargers().ac, 'CS-CHARGING-OFF');
    const { driver, booking } = await paidBooking(chargers().ac);
    const res = await client.control(driver, booking.id, 'start');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^The charger is offline right now/);
    expect((await client.booking(driver, booking.id)).status).toBe('confirmed');
    expect(await client.readStatus(driver, booking.id)).toMatchObject({ status: 'pending', notice: null });
  });

  describe('a charger that accepts the start but never reports a transaction', () => {
    let charger: RPCClient;
    let asked: Array<Record<string, unknown>>;
    beforeAll(async () => {
      const { password } = await registerStation(chargers().dc, 'CS-CHARGING-MUTE');
      asked = [];
      charger = chargerClient(platform(), { identity: 'CS-CHARGING-MUTE', password });
      charger.handle('RemoteStartTransaction', async ({ params }) => {
        asked.push(params as Record<string, unknown>);
        return { status: 'Accepted' };
      });
      await charger.connect();
      await charger.call('BootNotification', { chargePointVendor: 'Mute', chargePointModel: 'M1' });
    });
    afterAll(() => charger.close({ force: true }));

    it('is sent the driver idTag for the booked connector, then the start fails after the timeout and the booking is released', async () => {
      const { driver, booking } = await paidBooking(chargers().dc);
      const res = await client.control(driver, booking.id, 'start');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'starting', isCharging: false, batteryPercentage: null });
      const [idTag] = await sql<{ id_tag: string }>(
        'ocpp',
        `SELECT id_tag FROM ocpp.id_tags WHERE user_id = $1`,
        [driver.userId],
      );
      expect(asked.at(-1)).toMatchObject({ idTag: idTag?.id_tag });
      expect(Number(asked.at(-1)?.['connectorId'])).toBeGreaterThan(0);
      // Claimed while the charger starts: a cancel cannot slip in.
      expect((await client.booking(driver, booking.id)).status).toBe('active');

      const failed = await eventually(async () => {
        const s = await client.readStatus(driver, booking.id);
        expect(s.status).toBe('pending');
        return s;
      }, 15_000);
      expect(failed.notice).toBe(
        'The charger did not start charging within 1 seconds. Nothing was charged. Check that the cable is plugged in, then press Start Charging again.',
      );
      await eventually(async () =>
        expect((await client.booking(driver, booking.id)).status).toBe('confirmed'),
      );
      // The driver may try again: the charger is asked once more.
      const before = asked.length;
      expect((await client.control(driver, booking.id, 'start')).statusCode).toBe(200);
      expect(asked.length).toBe(before + 1);
    });
  });
});

describe('a charger that refuses the start', () => {
  withPlatform({ CHARGING_TIME_SCALE: '60' });

  it('a charger that rejects the start: the driver is told at once and the booking stays startable', async () => {
    const { password } = await registerStation(chargers().dc, 'CS-CHARGING-NO');
    const charger = chargerClient(platform(), { identity: 'CS-CHARGING-NO', password });
    charger.handle('RemoteStartTransaction', async () => ({ status: 'Rejected' }));
    await charger.connect();
    try {
      await charger.call('BootNotification', { chargePointVendor: 'No', chargePointModel: 'N1' });
      const { driver, booking } = await paidBooking(chargers().dc);
      const res = await client.control(driver, booking.id, 'start');
      expect(res.statusCode).toBe(409);
      const message =
        'The charger did not accept the start (it answered Rejected). Nothing was charged. Check that the ' +
        'connector is free and plugged in, then press Start Charging again.';
      expect(res.json().message).toBe(message);
      expect(await client.readStatus(driver, booking.id)).toMatchObject({
        status: 'pending',
        notice: message,
      });
      expect((await client.booking(driver, booking.id)).status).toBe('confirmed');
    } finally {
      await charger.close({ force: true });
    }
  });
});

describe('a charger that does not end its transaction: closed on its last meter reading and flagged', () => {
  withPlatform({ CHARGING_TIME_SCALE: '60' });
  const ID = 'CS-CHARGING-GONE';
  let registered: Awaited<ReturnType<typeof registerStation>>;
  beforeAll(async () => {
    registered = await registerStation(chargers().dc, ID);
  });

  /** A running session on the simulated charger with some energy on its meter; then the charger loses power. */
  async function chargingThenPowerCut(): Promise<{ driver: Driver; booking: Booking }> {
    const sim = await simulateStation(chargers().dc, ID, 60, registered);
    try {
      const { driver, booking } = await paidBooking(chargers().dc);
      expect((await client.control(driver, booking.id, 'start')).statusCode).toBe(200);
      await eventually(async () =>
        expect((await client.readStatus(driver, booking.id)).energyDelivered).toBeGreaterThan(0.2),
      );
      return { driver, booking };
    } finally {
      await sim.close(); // no StopTransaction: as at a power cut
      await eventually(async () => {
        const [cp] = await sql<{ connection_id: string | null }>(
          'ocpp',
          `SELECT connection_id FROM ocpp.charge_points WHERE id = $1`,
          [ID],
        );
        expect(cp?.connection_id ?? null).toBeNull();
      });
    }
  }

  const lastReading = async (bookingId: number) =>
    (
      await sql<{ energy_wh: number; meter_at: Date; transaction_id: string; charger_index: number }>(
        'charging',
        `SELECT energy_wh, meter_at, transaction_id, charger_index FROM charging.charging_sessions WHERE booking_id = $1`,
        [bookingId],
      )
    )[0]!;

  const adminSessions = async (query: string, token?: string) =>
    client.call('GET', `/api/charging/admin/sessions${query}`, { token });

  it('the driver stops while the charger is unreachable: billed on the last reading, flagged charger_unreachable, listed for administrators', async () => {
    const { driver, booking } = await chargingThenPowerCut();
    const reading = await lastReading(booking.id);
    const before = new Date();
    const stop = await client.control(driver, booking.id, 'stop');
    expect(stop.statusCode).toBe(200);
    const done: ChargingStatus = stop.json();
    expect(done.status).toBe('completed');
    const kwh = Math.round(reading.energy_wh / 10) / 100;
    expect(done.energyDelivered).toBe(kwh);
    expect(done.costSoFar).toBe(billOf(kwh, booking));

    const token = await adminToken(platform());
    const res = await adminSessions(`?flagged=true&since=${encodeURIComponent(before.toISOString())}`, token);
    expect(res.statusCode).toBe(200);
    const listed = (res.json() as AdminChargingSessionList).filter((s) => s.bookingId === booking.id);
    expect(listed).toEqual([
      {
        sessionId: expect.any(Number),
        bookingId: booking.id,
        stationId: chargers().dc.stationId,
        chargerIndex: reading.charger_index,
        chargePointId: ID,
        connectorId: reading.charger_index + 1, // as registered: connector n is charger n-1
        transactionId: reading.transaction_id,
        status: 'completed',
        source: 'meter',
        startTime: expect.any(String),
        endTime: expect.any(String),
        energyKwh: kwh,
        cost: billOf(kwh, booking),
        flag: { reason: 'charger_unreachable', at: expect.any(String) },
        idleMinutes: 0,
        idleFee: null, // the idle fee is off by default
      },
    ]);
    expect(new Date(listed[0]!.flag!.at).getTime()).toBeGreaterThanOrEqual(before.getTime());
    // The operator console finds it by the charger transaction's key: ocpp lists the same charge point and id.
    const onConsole = await client.call('GET', '/api/admin/charge-points/transactions', { token });
    expect(onConsole.statusCode).toBe(200);
    expect(
      (onConsole.json() as ConsoleTransactionList).filter(
        (t) => t.chargePointId === listed[0]!.chargePointId && t.transactionId === listed[0]!.transactionId,
      ),
    ).toHaveLength(1);
    // The charger's own record of the transaction is still open: it never sent StopTransaction.
    expect((await chargerTransaction(ID, reading.transaction_id))?.meter_stop_wh).toBeNull();
    // Bookings settles the booking on that figure like any other.
    await eventually(async () =>
      expect(await client.booking(driver, booking.id)).toMatchObject({
        status: 'completed',
        actualCost: billOf(kwh, booking),
      }),
    );

    // Listed without the filter too, and not before `since`'s instant when asked for later ones.
    const all = (await adminSessions('?limit=500', token)).json() as AdminChargingSessionList;
    expect(all.find((s) => s.bookingId === booking.id)?.flag?.reason).toBe('charger_unreachable');
    const later = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    const none = (await adminSessions(`?since=${later}`, token)).json() as AdminChargingSessionList;
    expect(none.find((s) => s.bookingId === booking.id)).toBeUndefined();
  });

  it('the booked end passes and the charger stays silent past the grace: the job closes it on the last reading at that reading, flagged no_stop_after_grace', async () => {
    const { driver, booking } = await chargingThenPowerCut();
    const reading = await lastReading(booking.id);
    const deps = buildChargingDeps(platform().contextOf('charging'));
    // Within the grace the job only asks the (unreachable) charger to stop: nothing is closed.
    await keepChargersOnTime(deps, new Date(Date.now() + 60 * 60_000));
    expect((await client.readStatus(driver, booking.id)).status).toBe('active');
    // 2 h (CHARGING_UNCONFIRMED_END_GRACE_MINUTES, 120) after the booked end, and a resend is due.
    await keepChargersOnTime(deps, new Date(Date.now() + 4 * 60 * 60_000));
    const done = await client.readStatus(driver, booking.id);
    expect(done.status).toBe('completed');
    const kwh = Math.round(reading.energy_wh / 10) / 100;
    expect(done.energyDelivered).toBe(kwh);

    const [row] = await sql<{ end_time: Date; end_reason: string; flag_reason: string; flagged_at: Date }>(
      'charging',
      `SELECT end_time, end_reason, flag_reason, flagged_at FROM charging.charging_sessions WHERE booking_id = $1`,
      [booking.id],
    );
    expect(row).toMatchObject({ end_reason: 'time_up', flag_reason: 'no_stop_after_grace' });
    expect(new Date(row!.end_time).getTime()).toBe(new Date(reading.meter_at).getTime());

    const token = await adminToken(platform());
    const flagged = (await adminSessions('?flagged=true', token)).json() as AdminChargingSessionList;
    const mine = flagged.find((s) => s.bookingId === booking.id);
    expect(mine).toMatchObject({
      transactionId: reading.transaction_id,
      energyKwh: kwh,
      cost: billOf(kwh, booking),
      endTime: new Date(reading.meter_at).toISOString(),
      flag: { reason: 'no_stop_after_grace', at: new Date(row!.flagged_at).toISOString() },
    });
    expect(flagged.every((s) => s.flag !== null)).toBe(true);
  });

  it('is for administrators only, and its query is checked', async () => {
    const driver = await client.newDriver();
    expect((await adminSessions('')).statusCode).toBe(401);
    expect((await adminSessions('', driver.token)).statusCode).toBe(403);
    const token = await adminToken(platform());
    for (const bad of ['?since=yesterday', '?limit=0', '?limit=501', '?flagged=maybe', '?other=1']) {
      const res = await adminSessions(bad, token);
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('idle time: a car left plugged in after charging finished', () => {
  withPlatform({ CHARGING_TIME_SCALE: '60', IDLE_FEE_PER_MINUTE: '2.5', IDLE_FEE_GRACE_MINUTES: '10' });
  const ID = 'CS-CHARGING-IDLE';

  it('SuspendedEV and Finishing count idle minutes for the session on that connector; the fee after the grace is listed for administrators', async () => {
    const { password } = await registerStation(chargers().dc, ID);
    const charger = chargerClient(platform(), { identity: ID, password });
    const t0 = Date.now();
    const at = (minute: number) => new Date(t0 + minute * 60_000).toISOString();
    let transactionId = 0;
    charger.handle('RemoteStartTransaction', async ({ params }) => {
      const { connectorId, idTag } = params as { connectorId: number; idTag: string };
      setTimeout(() => {
        void charger
          .call('StartTransaction', { connectorId, idTag, meterStart: 1000, timestamp: at(0) })
          .then((r) => (transactionId = (r as { transactionId: number }).transactionId));
      }, 50);
      return { status: 'Accepted' };
    });
    charger.handle('RemoteStopTransaction', async () => {
      setTimeout(() => {
        void charger.call('StopTransaction', { transactionId, meterStop: 5000, timestamp: at(4) });
      }, 50);
      return { status: 'Accepted' };
    });
    await charger.connect();
    try {
      await charger.call('BootNotification', { chargePointVendor: 'Idle', chargePointModel: 'I1' });
      const { driver, booking } = await paidBooking(chargers().dc);
      expect((await client.control(driver, booking.id, 'start')).statusCode).toBe(200);
      await eventually(async () =>
        expect((await client.readStatus(driver, booking.id)).status).toBe('active'),
      );
      const [row] = await sql<{ connector_id: number }>(
        'charging',
        `SELECT connector_id FROM charging.charging_sessions WHERE booking_id = $1`,
        [booking.id],
      );
      const status = (s: string, minute: number) =>
        charger.call('StatusNotification', {
          connectorId: row!.connector_id,
          status: s,
          errorCode: 'NoError',
          timestamp: at(minute),
        });
      // 2 minutes full but plugged in while the transaction runs, then it draws again.
      await status('Charging', 0);
      await status('SuspendedEV', 1);
      await status('Charging', 3);
      expect((await client.control(driver, booking.id, 'stop')).statusCode).toBe(200);
      await eventually(async () =>
        expect((await client.readStatus(driver, booking.id)).status).toBe('completed'),
      );
      // The transaction ended; the cable stays in for 25 minutes.
      await status('Finishing', 5);
      await status('Available', 30);
      // A later transaction of someone else on that connector is not this session's idle time.
      await status('Finishing', 40);
      await status('Available', 41);
      // Every report is kept (in whatever order it arrived); the minutes come from them sorted by time.
      await eventually(async () => {
        const [kept] = await sql<{ n: string }>(
          'charging',
          `SELECT count(*) AS n FROM charging.connector_reports r
             JOIN charging.charging_sessions s ON s.id = r.session_id WHERE s.booking_id = $1`,
          [booking.id],
        );
        expect(Number(kept!.n)).toBe(7);
      });

      const token = await adminToken(platform());
      const res = await client.call('GET', '/api/charging/admin/sessions?limit=500', { token });
      const listed = (res.json() as AdminChargingSessionList).find((s) => s.bookingId === booking.id);
      expect(listed?.idleMinutes).toBe(27);
      // 27 idle minutes, the first 10 free, ₹2.50 a minute after them.
      expect(listed?.idleFee).toBe('42.50');

      // The rule as drivers read it before paying.
      const policy = await client.call('GET', '/api/charging/idle-fee', { token: driver.token });
      expect(policy.statusCode).toBe(200);
      expect(policy.json()).toEqual({ enabled: true, perMinute: '2.50', graceMinutes: 10 });
      expect((await client.call('GET', '/api/charging/idle-fee')).statusCode).toBe(401);
    } finally {
      await charger.close({ force: true });
    }
  });
});

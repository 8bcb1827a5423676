import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { ocppService } from '@chargesetu/ocpp/service';
import { adminToken, chargerClient, registerChargePoint } from '@chargesetu/ocpp/service/testing';
import { paymentsService } from '@chargesetu/payments/service';
import { EVENTS, type Booking, type Station } from '@chargesetu/shared/contracts';
import { toMoneyString } from '@chargesetu/shared/domain';
import { createEvent } from '@chargesetu/shared/messaging';
import { eventually } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { chargingClient, type Driver } from '../../testing/charging-client';
import { chargingPlatforms, type ChargerChoice } from '../../testing/charging-platform';
import { chargingService } from '../charging.module';

jest.setTimeout(120_000);

// The idle fee billed (docs/product.md §4): a charger connected over OCPP ends its transaction, its connector
// stays Finishing (the cable in) and then reports Available (unplugged). With the fee on, charging publishes
// charging.idle-fee.charged once and payments takes it from the wallet; with the fee off (the default) nothing.

const {
  platform,
  chargers,
  use: withPlatform,
} = chargingPlatforms(
  [authService, stationsService, bookingsService, paymentsService, ocppService, chargingService],
  {
    CHARGING_EARLY_START_MINUTES: String(60 * 24 * 30),
    SIMULATED_CHARGERS: 'false',
    CHARGING_COMPLETION_INTERVAL_MS: '200',
    CHARGING_TIME_SCALE: '60',
  },
);
const client = chargingClient(platform);
const sql = <T = Record<string, unknown>>(
  service: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> => platform().contextOf(service).dataSource.query(text, params);

/** The charge point `id` serving every charger of the station, registered once per platform; its password. */
const passwords = new WeakMap<object, Map<string, Promise<string>>>();
function registered(id: string, station: Station): Promise<string> {
  const known = passwords.get(platform()) ?? new Map<string, Promise<string>>();
  passwords.set(platform(), known);
  let password = known.get(id);
  if (!password) {
    password = adminToken(platform())
      .then((token) =>
        registerChargePoint(platform(), token, {
          stationId: station.id,
          chargePointId: id,
          connectors: station.chargers.map((_, i) => ({ connectorId: i + 1, chargerIndex: i })),
        }),
      )
      .then((c) => c.authorizationKey);
    known.set(id, password);
  }
  return password;
}

/**
 * A paid booking charged on the charge point `id` (played here by a test client) and stopped: the session is
 * completed at minute 4 of the charger's clock. Answers the driver, the booking and how to send a
 * StatusNotification of its connector at a minute of that clock.
 */
async function completedSession(id: string) {
  const charger0: ChargerChoice = chargers().dc;
  const station = (
    await platform().app.inject({ method: 'GET', url: `/api/stations/${charger0.stationId}` })
  ).json() as Station;
  const password = await registered(id, station);
  const charger = chargerClient(platform(), { identity: id, password });
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
  await charger.call('BootNotification', { chargePointVendor: 'Idle', chargePointModel: 'I1' });
  const driver: Driver = await client.newDriver('30');
  const booking: Booking = await client.book(driver, charger0);
  await client.pay(driver, booking.id);
  await eventually(async () => expect((await client.booking(driver, booking.id)).status).toBe('confirmed'));
  expect((await client.control(driver, booking.id, 'start')).statusCode).toBe(200);
  await eventually(async () => expect((await client.readStatus(driver, booking.id)).status).toBe('active'));
  const [row] = await sql<{ connector_id: number; id: number }>(
    'charging',
    `SELECT id, connector_id FROM charging.charging_sessions WHERE booking_id = $1`,
    [booking.id],
  );
  const status = (s: string, minute: number) =>
    charger.call('StatusNotification', {
      connectorId: row!.connector_id,
      status: s,
      errorCode: 'NoError',
      timestamp: at(minute),
    });
  await status('Charging', 0);
  expect((await client.control(driver, booking.id, 'stop')).statusCode).toBe(200);
  await eventually(async () =>
    expect((await client.readStatus(driver, booking.id)).status).toBe('completed'),
  );
  // The settlement of the payment is done before the idle fee is looked at.
  await eventually(async () => {
    const [p] = await sql<{ settled_at: Date | null }>(
      'payments',
      `SELECT settled_at FROM payments.payments WHERE booking_id = $1`,
      [booking.id],
    );
    expect(p?.settled_at).toBeInstanceOf(Date);
  });
  return { driver, booking, sessionId: row!.id, connectorId: row!.connector_id, status, at, charger };
}

const idleFeeEvents = (bookingId: number) =>
  sql<{ envelope: { data: unknown } }>(
    'charging',
    `SELECT envelope FROM charging.outbox WHERE event_type = $1 AND envelope->'data'->>'bookingId' = $2`,
    [EVENTS.chargingIdleFeeCharged, String(bookingId)],
  );

const idleFeeLines = (bookingId: number) =>
  sql<{ amount: string; balance_after: string }>(
    'payments',
    `SELECT w.amount, w.balance_after FROM payments.wallet_transactions w
       JOIN payments.payments p ON p.id = w.payment_id WHERE p.booking_id = $1 AND w.reason = 'idle_fee'`,
    [bookingId],
  );

describe('the idle fee on: ₹2.50 a minute after 10 minutes', () => {
  withPlatform({ IDLE_FEE_PER_MINUTE: '2.5', IDLE_FEE_GRACE_MINUTES: '10' });

  it('is charged once when the car is unplugged, and taken from the wallet', async () => {
    const s = await completedSession('CS-IDLE-FEE-ON');
    try {
      const before = (await client.call('GET', '/api/user/stats', { token: s.driver.token })).json()
        .walletBalance as string;
      // The cable stays in for 25 minutes after the transaction ended: nothing is billed while it is in.
      await s.status('Finishing', 5);
      await new Promise((r) => setTimeout(r, 500));
      expect(await idleFeeEvents(s.booking.id)).toEqual([]);
      await s.status('Available', 30);
      // 25 idle minutes, the first 10 free: 15 × ₹2.50.
      await eventually(async () =>
        expect((await idleFeeEvents(s.booking.id)).map((r) => r.envelope.data)).toEqual([
          {
            bookingId: s.booking.id,
            userId: s.driver.userId,
            sessionId: s.sessionId,
            idleMinutes: 25,
            fee: '37.50',
          },
        ]),
      );
      const after = toMoneyString(Number(before) - 37.5);
      await eventually(async () =>
        expect(await idleFeeLines(s.booking.id)).toEqual([{ amount: '-37.50', balance_after: after }]),
      );
      const [session] = await sql<{ idle_fee: string; idle_fee_minutes: number; idle_fee_charged_at: Date }>(
        'charging',
        `SELECT idle_fee, idle_fee_minutes, idle_fee_charged_at FROM charging.charging_sessions WHERE id = $1`,
        [s.sessionId],
      );
      expect(session).toEqual({
        idle_fee: '37.50',
        idle_fee_minutes: 25,
        idle_fee_charged_at: expect.any(Date),
      });

      // Later reports (someone else's Finishing and unplugging, another Available delivered straight to the
      // consumer) charge nothing more.
      await s.status('Finishing', 40);
      await s.status('Available', 45);
      await platform().deliver(
        'charging',
        'count-idle-time',
        createEvent(EVENTS.chargerConnectorStatusChanged, {
          chargePointId: 'CS-IDLE-FEE-ON',
          stationId: s.booking.stationId,
          connectorId: s.connectorId,
          chargerIndex: s.connectorId - 1,
          status: 'Available',
          errorCode: 'NoError',
          at: s.at(50),
        }),
      );
      await eventually(async () => {
        const [kept] = await sql<{ n: string }>(
          'charging',
          `SELECT count(*) AS n FROM charging.connector_reports WHERE session_id = $1`,
          [s.sessionId],
        );
        expect(Number(kept!.n)).toBe(6);
      });
      await new Promise((r) => setTimeout(r, 500));
      expect(await idleFeeEvents(s.booking.id)).toHaveLength(1);
      expect(await idleFeeLines(s.booking.id)).toHaveLength(1);
      const history = await client.call('GET', '/api/payments/wallet/history', { token: s.driver.token });
      expect(history.json().entries[0]).toMatchObject({
        kind: 'idle_fee',
        amount: '-37.50',
        bookingId: s.booking.id,
      });
    } finally {
      await s.charger.close({ force: true });
    }
  });
  it('counts an idle report delivered after the unplugging, and bills nothing within the grace', async () => {
    const s = await completedSession('CS-IDLE-FEE-ON');
    const report = (status: 'Available' | 'Finishing', minute: number) =>
      createEvent(EVENTS.chargerConnectorStatusChanged, {
        chargePointId: 'CS-IDLE-FEE-ON',
        stationId: s.booking.stationId,
        connectorId: s.connectorId,
        chargerIndex: s.connectorId - 1,
        status,
        errorCode: 'NoError',
        at: s.at(minute),
      });
    try {
      // Unplugged at minute 20, and only then the Finishing of minute 6 arrives: 14 idle minutes, 4 billed.
      await platform().deliver('charging', 'count-idle-time', report('Available', 20));
      expect(await idleFeeEvents(s.booking.id)).toEqual([]);
      await platform().deliver('charging', 'count-idle-time', report('Finishing', 6));
      expect((await idleFeeEvents(s.booking.id)).map((r) => r.envelope.data)).toEqual([
        expect.objectContaining({ sessionId: s.sessionId, idleMinutes: 14, fee: '10.00' }),
      ]);
      await eventually(async () =>
        expect((await idleFeeLines(s.booking.id)).map((l) => l.amount)).toEqual(['-10.00']),
      );

      // Another session plugged in for 8 minutes only: within the grace, nothing is billed.
      await s.charger.close({ force: true });
      const short = await completedSession('CS-IDLE-FEE-ON');
      try {
        await short.status('Finishing', 5);
        await short.status('Available', 13);
        await eventually(async () => {
          const [kept] = await sql<{ n: string }>(
            'charging',
            `SELECT count(*) AS n FROM charging.connector_reports WHERE session_id = $1`,
            [short.sessionId],
          );
          expect(Number(kept!.n)).toBe(3);
        });
        expect(await idleFeeEvents(short.booking.id)).toEqual([]);
        expect(await idleFeeLines(short.booking.id)).toEqual([]);
      } finally {
        await short.charger.close({ force: true });
      }
    } finally {
      await s.charger.close({ force: true });
    }
  });
});

describe('the idle fee off (the default)', () => {
  withPlatform();

  it('publishes nothing and takes nothing, however long the car stayed plugged in', async () => {
    const s = await completedSession('CS-IDLE-FEE-OFF');
    try {
      await s.status('Finishing', 5);
      await s.status('Available', 90);
      await eventually(async () => {
        const [kept] = await sql<{ n: string }>(
          'charging',
          `SELECT count(*) AS n FROM charging.connector_reports WHERE session_id = $1`,
          [s.sessionId],
        );
        expect(Number(kept!.n)).toBe(3);
      });
      await new Promise((r) => setTimeout(r, 500));
      expect(await idleFeeEvents(s.booking.id)).toEqual([]);
      expect(await idleFeeLines(s.booking.id)).toEqual([]);
      const [session] = await sql<{ idle_fee_charged_at: Date | null }>(
        'charging',
        `SELECT idle_fee_charged_at FROM charging.charging_sessions WHERE id = $1`,
        [s.sessionId],
      );
      expect(session?.idle_fee_charged_at).toBeNull();
    } finally {
      await s.charger.close({ force: true });
    }
  });
});

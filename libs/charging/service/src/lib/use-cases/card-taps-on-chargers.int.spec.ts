import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import type { ChargerSimulation } from '@chargesetu/ocpp/simulator';
import { ocppService } from '@chargesetu/ocpp/service';
import { connectStationChargePoint } from '@chargesetu/ocpp/service/testing';
import { paymentsService } from '@chargesetu/payments/service';
import type { Booking, Station, WalletHistory } from '@chargesetu/shared/contracts';
import { priceBreakdown, toMoneyString } from '@chargesetu/shared/domain';
import { eventually } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { chargingClient, type Driver } from '../../testing/charging-client';
import { chargingPlatforms } from '../../testing/charging-platform';
import { chargingService } from '../charging.module';

jest.setTimeout(120_000);

// RFID cards (docs/product.md §4): a driver's registered card tapped at a charger connected over OCPP. The
// real auth, bookings, payments, ocpp and charging services, a simulated charge point on a real WebSocket that
// starts a transaction locally for the card (as a tap does), and the real broker.

const CHARGE_POINT = 'CS-CARD-TAPS';
const MIN_BALANCE = 200;
const {
  platform,
  chargers,
  use: withPlatform,
} = chargingPlatforms(
  [authService, stationsService, bookingsService, paymentsService, ocppService, chargingService],
  {
    SIMULATED_CHARGERS: 'false',
    OCPP_METER_EVENT_MIN_INTERVAL_S: '0',
    CHARGING_COMPLETION_INTERVAL_MS: '200',
    CHARGING_TIME_SCALE: '60',
    CARD_MIN_WALLET_BALANCE: String(MIN_BALANCE),
    CHARGING_EARLY_START_MINUTES: String(60 * 24 * 30), // test bookings are days ahead
  },
);
const client = chargingClient(platform);

const sql = <T = Record<string, unknown>>(service: string, text: string, params: unknown[] = []) =>
  platform().contextOf(service).dataSource.query(text, params) as Promise<T[]>;

let serial = 0;
/** A card number of this run. */
const cardNumber = () => `0A${Date.now().toString(16).toUpperCase()}${serial++}`.slice(0, 20);

describe('an RFID card tapped at a charger connected over OCPP', () => {
  withPlatform();
  let sim: ChargerSimulation;
  let station: Station;
  let connectorId: number;

  const registerCard = async (driver: Driver): Promise<string> => {
    const idTag = cardNumber();
    const res = await client.call('POST', '/api/rfid-cards', {
      token: driver.token,
      payload: { idTag, label: 'Key fob' },
    });
    expect(res.statusCode).toBe(201);
    return idTag;
  };
  const bookingsOf = async (driver: Driver): Promise<Booking[]> =>
    (await client.call('GET', '/api/bookings', { token: driver.token })).json();
  const walletOf = async (driver: Driver) => Number((await client.stats(driver)).walletBalance);
  const tap = (idTag: string) => {
    const started = sim.chargePoint(CHARGE_POINT)!.startTransaction(idTag, connectorId);
    expect(started).toBe(connectorId);
  };
  const transactionOf = async (idTag: string) =>
    (
      await sql<{ transaction_id: string; stop_reason: string | null; ended_at: Date | null }>(
        'ocpp',
        `SELECT transaction_id, stop_reason, ended_at FROM ocpp.transactions
         WHERE charge_point_id = $1 AND upper(id_tag) = $2 ORDER BY transaction_id DESC LIMIT 1`,
        [CHARGE_POINT, idTag],
      )
    )[0];
  const sessionOf = async (bookingId: number) =>
    (
      await sql<{
        status: string;
        id_tag: string;
        transaction_id: string | null;
        stop_at_energy_wh: number | null;
      }>(
        'charging',
        `SELECT status, id_tag, transaction_id, stop_at_energy_wh FROM charging.charging_sessions WHERE booking_id = $1`,
        [bookingId],
      )
    )[0];
  /** Lets the charger's connector finish the tap's transaction and be free for the next test. */
  const stopAndWaitFree = async (idTag: string) => {
    sim.chargePoint(CHARGE_POINT)!.stopTransaction(connectorId);
    await eventually(async () => expect((await transactionOf(idTag))?.ended_at ?? null).not.toBeNull());
  };

  beforeAll(async () => {
    const dc = chargers().dc;
    ({ station, sim } = await connectStationChargePoint(platform(), {
      stationId: dc.stationId,
      chargePointId: CHARGE_POINT,
    }));
    connectorId = station.chargers.findIndex((c) => c.type === dc.chargerType && c.power === dc.power) + 1;
  });
  afterAll(() => sim.close());

  it('without a booking, charges from the wallet: a walk-up paid from it starts on the tap, and what the meter did not use goes back', async () => {
    const driver = await client.newDriver('60');
    const idTag = await registerCard(driver);
    const before = await walletOf(driver);
    expect(before).toBeGreaterThanOrEqual(MIN_BALANCE);

    tap(idTag);
    const walkUp = await eventually(async () => {
      const [b] = await bookingsOf(driver);
      expect(b).toMatchObject({ kind: 'walk_up', status: 'active', stationId: station.id });
      return b;
    });
    expect(walkUp).toMatchObject({ chargerType: chargers().dc.chargerType, power: chargers().dc.power });
    const session = await eventually(async () => {
      const s = await sessionOf(walkUp.id);
      expect(s).toMatchObject({ status: 'active', id_tag: idTag });
      return s;
    });
    expect(session.transaction_id).toBe(String((await transactionOf(idTag)).transaction_id));
    expect(session.stop_at_energy_wh).toBeGreaterThan(0);
    // Paid from the wallet: the walk-up's total with the fee and GST, never more than the wallet held.
    const total = priceBreakdown(walkUp.estimatedCost).total;
    expect(total).toBeLessThanOrEqual(before);
    expect(await walletOf(driver)).toBeCloseTo(before - total, 2);
    const { entries } = (
      await client.call('GET', '/api/payments/wallet/history', { token: driver.token })
    ).json() as WalletHistory;
    expect(entries[0]).toMatchObject({
      bookingId: walkUp.id,
      paymentMethod: 'wallet',
      amount: toMoneyString(-total),
    });

    // The driver unplugs early: the meter decides, the unused part of the prepayment goes back to the wallet.
    await new Promise((r) => setTimeout(r, 1500));
    await stopAndWaitFree(idTag);
    const completed = await eventually(async () => {
      const b = await client.booking(driver, walkUp.id);
      expect(b.status).toBe('completed');
      return b;
    });
    const settled = await eventually(async () => {
      const after = await walletOf(driver);
      expect(after).toBeGreaterThan(before - total);
      return after;
    });
    expect(settled).toBeLessThanOrEqual(before);
    expect(completed.id).toBe(walkUp.id);
  });

  it('below the wallet minimum, the tap is refused: the charger is told so and stops, nothing is booked or paid', async () => {
    const driver = await client.newDriver('60');
    const idTag = await registerCard(driver);
    await walletOf(driver); // the wallet row exists from the first read
    await sql('payments', `UPDATE payments.user_stats SET wallet_balance = $2 WHERE user_id = $1`, [
      driver.userId,
      MIN_BALANCE - 1,
    ]);
    expect(await walletOf(driver)).toBe(MIN_BALANCE - 1);

    tap(idTag);
    const tx = await eventually(async () => {
      const t = await transactionOf(idTag);
      expect(t?.ended_at ?? null).not.toBeNull();
      return t;
    });
    expect(tx.stop_reason).toBe('DeAuthorized');
    expect(await bookingsOf(driver)).toEqual([]);
    expect(await walletOf(driver)).toBe(MIN_BALANCE - 1);
  });

  it('with the driver’s booking on this charger, starts that booking: no walk-up, nothing taken from the wallet', async () => {
    const driver = await client.newDriver('60');
    const idTag = await registerCard(driver);
    const booking = await client.confirmedBooking(driver, chargers().dc);
    const before = await walletOf(driver);

    tap(idTag);
    await eventually(async () =>
      expect(await sessionOf(booking.id)).toMatchObject({ status: 'active', id_tag: idTag }),
    );
    expect((await client.booking(driver, booking.id)).status).toBe('active');
    expect((await bookingsOf(driver)).map((b) => b.id)).toEqual([booking.id]);
    expect(await walletOf(driver)).toBe(before);
    await stopAndWaitFree(idTag);
  });

  it('a card that is no driver’s is refused and starts nothing', async () => {
    const idTag = cardNumber();
    tap(idTag);
    const tx = await eventually(async () => {
      const t = await transactionOf(idTag);
      expect(t?.ended_at ?? null).not.toBeNull();
      return t;
    });
    expect(tx.stop_reason).toBe('DeAuthorized');
    const [{ n }] = await sql<{ n: number }>(
      'charging',
      `SELECT count(*)::int AS n FROM charging.charging_sessions WHERE upper(id_tag) = $1`,
      [idTag],
    );
    expect(n).toBe(0);
  });
});

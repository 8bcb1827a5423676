import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import type { ChargerSimulation } from '@chargesetu/ocpp/simulator';
import { ocppService } from '@chargesetu/ocpp/service';
import { connectStationChargePoint } from '@chargesetu/ocpp/service/testing';
import { paymentsService } from '@chargesetu/payments/service';
import type { Booking, ChargingStatus, Station } from '@chargesetu/shared/contracts';
import { eventually } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { chargingClient } from '../../testing/charging-client';
import { chargingPlatforms } from '../../testing/charging-platform';
import { chargingService } from '../charging.module';
import { buildChargingDeps } from '../deps';
import { paidEnergyWh } from '../rules/paid-energy';
import { stopAtPaidEnergy } from './follow-charger';

jest.setTimeout(120_000);

// A walk-up ("Charge now", docs/product.md §4) on a charger connected over OCPP: the real bookings, payments,
// ocpp and charging services, a simulated charge point on a real WebSocket and the real broker. The driver
// buys a fixed amount; the platform stops the charger when that energy has been delivered.

const CHARGE_POINT = 'CS-WALK-UP-DC';
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
  },
);
const client = chargingClient(platform);

const sql = <T = Record<string, unknown>>(service: string, text: string, params: unknown[] = []) =>
  platform().contextOf(service).dataSource.query(text, params) as Promise<T[]>;

interface SessionRow {
  status: string;
  transaction_id: string | null;
  stop_at_energy_wh: number | null;
  stop_reason: string | null;
  stop_sent_at: Date | null;
  end_reason: string | null;
  energy_wh: number | null;
  actual_cost: string | null;
}
const sessionOf = async (bookingId: number) =>
  (
    await sql<SessionRow>(
      'charging',
      `SELECT status, transaction_id, stop_at_energy_wh, stop_reason, stop_sent_at, end_reason, energy_wh,
         actual_cost
       FROM charging.charging_sessions WHERE booking_id = $1`,
      [bookingId],
    )
  )[0];

describe('a walk-up on a charger connected over OCPP', () => {
  withPlatform();
  let sim: ChargerSimulation;
  let station: Station;
  let code: string;

  beforeAll(async () => {
    const dc = chargers().dc;
    ({ station, sim } = await connectStationChargePoint(platform(), {
      stationId: dc.stationId,
      chargePointId: CHARGE_POINT,
    }));
    code = `${station.id}-${station.chargers.findIndex((c) => c.type === dc.chargerType && c.power === dc.power) + 1}`;
  });
  afterAll(() => sim.close());

  it('starts when paid, is stopped by the platform once the energy paid for is delivered (once), and settles at the estimate', async () => {
    const driver = await client.newDriver('60');
    const made = await client.call('POST', '/api/charge-now', {
      token: driver.token,
      payload: { code, vehicleId: driver.vehicleId, amount: 50 },
    });
    expect(made.statusCode).toBe(201);
    const walkUp = made.json() as Booking;
    expect(walkUp.kind).toBe('walk_up');
    await client.pay(driver, walkUp.id);
    await eventually(async () => expect((await client.booking(driver, walkUp.id)).status).toBe('confirmed'));

    // The keep-reservations job never reserves a walk-up: bookings leaves it out of the bookings about to start.
    const deps = buildChargingDeps(platform().contextOf('charging'));
    const starting = await deps.bookings.startingBetween(
      new Date(Date.now() - 60 * 60_000),
      new Date(Date.now() + 60 * 60_000),
    );
    expect(starting.find((b) => b.id === walkUp.id)).toBeUndefined();

    const start = await client.control(driver, walkUp.id, 'start');
    expect(start.statusCode).toBe(200);
    expect((start.json() as ChargingStatus).source).toBe('meter');

    // The session knows where to stop: the prepaid estimate at the price, in Wh.
    const paidWh = paidEnergyWh('walk_up', walkUp.estimatedCost, walkUp.pricePerKwh)!;
    expect(paidWh).toBeGreaterThan(0);
    expect((await sessionOf(walkUp.id))?.stop_at_energy_wh).toBe(paidWh);

    // The platform asks the charger to stop once the meter reaches it; watch the request and what follows.
    const requested = await eventually(async () => {
      const s = await sessionOf(walkUp.id);
      expect(s?.stop_sent_at).not.toBeNull();
      return s!;
    });
    expect(requested.stop_reason).toBe('paid_energy');
    expect(requested.energy_wh).toBeGreaterThanOrEqual(paidWh);

    // Asked again (another instance, a repeated or later meter sample): no second stop is sent.
    expect(await stopAtPaidEnergy(deps, CHARGE_POINT, requested.transaction_id!)).toBe(false);

    const done = await eventually(async () => {
      const s = await client.readStatus(driver, walkUp.id);
      expect(s.status).toBe('completed');
      return s;
    }, 30_000);
    const ended = (await sessionOf(walkUp.id))!;
    expect(ended.end_reason).toBe('paid_energy');
    // The stop was sent once: later samples and the job never took it again.
    expect(new Date(ended.stop_sent_at!).getTime()).toBe(new Date(requested.stop_sent_at!).getTime());

    // The charger's StopTransaction settles it: what the meter says at the price, never above the estimate,
    // and at least the energy paid for (the charger stops a moment after the request).
    const [tx] = await sql<{ energy_wh: string }>(
      'ocpp',
      `SELECT energy_wh FROM ocpp.transactions WHERE charge_point_id = $1 AND transaction_id = $2`,
      [CHARGE_POINT, ended.transaction_id],
    );
    expect(Number(tx?.energy_wh)).toBeGreaterThanOrEqual(paidWh);
    const estimate = Number(walkUp.estimatedCost);
    expect(Number(done.costSoFar)).toBeLessThanOrEqual(estimate);
    expect(Number(done.costSoFar)).toBeGreaterThanOrEqual(estimate - Number(walkUp.pricePerKwh) / 100);
    const completed = await eventually(async () => {
      const b = await client.booking(driver, walkUp.id);
      expect(b.status).toBe('completed');
      return b;
    });
    expect(completed.actualCost).toBe(done.costSoFar);
  });
});

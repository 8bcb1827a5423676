import { authService } from '@chargesetu/auth/service';
import type {
  CardWalkUpBody,
  CardWalkUpResult,
  ChargeNowConnector,
  InternalBooking,
  Station,
} from '@chargesetu/shared/contracts';
import { estimateCharge, priceBreakdown, toMoneyString } from '@chargesetu/shared/domain';
import { useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import {
  bookingsClient,
  holdChargerNow,
  INTERNAL_HEADERS,
  startBookingsPlatform,
  type Driver,
} from '../../testing';
import { bookingsService } from '../bookings.module';

jest.setTimeout(120_000);

const platformOf = useTestPlatform((backends) =>
  startBookingsPlatform([authService, stationsService, bookingsService], backends),
);
const client = bookingsClient(platformOf);
let stations: Station[] = [];
const used = new Set<string>();
const MINUTE = 60_000;
/** The battery of the vehicles that fit: 30 kWh, so "until full" is 24 kWh (20% to full) on a DC charger. */
const BATTERY = '30';

/** A CCS2 charger (DC, at least 15 kW) of a 24/7 station that no other test of this file uses. */
function freeCcs2Charger(): { station: Station; index: number; code: string } {
  for (const station of stations) {
    if (station.operatingHours !== '24/7') continue;
    for (let index = 0; index < station.chargers.length; index++) {
      const code = `${station.id}-${index + 1}`;
      const charger = station.chargers[index];
      if (used.has(code) || charger.type !== 'CCS2' || Number(charger.power) < 15) continue;
      used.add(code);
      return { station, index, code };
    }
  }
  throw new Error('no unused CCS2 charger of a 24/7 station');
}

/** Adds a vehicle to the driver's (after those they have), through auth's own route; its id. */
async function addVehicle(driver: Driver, connectorTypes: string[]): Promise<number> {
  const res = await client.call('POST', '/api/vehicles', {
    token: driver.token,
    payload: {
      make: 'Tata',
      model: 'Nexon EV',
      registrationNumber: `KA 02 ${driver.userId}-${connectorTypes.join('')}-${Math.random().toString(36).slice(2, 6)}`,
      connectorTypes,
      batteryCapacity: BATTERY,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

/** A driver whose first vehicle is a Type 2 car (it fits no CCS2 charger), then a CCS2 car; its id. */
async function driverWithCcs2Car(): Promise<{ driver: Driver; fitting: number }> {
  const driver = await client.newDriver(['Type 2']);
  return { driver, fitting: await addVehicle(driver, ['CCS2']) };
}

const walkUp = (body: object, headers: Record<string, string> = INTERNAL_HEADERS) =>
  platformOf().app.inject({ method: 'POST', url: '/internal/walk-ups', payload: body, headers });

async function cardWalkUp(body: CardWalkUpBody): Promise<CardWalkUpResult> {
  const res = await walkUp(body);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const created = (result: CardWalkUpResult): InternalBooking => {
  if (!result.created) throw new Error(`no walk-up: ${result.reason}`);
  return result.booking;
};

const connector = async (code: string): Promise<ChargeNowConnector> => {
  const res = await client.call('GET', `/api/charge-now/${code}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

beforeAll(async () => {
  stations = await client.stations();
});

describe('POST /internal/walk-ups', () => {
  it('When the wallet holds more than "until full" costs, then a pending walk-up until full starts for the first vehicle that fits', async () => {
    const { station, index, code } = freeCcs2Charger();
    const charger = station.chargers[index];
    const { driver, fitting } = await driverWithCcs2Car();
    await addVehicle(driver, ['CCS2']); // fits too, but was added later
    const full = estimateCharge({
      pricePerKwh: charger.pricePerKwh,
      chargerKw: Number(charger.power),
      chargerType: charger.type,
      vehicle: { make: 'Tata', model: 'Nexon EV', batteryCapacity: BATTERY },
      durationMinutes: 120,
    });
    expect(full.batteryCapped).toBe(true); // so the window's exact minutes do not change the estimate
    const before = Date.now();

    const b = created(
      await cardWalkUp({
        userId: driver.userId,
        stationId: station.id,
        chargerIndex: index,
        maxTotal: '10000.00',
      }),
    );

    expect(b).toMatchObject({
      kind: 'walk_up',
      status: 'pending',
      userId: driver.userId,
      vehicleId: fitting,
      stationId: station.id,
      chargerIndex: index,
      chargerType: 'CCS2',
      pricePerKwh: charger.pricePerKwh,
      estimatedCost: toMoneyString(full.cost),
    });
    expect(Date.parse(b.startTime)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(b.endTime)).toBeLessThanOrEqual(Date.now() + 120 * MINUTE);
    expect((await client.booking(driver, b.id)).kind).toBe('walk_up');
    expect((await connector(code)).reason).toMatch(/ is booked right now\. Try another connector\.$/);
  });

  it('When "until full" costs more than maxTotal, then the walk-up buys the most energy whose total fits it', async () => {
    const { station, index } = freeCcs2Charger();
    const { driver, fitting } = await driverWithCcs2Car();

    const b = created(
      await cardWalkUp({
        userId: driver.userId,
        stationId: station.id,
        chargerIndex: index,
        maxTotal: '100.00',
      }),
    );

    // (74.74 + 10) x 1.18 = 99.99; a paisa more of energy would total 100.01.
    expect(b.vehicleId).toBe(fitting);
    expect(b.estimatedCost).toBe('74.74');
    expect(priceBreakdown(b.estimatedCost).total).toBeLessThanOrEqual(100);
    expect(Date.parse(b.endTime)).toBeLessThan(Date.now() + 120 * MINUTE);
  });

  it("When none of the driver's vehicles fits the charger, then no walk-up is made and the reason says so", async () => {
    const { station, index, code } = freeCcs2Charger();
    const driver = await client.newDriver(['Type 2']);
    await addVehicle(driver, ['CHAdeMO']);

    const result = await cardWalkUp({
      userId: driver.userId,
      stationId: station.id,
      chargerIndex: index,
      maxTotal: '1000.00',
    });

    const { label, canCharge } = await connector(code);
    expect(result).toEqual({
      created: false,
      reason: `None of your vehicles can charge at ${label}. Add one in My Vehicles.`,
    });
    expect(canCharge).toBe(true);
  });

  it('When maxTotal pays for less than ₹50 of energy, then the wallet balance is too low; ₹70.80 pays for ₹50', async () => {
    const { station, index, code } = freeCcs2Charger();
    const { driver } = await driverWithCcs2Car();
    const body = { userId: driver.userId, stationId: station.id, chargerIndex: index };

    const low = await cardWalkUp({ ...body, maxTotal: '70.79' });

    const { label } = await connector(code);
    expect(low).toEqual({
      created: false,
      reason: `Your wallet balance is too low for a walk-up here: charging at ${label} takes at least ₹70.80 with the platform fee and GST. Top up your wallet and tap again.`,
    });
    expect((await connector(code)).canCharge).toBe(true);
    expect(created(await cardWalkUp({ ...body, maxTotal: '70.80' })).estimatedCost).toBe('50.00');
  });

  it('When a booking of the charger starts within the lead time, or the charger does not exist, then the refusal is the reason', async () => {
    const { station, index, code } = freeCcs2Charger();
    await holdChargerNow(platformOf().bookings, station.id, index, {
      startsInMs: 8 * MINUTE,
      status: 'confirmed',
    });
    const { driver } = await driverWithCcs2Car();
    const offered = await connector(code);
    expect(offered.reason).toMatch(
      / is reserved for a booking at .+ IST and must be free 10 minutes before it\./,
    );

    const reserved = await cardWalkUp({
      userId: driver.userId,
      stationId: station.id,
      chargerIndex: index,
      maxTotal: '1000.00',
    });
    const missing = await cardWalkUp({
      userId: driver.userId,
      stationId: station.id,
      chargerIndex: station.chargers.length,
      maxTotal: '1000.00',
    });

    expect(reserved).toEqual({ created: false, reason: offered.reason });
    expect(missing).toEqual({
      created: false,
      reason: `Station ${station.id} has no connector ${station.chargers.length + 1}.`,
    });
  });

  it('When the call lacks the internal token, then 404; a malformed body is a 400', async () => {
    const { station, index } = freeCcs2Charger();
    const { driver } = await driverWithCcs2Car();
    const body = { userId: driver.userId, stationId: station.id, chargerIndex: index, maxTotal: '500.00' };

    expect((await walkUp(body, {})).statusCode).toBe(404);
    expect((await walkUp(body, { authorization: `Bearer ${driver.token}` })).statusCode).toBe(404);
    for (const bad of [
      { ...body, maxTotal: '500' },
      { ...body, chargerIndex: -1 },
      { userId: driver.userId, stationId: station.id, maxTotal: '500.00' },
    ]) {
      const res = await walkUp(bad);
      expect(res.statusCode).toBe(400);
    }
    expect((await connector(`${station.id}-${index + 1}`)).canCharge).toBe(true);
  });
});

import { authService } from '@chargesetu/auth/service';
import type { Booking, Station } from '@chargesetu/shared/contracts';
import { toMoneyString } from '@chargesetu/shared/domain';
import { registerDriver, useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import { bookingsClient, slotAt, startBookingsPlatform } from '../../testing';
import { bookingsService } from '../bookings.module';

jest.setTimeout(120_000);

// docs/product.md §9: the estimate fits the booked car when its model is known.
const platformOf = useTestPlatform((backends) =>
  startBookingsPlatform([authService, stationsService, bookingsService], backends),
);
const client = bookingsClient(platformOf);
let stations: Station[];

beforeAll(async () => {
  stations = await client.stations();
});

const driverWith = (make: string, model: string) =>
  registerDriver((r) => platformOf().app.inject(r), {
    name: 'Meera Iyer',
    connectorTypes: ['CCS Combo', 'Type 2 (Mennekes)'],
    make,
    model,
    platePrefix: 'TN 09',
  });

/** A 24/7 station's charger of this type above `minKw`, so a car limit below it shows. */
function chargerAbove(type: string, minKw: number): { station: Station; power: number; price: string } {
  for (const station of stations) {
    if (station.operatingHours !== '24/7') continue;
    const c = station.chargers.find((x) => x.type === type && x.power > minKw);
    if (c) return { station, power: c.power, price: String(c.pricePerKwh) };
  }
  throw new Error(`no 24/7 station with a ${type} charger above ${minKw} kW`);
}

async function book(
  driver: { token: string; vehicleId: number; userId: number },
  type: string,
  minKw: number,
  day: number,
) {
  const { station, power, price } = chargerAbove(type, minKw);
  const res = await client.book(driver, {
    stationId: station.id,
    chargerType: type,
    power,
    startTime: slotAt(day, '11:00').toISOString(),
    estimatedCost: 1, // ignored: the server computes it
  });
  expect(res.statusCode).toBe(201);
  return { booking: res.json() as Booking, power, price: Number(price) };
}

describe('POST /api/bookings estimate for the booked car', () => {
  it('charges a known model at its AC limit (Tata Nexon EV 45: 7.2 kW) on a faster AC charger', async () => {
    const driver = await driverWith('Tata', 'Nexon EV 45');
    const { booking, price } = await book(driver, 'Type 2', 7.2, 3);
    expect(booking.estimatedCost).toBe(toMoneyString(Math.round(price * 3.6 * 100) / 100));
  });

  it('charges a known model at its DC limit (MG ZS EV: 50 kW) on a faster DC charger', async () => {
    const driver = await driverWith('MG', 'ZS EV');
    const { booking, price } = await book(driver, 'CCS2', 50, 4);
    expect(booking.estimatedCost).toBe(toMoneyString(Math.round(price * 25 * 100) / 100));
  });

  it('keeps price x charger kW x 0.5 h for a model the catalogue does not know', async () => {
    const driver = await driverWith('Acme', 'Volt');
    const { booking, power, price } = await book(driver, 'Type 2', 7.2, 5);
    expect(booking.estimatedCost).toBe(toMoneyString(Math.round(price * power * 0.5 * 100) / 100));
  });
});

import type { Station, Vehicle } from '@chargesetu/shared/contracts';
import {
  BOOKING_MESSAGES,
  bookingSchema,
  canSubmitBooking,
  initialBookingValues,
  toCreateBookingBody,
  vehicleForConnector,
  type BookingFormValues,
} from './booking-form';

const station: Pick<Station, 'id' | 'chargers'> = {
  id: 12,
  chargers: [
    { type: 'CCS2', power: 60, pricePerKwh: '21.00' },
    { type: 'CCS2', power: 120, pricePerKwh: '24.50' },
    { type: 'Type 2', power: 22, pricePerKwh: '16.75' },
  ],
};

const vehicle = (id: number, connectorTypes: string[]): Vehicle => ({
  id,
  userId: 3,
  make: 'Tata',
  model: `Model ${id}`,
  year: null,
  registrationNumber: `MH 12 AB ${id}`,
  connectorTypes,
  color: null,
  batteryCapacity: null,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const filled: BookingFormValues = {
  date: '2026-11-23',
  timeSlot: '10:30',
  vehicleId: 7,
  chargerType: 'CCS2',
  power: 60,
  duration: 30,
};

async function errorsOf(values: Partial<Record<keyof BookingFormValues, unknown>>) {
  try {
    await bookingSchema.validate(values, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

describe('booking form validation (docs/product.md §5, messages verbatim)', () => {
  it('an empty form names every missing field', async () => {
    const errors = await errorsOf({ date: '', timeSlot: '', vehicleId: null, chargerType: '', power: 0 });
    expect(errors).toEqual([
      'Please select a date for your booking.',
      'Please select a time slot.',
      'Please select a vehicle for charging.',
      'Please select a charger type.',
      'Please select a power level.',
    ]);
  });

  it('duration defaults to 30 and, when blanked, is "Duration is required"', async () => {
    expect(bookingSchema.cast({ ...filled, duration: undefined }).duration).toBe(30);
    expect(await errorsOf({ ...filled, duration: '' })).toEqual([BOOKING_MESSAGES.duration]);
  });

  it('a complete form passes', async () => {
    expect(await errorsOf(filled)).toEqual([]);
  });
});

describe('initialBookingValues (docs/product.md §2.4 query parameters)', () => {
  it('preselects the connector and power of the link when the station has them', () => {
    expect(
      initialBookingValues(station as Station, { connector: 'CCS2', power: '120' }, '2026-11-23'),
    ).toEqual({
      date: '2026-11-23',
      timeSlot: '',
      vehicleId: null,
      chargerType: 'CCS2',
      power: 120,
      duration: 30,
    });
  });

  it('drops a power the connector does not offer, and a connector the station does not have', () => {
    expect(initialBookingValues(station as Station, { connector: 'Type 2', power: '60' }, 'd')).toMatchObject(
      {
        chargerType: 'Type 2',
        power: 0,
      },
    );
    expect(
      initialBookingValues(station as Station, { connector: 'CHAdeMO', power: '50' }, 'd'),
    ).toMatchObject({
      chargerType: '',
      power: 0,
    });
    expect(initialBookingValues(station as Station, {}, 'd')).toMatchObject({ chargerType: '', power: 0 });
  });
});

describe('vehicleForConnector (docs/product.md §2.4: the only compatible vehicle is preselected)', () => {
  const nexon = vehicle(7, ['CCS Combo']);
  const zs = vehicle(8, ['CCS2', 'Type 2 (Mennekes)']);
  const tiago = vehicle(9, ['Type 2']);

  it('chooses the one vehicle that fits the connector', () => {
    expect(vehicleForConnector([nexon, tiago], 'CCS2', null)).toBe(7);
    expect(vehicleForConnector([nexon, tiago], 'Type 2', null)).toBe(9);
  });

  it('chooses none when several fit, or none does, or no connector is chosen', () => {
    expect(vehicleForConnector([nexon, zs], 'CCS2', null)).toBeNull();
    expect(vehicleForConnector([nexon, tiago], 'CHAdeMO', null)).toBeNull();
    expect(vehicleForConnector([nexon], '', null)).toBeNull();
  });

  it('keeps the chosen vehicle while it fits, and replaces it when it no longer does', () => {
    expect(vehicleForConnector([nexon, zs], 'CCS2', 8)).toBe(8);
    expect(vehicleForConnector([zs, tiago], 'Type 2', 8)).toBe(8);
    expect(vehicleForConnector([nexon, zs, tiago], 'Type 2', 7)).toBeNull(); // two fit Type 2
    expect(vehicleForConnector([nexon, tiago], 'Type 2', 7)).toBe(9);
  });

  it('preselects it when the link chose the connector', () => {
    expect(
      initialBookingValues(station as Station, { connector: 'Type 2', power: '22' }, 'd', [nexon, tiago]),
    ).toMatchObject({ chargerType: 'Type 2', vehicleId: 9 });
    expect(initialBookingValues(station as Station, {}, 'd', [nexon])).toMatchObject({ vehicleId: null });
  });
});

describe('canSubmitBooking (docs/product.md §5)', () => {
  const vehicles = [vehicle(7, ['CCS Combo']), vehicle(8, ['Type 2 (Mennekes)'])];

  it('needs a compatible vehicle, a slot, a charger type and a power, and no submit in flight', () => {
    expect(canSubmitBooking(filled, vehicles, false)).toBe(true);
    expect(canSubmitBooking(filled, vehicles, true)).toBe(false);
    expect(canSubmitBooking({ ...filled, timeSlot: '' }, vehicles, false)).toBe(false);
    expect(canSubmitBooking({ ...filled, power: 0 }, vehicles, false)).toBe(false);
    expect(canSubmitBooking({ ...filled, chargerType: '' }, vehicles, false)).toBe(false);
    expect(canSubmitBooking({ ...filled, vehicleId: null }, vehicles, false)).toBe(false);
  });

  it('an incompatible vehicle does not count (a CCS Combo car cannot use Type 2)', () => {
    expect(canSubmitBooking({ ...filled, vehicleId: 8 }, vehicles, false)).toBe(false);
    expect(
      canSubmitBooking({ ...filled, chargerType: 'Type 2', power: 22, vehicleId: 8 }, vehicles, false),
    ).toBe(true);
  });
});

describe('toCreateBookingBody (docs/product.md §7)', () => {
  it('sends the slot as IST instants 30 minutes apart, the charger price and estimate, pending', () => {
    expect(toCreateBookingBody(station, filled)).toEqual({
      stationId: 12,
      vehicleId: 7,
      chargerType: 'CCS2',
      power: 60,
      startTime: '2026-11-23T05:00:00.000Z', // 10:30 IST
      endTime: '2026-11-23T05:30:00.000Z',
      pricePerKwh: '21.00',
      estimatedCost: '630.00',
      status: 'pending',
    });
  });

  it('is null when the connector and power name no charger of the station (Invalid selection)', () => {
    expect(toCreateBookingBody(station, { ...filled, power: 50 })).toBeNull();
  });
});

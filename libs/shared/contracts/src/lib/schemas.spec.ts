import { Value } from '@sinclair/typebox/value';
import { AvailabilityQuery, AvailabilityResponse, FreeNowQuery, FreeNowResponse } from './availability';
import { ChatBody } from './assistant';
import { Booking, CreateBookingBody, InternalBooking } from './bookings';
import { ChargingControlBody, ChargingStatus } from './charging';
import { IdParams } from './common';
import { registerFormats } from './formats';
import { CreatePaymentBody, CreatePaymentResponse, UserStats } from './payments';
import { Station } from './stations';
import { VehicleBody, VehicleUpdateBody } from './vehicles';

beforeAll(() => registerFormats());

const T = '2026-11-23T04:30:00.000Z';

describe('VehicleBody', () => {
  const vehicle = {
    make: 'Tata',
    model: 'Nexon EV',
    registrationNumber: 'MH12AB1234',
    connectorTypes: ['CCS2'],
  };

  it('needs make, model, registration number and one connector type', () => {
    expect(Value.Check(VehicleBody, vehicle)).toBe(true);
    expect(Value.Check(VehicleBody, { ...vehicle, connectorTypes: [] })).toBe(false);
    expect(Value.Check(VehicleBody, { ...vehicle, make: ' ' })).toBe(false);
    expect(Value.Check(VehicleBody, { ...vehicle, registrationNumber: undefined })).toBe(false);
  });

  it('takes optional year, color and battery capacity as text or number', () => {
    expect(Value.Check(VehicleBody, { ...vehicle, year: '2023', color: 'Blue', batteryCapacity: 40.5 })).toBe(
      true,
    );
    expect(Value.Check(VehicleBody, { ...vehicle, batteryCapacity: '30.2', year: 2022 })).toBe(true);
    expect(Value.Check(VehicleBody, { ...vehicle, color: { hex: '#00f' } })).toBe(false);
  });

  it('allows partial updates with the same rules', () => {
    expect(Value.Check(VehicleUpdateBody, { color: 'Red' })).toBe(true);
    expect(Value.Check(VehicleUpdateBody, { connectorTypes: [] })).toBe(false);
  });
});

describe('Station', () => {
  const station = {
    id: 1,
    name: 'Setu Hub',
    operator: 'ChargeSetu',
    latitude: 12.9716,
    longitude: 77.5946,
    address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
    chargers: [{ type: 'CCS2', power: 120, pricePerKwh: '22.00' }],
    amenities: ['Parking'],
    photos: [],
    ratings: 4.3,
    reviewCount: 12,
    hasLiveStatus: false,
    apiEndpoint: null,
    createdAt: T,
  };

  it('accepts every operating-hours shape', () => {
    expect(Value.Check(Station, { ...station, operatingHours: '24/7' })).toBe(true);
    expect(Value.Check(Station, { ...station, operatingHours: '{"monday":"24/7"}' })).toBe(true);
    expect(
      Value.Check(Station, {
        ...station,
        operatingHours: { monday: { open: '08:00', close: '24:00' }, sunday: '24/7' },
      }),
    ).toBe(true);
    expect(
      Value.Check(Station, { ...station, operatingHours: { monday: { open: '8am', close: '22:00' } } }),
    ).toBe(false);
  });

  it('carries prices as 2-decimal strings', () => {
    const bad = {
      ...station,
      operatingHours: '24/7',
      chargers: [{ type: 'CCS2', power: 120, pricePerKwh: 22 }],
    };
    expect(Value.Check(Station, bad)).toBe(false);
  });
});

describe('availability', () => {
  it('takes an IST date and answers HH:MM slots', () => {
    expect(Value.Check(AvailabilityQuery, { date: '2026-11-23' })).toBe(true);
    expect(Value.Check(AvailabilityQuery, { date: '23/11/2026' })).toBe(false);
    expect(Value.Check(AvailabilityResponse, { availableSlots: [{ time: '06:00', available: true }] })).toBe(
      true,
    );
    expect(Value.Check(AvailabilityResponse, { availableSlots: [{ time: '6:00', available: true }] })).toBe(
      false,
    );
  });

  it('takes a comma-separated list of station ids for the live figure and answers a level per station', () => {
    expect(Value.Check(FreeNowQuery, {})).toBe(true);
    expect(Value.Check(FreeNowQuery, { stationIds: '1,22,333' })).toBe(true);
    for (const bad of ['', '1,,2', '1,a', ' 1', '1,'])
      expect(Value.Check(FreeNowQuery, { stationIds: bad })).toBe(false);
    const figure = { stationId: 1, totalChargers: 4, freeNow: 2, level: 'Available', source: 'chargers' };
    expect(Value.Check(FreeNowResponse, [figure])).toBe(true);
    expect(Value.Check(FreeNowResponse, [{ ...figure, level: 'Free' }])).toBe(false);
    expect(Value.Check(FreeNowResponse, [{ ...figure, source: 'guess' }])).toBe(false);
    const { source: _source, ...withoutSource } = figure;
    expect(Value.Check(FreeNowResponse, [withoutSource])).toBe(false);
  });
});

describe('bookings', () => {
  const body = {
    stationId: 1,
    vehicleId: 2,
    chargerType: 'CCS2',
    power: 60,
    startTime: T,
    endTime: '2026-11-23T05:00:00.000Z',
  };

  it('accepts the client body, including the fields the server ignores', () => {
    expect(Value.Check(CreateBookingBody, body)).toBe(true);
    expect(
      Value.Check(CreateBookingBody, {
        ...body,
        pricePerKwh: '18.50',
        estimatedCost: 555,
        status: 'pending',
      }),
    ).toBe(true);
  });

  it('refuses missing or malformed fields', () => {
    expect(Value.Check(CreateBookingBody, { ...body, startTime: '2026-11-23 10:00' })).toBe(false);
    expect(Value.Check(CreateBookingBody, { ...body, power: 0 })).toBe(false);
    expect(Value.Check(CreateBookingBody, { ...body, vehicleId: undefined })).toBe(false);
    expect(Value.Check(CreateBookingBody, { ...body, status: 'x'.repeat(51) })).toBe(false);
    expect(Value.Check(CreateBookingBody, { ...body, estimatedCost: '9'.repeat(51) })).toBe(false);
  });

  it('describes a stored booking with money strings and nullable payment', () => {
    const booking = {
      ...body,
      id: 9,
      userId: 3,
      status: 'pending',
      pricePerKwh: '18.50',
      estimatedCost: '555.00',
      actualCost: null,
      paymentId: null,
      createdAt: T,
    };
    expect(Value.Check(Booking, booking)).toBe(true);
    expect(Value.Check(Booking, { ...booking, status: 'paid' })).toBe(false);
    expect(Value.Check(Booking, { ...booking, estimatedCost: '555' })).toBe(false);
  });

  it('carries the station snapshot and the hold deadline; the internal read requires both', () => {
    const booking = {
      ...body,
      id: 9,
      userId: 3,
      status: 'pending',
      pricePerKwh: '18.50',
      estimatedCost: '555.00',
      actualCost: null,
      paymentId: null,
      createdAt: T,
    };
    const station = {
      id: 1,
      name: 'Tata Power EZ Charge – RK Beach',
      address: { street: 'Beach Road', city: 'Visakhapatnam', state: 'Andhra Pradesh', pincode: '530002' },
    };
    const full = { ...booking, station, holdExpiresAt: T, chargerIndex: 0 };
    expect(Value.Check(Booking, full)).toBe(true);
    expect(Value.Check(InternalBooking, full)).toBe(true);
    expect(Value.Check(InternalBooking, { ...full, holdExpiresAt: null })).toBe(true);
    expect(Value.Check(InternalBooking, booking)).toBe(false);
    expect(Value.Check(InternalBooking, { ...full, chargerIndex: undefined })).toBe(false);
    expect(Value.Check(Booking, { ...full, station: { id: 1, name: 'x', city: 'y' } })).toBe(false);
  });
});

describe('payments', () => {
  it('takes a booking id and a method', () => {
    expect(Value.Check(CreatePaymentBody, { bookingId: 9, paymentMethod: 'upi' })).toBe(true);
    expect(Value.Check(CreatePaymentBody, { bookingId: 9, paymentMethod: 'cash' })).toBe(false);
  });

  it('answers with the payment and the booking id the client reads', () => {
    const payment = {
      id: 1,
      bookingId: 9,
      userId: 3,
      amount: '666.70',
      currency: 'INR',
      status: 'completed',
      paymentMethod: 'upi',
      transactionId: 'TXN1',
      receiptUrl: null,
      paymentDate: T,
      createdAt: T,
    };
    expect(Value.Check(CreatePaymentResponse, { payment, booking: { id: 9, status: 'confirmed' } })).toBe(
      true,
    );
    expect(Value.Check(CreatePaymentResponse, { payment, booking: {} })).toBe(false);
    expect(
      Value.Check(UserStats, { walletBalance: '650.00', rewardPoints: 240, totalSavings: '1840.00' }),
    ).toBe(true);
  });
});

describe('charging, assistant and params', () => {
  it('validates the charging status and control', () => {
    const status = {
      status: 'active',
      isCharging: true,
      percentComplete: 40,
      energyDelivered: 1.48,
      timeRemaining: 18,
      currentPower: 7.4,
      startTime: T,
      batteryPercentage: 24,
      costSoFar: '17.76',
      source: 'meter',
      notice: null,
    };
    expect(Value.Check(ChargingStatus, status)).toBe(true);
    expect(Value.Check(ChargingStatus, { ...status, startTime: null, status: 'pending' })).toBe(true);
    // A charger that reports no state of charge: unknown, never a made-up level.
    expect(Value.Check(ChargingStatus, { ...status, batteryPercentage: null })).toBe(true);
    expect(Value.Check(ChargingStatus, { ...status, status: 'starting', source: 'estimate' })).toBe(true);
    expect(Value.Check(ChargingStatus, { ...status, source: 'guess' })).toBe(false);
    expect(Value.Check(ChargingStatus, { ...status, batteryPercentage: 101 })).toBe(false);
    expect(Value.Check(ChargingControlBody, { action: 'start' })).toBe(true);
    expect(Value.Check(ChargingControlBody, { action: 'pause' })).toBe(false);
  });

  it('refuses blank or oversized chat queries', () => {
    expect(Value.Check(ChatBody, { query: 'Where can I charge in Pune?' })).toBe(true);
    expect(Value.Check(ChatBody, { query: '   ' })).toBe(false);
    expect(Value.Check(ChatBody, { query: 'x'.repeat(2001) })).toBe(false);
  });

  it('takes positive integer ids within the int4 range', () => {
    expect(Value.Check(IdParams, { id: 1 })).toBe(true);
    expect(Value.Check(IdParams, { id: 0 })).toBe(false);
    expect(Value.Check(IdParams, { id: 2 ** 31 })).toBe(false);
  });
});

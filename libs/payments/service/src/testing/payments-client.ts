import type { Booking, CreatePaymentBody, Payment, UserStats } from '@chargesetu/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { nextSlot, type ChargerChoice, type PaymentsPlatform } from './payments-platform';

export interface Driver {
  token: string;
  userId: number;
  vehicleId: number;
}

type Method = 'GET' | 'POST';
let serial = 0;

/** Requests as the web app sends them; drivers and bookings made through the real services' routes. */
export function paymentsClient(platform: () => PaymentsPlatform) {
  const call = (method: Method, url: string, o: { token?: string; payload?: object } = {}) =>
    platform().app.inject({
      method,
      url,
      payload: o.payload,
      headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
    });
  const expectStatus = (res: LightMyRequestResponse, status: number, what: string) => {
    if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  return {
    call,
    /** A new user with one vehicle that takes CCS2 and Type 2. */
    async newDriver(): Promise<Driver> {
      serial += 1;
      const tag = `${Date.now().toString(36)}${serial}`;
      const registered = expectStatus(
        await call('POST', '/api/auth/register', {
          payload: {
            name: 'Meera Iyer',
            email: `meera.${tag}@example.in`,
            phone: '9876543210',
            username: `meera_${tag}`,
            password: 'secret1',
          },
        }),
        201,
        'registration',
      );
      const vehicle = expectStatus(
        await call('POST', '/api/vehicles', {
          token: registered.token,
          payload: {
            make: 'MG',
            model: 'ZS EV',
            registrationNumber: `TN 09 ${serial}`,
            connectorTypes: ['CCS2', 'Type 2', 'GB/T', 'CHAdeMO'],
          },
        }),
        201,
        'adding a vehicle',
      );
      return { token: registered.token, userId: registered.user.id, vehicleId: vehicle.id };
    },
    /** A pending booking of the driver on that charger, in a slot no other test uses. */
    async book(driver: Driver, charger: ChargerChoice): Promise<Booking> {
      const res = await call('POST', '/api/bookings', {
        token: driver.token,
        payload: {
          stationId: charger.stationId,
          vehicleId: driver.vehicleId,
          chargerType: charger.chargerType,
          power: charger.power,
          ...nextSlot(),
        },
      });
      return expectStatus(res, 201, 'booking');
    },
    pay: (driver: Driver, body: CreatePaymentBody & Record<string, unknown>) =>
      call('POST', '/api/payments', { token: driver.token, payload: body }),
    async booking(driver: Driver, id: number): Promise<Booking> {
      return expectStatus(
        await call('GET', `/api/bookings/${id}`, { token: driver.token }),
        200,
        'reading a booking',
      );
    },
    async payments(driver: Driver): Promise<Payment[]> {
      return expectStatus(
        await call('GET', '/api/payments', { token: driver.token }),
        200,
        'listing payments',
      );
    },
    async stats(driver: Driver): Promise<UserStats> {
      return expectStatus(
        await call('GET', '/api/user/stats', { token: driver.token }),
        200,
        'reading stats',
      );
    },
  };
}
export type PaymentsClient = ReturnType<typeof paymentsClient>;

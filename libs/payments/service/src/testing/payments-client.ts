import { registerDriver, type TestDriver } from '@chargesetu/shared/testing';
import type {
  Booking,
  CreatePaymentBody,
  Payment,
  UserStats,
  WalletHistory,
} from '@chargesetu/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { nextSlot, type ChargerChoice, type PaymentsPlatform } from './payments-platform';

export type Driver = TestDriver;

type Method = 'GET' | 'POST';

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
    newDriver: (): Promise<Driver> =>
      registerDriver((r) => platform().app.inject(r), {
        name: 'Meera Iyer',
        connectorTypes: ['CCS2', 'Type 2', 'GB/T', 'CHAdeMO'],
        make: 'MG',
        model: 'ZS EV',
        platePrefix: 'TN 09',
      }),
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
    /** GET /api/payments/wallet/history, with an optional query string such as `limit=2`. */
    async walletHistory(driver: Driver, query = ''): Promise<WalletHistory> {
      return expectStatus(
        await call('GET', `/api/payments/wallet/history${query ? `?${query}` : ''}`, { token: driver.token }),
        200,
        'reading the wallet history',
      );
    },
  };
}
export type PaymentsClient = ReturnType<typeof paymentsClient>;

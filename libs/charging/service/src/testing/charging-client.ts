import type {
  Booking,
  ChargingSessionSummary,
  ChargingStatus,
  UserStats,
} from '@chargesetu/shared/contracts';
import { eventually, registerDriver, type TestDriver } from '@chargesetu/shared/testing';
import type { LightMyRequestResponse } from 'fastify';
import { nextSlot, type ChargerChoice, type ChargingPlatform } from './charging-platform';

export type Driver = TestDriver;

/** Requests as the web app sends them; drivers, bookings and payments made through the real routes. */
export function chargingClient(platform: () => ChargingPlatform) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    o: { token?: string; payload?: object } = {},
  ): Promise<LightMyRequestResponse> =>
    platform().app.inject({
      method,
      url,
      payload: o.payload,
      headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
    });
  const expectStatus = async <T>(res: Promise<LightMyRequestResponse>, status: number, what: string) => {
    const r = await res;
    if (r.statusCode !== status) throw new Error(`${what}: ${r.statusCode} ${r.body}`);
    return r.json() as T;
  };
  const client = {
    call,
    /** A new driver with one vehicle (every connector); its battery capacity set when given. */
    async newDriver(batteryCapacity?: string): Promise<Driver> {
      const driver = await registerDriver((r) => platform().app.inject(r), {
        name: 'Kavya Reddy',
        connectorTypes: ['CCS2', 'Type 2', 'CHAdeMO'],
        make: 'Hyundai',
        model: 'Kona Electric',
        platePrefix: 'TS 07',
      });
      if (batteryCapacity !== undefined) {
        await expectStatus(
          call('PATCH', `/api/vehicles/${driver.vehicleId}`, {
            token: driver.token,
            payload: { batteryCapacity },
          }),
          200,
          'setting the battery capacity',
        );
      }
      return driver;
    },
    /** A pending (unpaid) booking of the driver on that charger, in a slot no other test uses. */
    book: (driver: Driver, charger: ChargerChoice): Promise<Booking> =>
      expectStatus(
        call('POST', '/api/bookings', {
          token: driver.token,
          payload: {
            stationId: charger.stationId,
            vehicleId: driver.vehicleId,
            chargerType: charger.chargerType,
            power: charger.power,
            ...nextSlot(),
          },
        }),
        201,
        'booking',
      ),
    /** Pays by UPI (the wallet is untouched) and returns the amount paid. */
    async pay(driver: Driver, bookingId: number): Promise<string> {
      const body = await expectStatus<{ payment: { amount: string } }>(
        call('POST', '/api/payments', { token: driver.token, payload: { bookingId, paymentMethod: 'upi' } }),
        201,
        'paying',
      );
      return body.payment.amount;
    },
    /** A booking of the driver on that charger, paid by UPI and confirmed by the bookings service. */
    async confirmedBooking(driver: Driver, charger: ChargerChoice): Promise<Booking> {
      const booking = await client.book(driver, charger);
      await client.pay(driver, booking.id);
      return eventually(async () => {
        const now = await client.booking(driver, booking.id);
        if (now.status !== 'confirmed') throw new Error(`booking ${booking.id} is still ${now.status}`);
        return now;
      });
    },
    /** GET /api/charging/sessions as the driver, with the query string given (e.g. 'limit=1'). */
    sessions: (driver: Driver | null, query = '') =>
      call('GET', `/api/charging/sessions${query ? `?${query}` : ''}`, { token: driver?.token }),
    /** The driver's sessions, newest first (a 200 expected). */
    readSessions: (driver: Driver, query = ''): Promise<ChargingSessionSummary[]> =>
      expectStatus(client.sessions(driver, query), 200, 'listing the charging sessions'),
    booking: (driver: Driver, id: number): Promise<Booking> =>
      expectStatus(call('GET', `/api/bookings/${id}`, { token: driver.token }), 200, 'reading a booking'),
    stats: (driver: Driver): Promise<UserStats> =>
      expectStatus(call('GET', '/api/user/stats', { token: driver.token }), 200, 'reading stats'),
    status: (driver: Driver, bookingId: number) =>
      call('GET', `/api/charging/${bookingId}/status`, { token: driver.token }),
    control: (driver: Driver, bookingId: number, action: unknown) =>
      call('POST', `/api/charging/${bookingId}/control`, { token: driver.token, payload: { action } }),
    readStatus: (driver: Driver, bookingId: number): Promise<ChargingStatus> =>
      expectStatus(client.status(driver, bookingId), 200, 'reading the charging status'),
  };
  return client;
}
export type ChargingClient = ReturnType<typeof chargingClient>;

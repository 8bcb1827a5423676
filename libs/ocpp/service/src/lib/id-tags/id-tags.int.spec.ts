import { randomUUID } from 'node:crypto';
import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { paymentsService } from '@chargesetu/payments/service';
import type { Booking, Station } from '@chargesetu/shared/contracts';
import { addDaysYmd, istInstant, todayIst } from '@chargesetu/shared/domain';
import { deriveInternalToken } from '@chargesetu/shared/server-kit';
import { eventually, registerDriver, type TestDriver } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import type { InjectOptions } from 'fastify';
import type { RPCClient } from 'ocpp-rpc';
import { ocppService } from '../../index';
import {
  adminToken,
  chargerClient,
  registerChargePoint,
  TEST_JWT_SECRET,
  useOcppPlatform,
} from '../../testing';

jest.setTimeout(120_000);

const MINUTE = 60_000;
const HALF_HOUR = 30 * MINUTE;
const INTERNAL = { 'x-internal-token': deriveInternalToken(TEST_JWT_SECRET) };
const ISSUED = /^CS[0-9A-HJKMNP-TV-Z]{16}$/;

/**
 * The next slot that starts at least two minutes from now (so it can still be booked), at most 32: with
 * CHARGING_EARLY_START_MINUTES at 45 its window covers now, as a slot starting within the early start does.
 */
const nextSlotStart = () => new Date(Math.ceil((Date.now() + 2 * MINUTE) / HALF_HOUR) * HALF_HOUR);

interface IdTagInfo {
  status: string;
  expiryDate?: string;
  parentIdTag?: string;
}

describe('drivers’ idTags: a charger accepts one only for a confirmed booking on it at that time', () => {
  const platformOf = useOcppPlatform(
    [authService, stationsService, bookingsService, paymentsService, ocppService],
    {
      CHARGING_EARLY_START_MINUTES: '45',
      MAX_UNPAID_BOOKINGS: '1000',
      BOOKING_EXPIRY_INTERVAL_MS: '3600000',
    },
  );
  const identity = 'CP-TAGS-1';
  /** A 24/7 station whose chargers are all of different kinds, so a booking's kind decides its charger. */
  let station: Station;
  let charger: RPCClient;

  const inject = (r: InjectOptions) => platformOf().app.inject(r);
  const newDriver = () =>
    registerDriver((r) => platformOf().app.inject(r), {
      name: 'Meera Iyer',
      connectorTypes: ['CCS2', 'Type 2', 'CHAdeMO'],
      make: 'MG',
      model: 'ZS EV',
      platePrefix: 'TN 09',
    });
  const tagOf = async (driver: TestDriver): Promise<string> => {
    const res = await inject({ url: '/api/id-tag', headers: { authorization: `Bearer ${driver.token}` } });
    expect(res.statusCode).toBe(200);
    return res.json().idTag;
  };
  const bookingOf = async (driver: TestDriver, id: number): Promise<Booking> =>
    (
      await inject({ url: `/api/bookings/${id}`, headers: { authorization: `Bearer ${driver.token}` } })
    ).json();

  /** A booking of the driver on the station's charger `index` (pending: unpaid). */
  async function book(driver: TestDriver, index: number, start: Date = nextSlotStart()): Promise<Booking> {
    const { type, power } = station.chargers[index];
    const res = await inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { authorization: `Bearer ${driver.token}` },
      payload: {
        stationId: station.id,
        vehicleId: driver.vehicleId,
        chargerType: type,
        power,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + HALF_HOUR).toISOString(),
      },
    });
    if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
    return res.json();
  }
  /** Pays (UPI) and waits for bookings to confirm it (payment.completed over the bus). */
  async function pay(driver: TestDriver, booking: Booking): Promise<Booking> {
    const res = await inject({
      method: 'POST',
      url: '/api/payments',
      headers: { authorization: `Bearer ${driver.token}` },
      payload: { bookingId: booking.id, paymentMethod: 'upi' },
    });
    if (res.statusCode !== 201) throw new Error(`paying: ${res.statusCode} ${res.body}`);
    return eventually(async () => {
      const confirmed = await bookingOf(driver, booking.id);
      expect(confirmed.status).toBe('confirmed');
      return confirmed;
    });
  }
  const confirmedBooking = async (driver: TestDriver, index: number, start?: Date) =>
    pay(driver, await book(driver, index, start));

  const authorize = async (idTag: string): Promise<IdTagInfo> =>
    ((await charger.call('Authorize', { idTag })) as { idTagInfo: IdTagInfo }).idTagInfo;
  const startTransaction = async (connectorId: number, idTag: string) =>
    (await charger.call('StartTransaction', {
      connectorId,
      idTag,
      meterStart: 0,
      timestamp: new Date().toISOString(),
    })) as {
      transactionId: number;
      idTagInfo: IdTagInfo;
    };

  beforeAll(async () => {
    const stations: Station[] = (await inject({ url: '/api/stations' })).json();
    station = stations.find(
      (s) =>
        s.operatingHours === '24/7' &&
        s.chargers.length >= 3 &&
        new Set(s.chargers.map((c) => `${c.type}/${c.power}`)).size === s.chargers.length,
    )!;
    expect(station).toBeDefined();
    // Connector 1 is the station's charger 0, connector 2 its charger 1; charger 2 is not this charge point's.
    const { authorizationKey: password } = await registerChargePoint(
      platformOf(),
      await adminToken(platformOf()),
      {
        stationId: station.id,
        chargePointId: identity,
        connectors: [
          { connectorId: 1, chargerIndex: 0 },
          { connectorId: 2, chargerIndex: 1 },
        ],
      },
    );
    charger = chargerClient(platformOf(), { identity, password });
    await charger.connect();
  });
  afterAll(async () => {
    await charger?.close({ force: true });
  });

  describe('GET /api/id-tag and GET /internal/id-tags/users/:userId', () => {
    it('gives the signed-in driver an idTag on first use, the same one ever after', async () => {
      const driver = await newDriver();
      const first = await tagOf(driver);
      expect(first).toMatch(ISSUED);
      expect(await tagOf(driver)).toBe(first);
      expect(await tagOf(await newDriver())).not.toBe(first);
      const [row] = await platformOf()
        .contextOf('ocpp')
        .dataSource.query(`SELECT id_tag FROM "ocpp"."id_tags" WHERE user_id = $1`, [driver.userId]);
      expect(row).toEqual({ id_tag: first });
    });

    it('answers 401 without a token or with a bad one', async () => {
      expect((await inject({ url: '/api/id-tag' })).statusCode).toBe(401);
      expect(
        (await inject({ url: '/api/id-tag', headers: { authorization: 'Bearer nope' } })).statusCode,
      ).toBe(401);
    });

    it('gives other services any driver’s tag (made on first use too), and looks missing without the token', async () => {
      const driver = await newDriver();
      const url = `/internal/id-tags/users/${driver.userId}`;
      const internal = await inject({ url, headers: INTERNAL });
      expect(internal.statusCode).toBe(200);
      expect(internal.json()).toEqual({ idTag: await tagOf(driver) });

      const unseen = 2_000_000_000;
      const made = (await inject({ url: `/internal/id-tags/users/${unseen}`, headers: INTERNAL })).json();
      expect(made.idTag).toMatch(ISSUED);
      expect((await inject({ url: `/internal/id-tags/users/${unseen}`, headers: INTERNAL })).json()).toEqual(
        made,
      );

      expect((await inject({ url })).statusCode).toBe(404);
      expect((await inject({ url, headers: { 'x-internal-token': 'guess' } })).statusCode).toBe(404);
      expect((await inject({ url: '/internal/id-tags/users/0', headers: INTERNAL })).statusCode).toBe(400);
    });

    it('never makes two tags for one driver asking twice at once', async () => {
      const driver = await newDriver();
      const tags = await Promise.all(Array.from({ length: 8 }, () => tagOf(driver)));
      expect(new Set(tags).size).toBe(1);
    });
  });

  describe('Authorize and StartTransaction over a real socket', () => {
    it('accepts the driver’s tag, in any case, until the booking ends, on the booked charger', async () => {
      const driver = await newDriver();
      const idTag = await tagOf(driver);
      const booking = await confirmedBooking(driver, 0);

      expect(await authorize(idTag)).toEqual({ status: 'Accepted', expiryDate: booking.endTime });
      expect(await authorize(idTag.toLowerCase())).toEqual({
        status: 'Accepted',
        expiryDate: booking.endTime,
      });

      // StartTransaction names the connector: only the booked charger's counts.
      const started = await startTransaction(1, idTag.toLowerCase());
      expect(started.idTagInfo).toEqual({ status: 'Accepted', expiryDate: booking.endTime });
      expect((await startTransaction(2, idTag)).idTagInfo).toEqual({ status: 'Expired' });
      const stopped = (await charger.call('StopTransaction', {
        transactionId: started.transactionId,
        idTag,
        meterStop: 1500,
        timestamp: new Date().toISOString(),
      })) as { idTagInfo?: IdTagInfo };
      expect(stopped.idTagInfo).toEqual({ status: 'Accepted', expiryDate: booking.endTime });

      // Claimed by a starting session (active): still the driver's.
      const claim = await inject({
        method: 'POST',
        url: `/internal/bookings/${booking.id}/charging-claim`,
        headers: INTERNAL,
        payload: { claimId: randomUUID() },
      });
      expect(claim.json()).toMatchObject({ claimed: true, booking: { status: 'active' } });
      expect(await authorize(idTag)).toEqual({ status: 'Accepted', expiryDate: booking.endTime });
    });

    it('answers Invalid for a tag that is no driver’s', async () => {
      expect(await authorize('CS0000000000000000')).toEqual({ status: 'Invalid' });
      expect(await authorize('04A2B3C4D5E6F7')).toEqual({ status: 'Invalid' });
      expect((await startTransaction(1, 'UNKNOWN-CARD-1')).idTagInfo).toEqual({ status: 'Invalid' });
    });

    it('answers Expired for a driver without a booking', async () => {
      expect(await authorize(await tagOf(await newDriver()))).toEqual({ status: 'Expired' });
    });

    it('answers Expired for a booking on a charger this charge point does not serve', async () => {
      const driver = await newDriver();
      const idTag = await tagOf(driver);
      await confirmedBooking(driver, 2);
      expect(await authorize(idTag)).toEqual({ status: 'Expired' });
      expect((await startTransaction(1, idTag)).idTagInfo).toEqual({ status: 'Expired' });
    });

    it('answers Expired for a booking whose window (early start included) does not cover now', async () => {
      const driver = await newDriver();
      const idTag = await tagOf(driver);
      await confirmedBooking(driver, 1, istInstant(addDaysYmd(todayIst(), 2), '10:00'));
      expect(await authorize(idTag)).toEqual({ status: 'Expired' });
    });

    it('follows the booking: pending is not enough, paid is accepted, cancelled is not any more', async () => {
      const driver = await newDriver();
      const idTag = await tagOf(driver);
      const pending = await book(driver, 1);
      expect(await authorize(idTag)).toEqual({ status: 'Expired' });

      const confirmed = await pay(driver, pending);
      expect(await authorize(idTag)).toEqual({ status: 'Accepted', expiryDate: confirmed.endTime });
      expect((await startTransaction(2, idTag)).idTagInfo).toEqual({
        status: 'Accepted',
        expiryDate: confirmed.endTime,
      });

      const cancel = await inject({
        method: 'POST',
        url: `/api/bookings/${confirmed.id}/cancel`,
        headers: { authorization: `Bearer ${driver.token}` },
      });
      expect(cancel.statusCode).toBe(200);
      expect(await authorize(idTag)).toEqual({ status: 'Expired' });
      expect((await startTransaction(2, idTag)).idTagInfo).toEqual({ status: 'Expired' });
    });

    it('accepts a driver’s RFID card: until the booking’s end with one, else for two minutes from a wallet with the minimum', async () => {
      const driver = await newDriver();
      const card = `0B${Date.now().toString(16).toUpperCase()}`;
      const added = await inject({
        method: 'POST',
        url: '/api/rfid-cards',
        headers: { authorization: `Bearer ${driver.token}` },
        payload: { idTag: card, label: 'Fob' },
      });
      expect(added.statusCode).toBe(201);
      // No booking: the wallet (₹650 on a new account) holds more than CARD_MIN_WALLET_BALANCE (₹100).
      const now = Date.now();
      const wallet = await authorize(card.toLowerCase());
      expect(wallet.status).toBe('Accepted');
      const validFor = Date.parse(wallet.expiryDate!) - now;
      expect(validFor).toBeGreaterThan(110_000);
      expect(validFor).toBeLessThanOrEqual(125_000);
      // Below the minimum: Expired, like a driver's tag without a booking.
      await platformOf()
        .contextOf('payments')
        .dataSource.query(`UPDATE payments.user_stats SET wallet_balance = 99.99 WHERE user_id = $1`, [
          driver.userId,
        ]);
      expect(await authorize(card)).toEqual({ status: 'Expired' });
      // With a booking on this charge point: Accepted until it ends, whatever the wallet holds (charger 1's next
      // slot is free again: the test before cancelled its booking).
      const booking = await confirmedBooking(driver, 1);
      expect(await authorize(card)).toEqual({ status: 'Accepted', expiryDate: booking.endTime });
    });

    it('answers ConcurrentTx, not to be cached, while bookings cannot be read; unknown tags stay Invalid', async () => {
      const driver = await newDriver();
      const idTag = await tagOf(driver);
      const bookings = platformOf().contextOf('bookings').dataSource;
      // Bookings answers 500 while its table is away: a neighbour that fails, not a missing record.
      await bookings.query(`ALTER TABLE "bookings"."bookings" RENAME TO "bookings_away"`);
      try {
        const info = await authorize(idTag);
        expect(info.status).toBe('ConcurrentTx');
        expect(Math.abs(Date.parse(info.expiryDate!) - Date.now())).toBeLessThan(5000);
        const started = await startTransaction(1, idTag);
        expect(started.idTagInfo.status).toBe('ConcurrentTx');
        expect(Number.isInteger(started.transactionId)).toBe(true);
        expect(await authorize('CS0000000000000000')).toEqual({ status: 'Invalid' });
      } finally {
        await bookings.query(`ALTER TABLE "bookings"."bookings_away" RENAME TO "bookings"`);
      }
      expect(await authorize(idTag)).toEqual({ status: 'Expired' });
    });
  });
});

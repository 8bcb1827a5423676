import { routeOwner } from '@chargesetu/shared/contracts';
import { priceBreakdown, toMoneyString } from '@chargesetu/shared/domain';
import { SERVICES, type Service } from '../microservices';
import {
  call,
  paise,
  roundTheClock,
  rupees,
  slots,
  type Booking,
  type Payment,
  type Slot,
  type Station,
} from './support/api';
import { ReliabilityCluster } from './support/cluster';
import { adminToken, KNOWN_FIELDS, owner, ownedIds, people, type Owner } from './support/fixtures';
import { fuzzCases, prng, type FuzzCase } from './support/fuzz';
import { loadOpenApi, type Operation } from './support/openapi';
import { leaksOfPasswords, Recorder } from './support/recorder';

jest.setTimeout(240_000);

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; role: string };

/** What clients may not decide (mass assignment), malformed input of every kind (fuzz), password hashes. */
describe('reliability: hostile input', () => {
  let cluster: ReliabilityCluster;
  let gateway: string;
  let ops: Operation[];
  let stations: Station[];
  let free: Slot[];
  let a: Owner;
  let admin: string;
  const rec = new Recorder();

  beforeAll(async () => {
    cluster = await ReliabilityCluster.start({ env: { CHARGING_EARLY_START_MINUTES: String(60 * 24 * 30) } });
    gateway = cluster.gatewayUrl;
    ops = await loadOpenApi(gateway, '/api/openapi.json');
    stations = await roundTheClock(gateway);
    free = slots(stations, 40);
    a = await owner(gateway, free, 'Anil Owner');
    admin = await adminToken(gateway);
  });

  afterAll(async () => {
    await cluster?.stop();
  });

  it('registration ignores role and id: the new account is a plain user', async () => {
    const tag = `mass${Date.now().toString(36)}`;
    const res = await rec.send<{ token: string; user: { id: number; role: string } }>(
      gateway,
      'POST',
      '/api/auth/register',
      {
        body: {
          name: 'Mass Assigner',
          email: `${tag}@example.in`,
          phone: '9876543210',
          username: tag,
          password: 'charge-driver-1',
          role: 'admin',
          id: 1,
          isAdmin: true,
          walletBalance: '99999.00',
        },
      },
    );
    expect(res.status).toBe(201);
    expect(res.json.user.role).toBe('user');
    expect(res.json.user.id).not.toBe(1);
    expect(claimsOf(res.json.token).role).toBe('user');
    const [row] = await cluster.sql<{ role: string }>('SELECT role FROM auth.users WHERE id = $1', [
      res.json.user.id,
    ]);
    expect(row.role).toBe('user');
    expect((await rec.send(gateway, 'GET', '/api/admin/overview', { token: res.json.token })).status).toBe(
      403,
    );
    const stats = await rec.send<{ walletBalance: string }>(gateway, 'GET', '/api/user/stats', {
      token: res.json.token,
    });
    expect(stats.json.walletBalance).toBe('650.00');
  });

  it('profile and vehicle updates ignore role, username and owner fields', async () => {
    const [b] = await people(gateway, 1, 'Bindu Patcher');
    const patched = await rec.send(gateway, 'PATCH', '/api/auth/me', {
      token: b.token,
      body: { name: 'Bindu Renamed', role: 'admin', username: 'admin', id: a.userId, userId: a.userId },
    });
    expect(patched.status).toBe(200);
    const { user: me } = await call<{ user: { id: number; name: string; role: string; username: string } }>(
      gateway,
      'GET',
      '/api/auth/me',
      {
        token: b.token,
      },
    );
    expect(me).toMatchObject({ id: b.userId, name: 'Bindu Renamed', role: 'user', username: b.username });

    const vehicle = await rec.send<{ id: number }>(gateway, 'POST', '/api/vehicles', {
      token: b.token,
      body: { ...KNOWN_FIELDS, registrationNumber: 'KA 05 MA 1111', userId: a.userId, id: a.vehicleId },
    });
    expect(vehicle.status).toBe(201);
    expect(vehicle.json.id).not.toBe(a.vehicleId);
    const put = await rec.send(gateway, 'PUT', `/api/vehicles/${vehicle.json.id}`, {
      token: b.token,
      body: { ...KNOWN_FIELDS, registrationNumber: 'KA 05 MA 2222', userId: a.userId },
    });
    expect(put.status).toBe(200);
    const [row] = await cluster.sql<{ user_id: number }>('SELECT user_id FROM auth.vehicles WHERE id = $1', [
      vehicle.json.id,
    ]);
    expect(row.user_id).toBe(b.userId);
    expect(
      (await rec.send(gateway, 'GET', `/api/vehicles/${vehicle.json.id}`, { token: a.token })).status,
    ).toBe(404);
    const [still] = await cluster.sql<{ user_id: number }>(
      'SELECT user_id FROM auth.vehicles WHERE id = $1',
      [a.vehicleId],
    );
    expect(still.user_id).toBe(a.userId);
  });

  it('bookings, payments and cancellations ignore client-sent status, amounts, prices and user ids', async () => {
    const [b] = await people(gateway, 1, 'Bhanu Booker');
    const [slot] = free.splice(0, 1);
    const station = stations.find((s) => s.id === slot.stationId) as Station;
    const charger = station.chargers.find((c) => c.type === slot.chargerType && c.power === slot.power);
    const booked = await rec.send<Booking & { estimatedCost: string; pricePerKwh: string }>(
      gateway,
      'POST',
      '/api/bookings',
      {
        token: b.token,
        body: {
          ...slot,
          vehicleId: b.vehicleId,
          status: 'confirmed',
          userId: a.userId,
          estimatedCost: '0.01',
          pricePerKwh: '0.01',
          paymentId: a.payment.id,
          amountPaid: '9999.00',
        },
      },
    );
    expect(booked.status).toBe(201);
    const estimated = toMoneyString((Number(charger?.pricePerKwh) * slot.power) / 2);
    expect(booked.json).toMatchObject({
      userId: b.userId,
      status: 'pending',
      paymentId: null,
      pricePerKwh: charger?.pricePerKwh,
      estimatedCost: estimated,
    });

    const paid = await rec.send<{ payment: Payment & { userId: number } }>(gateway, 'POST', '/api/payments', {
      token: b.token,
      body: {
        bookingId: booked.json.id,
        paymentMethod: 'wallet',
        amount: '0.01',
        userId: a.userId,
        status: 'refunded',
        transactionId: 'TXN-MINE',
        currency: 'USD',
      },
    });
    expect(paid.status).toBe(201);
    const total = priceBreakdown(estimated).total;
    expect(paid.json.payment).toMatchObject({ amount: toMoneyString(total), status: 'completed' });
    expect(paid.json.payment.transactionId).not.toBe('TXN-MINE');
    const [p] = await cluster.sql<{ user_id: number; currency: string }>(
      'SELECT user_id, currency FROM payments.payments WHERE id = $1',
      [paid.json.payment.id],
    );
    expect(p).toEqual({ user_id: b.userId, currency: 'INR' });
    const walletAfterPay = rupees(65_000 - paise(toMoneyString(total)));
    expect(
      (await call<{ walletBalance: string }>(gateway, 'GET', '/api/user/stats', { token: b.token }))
        .walletBalance,
    ).toBe(walletAfterPay);
    // A never sees B's payment, whatever B claimed.
    const mine = await call<Payment[]>(gateway, 'GET', '/api/payments', { token: a.token });
    expect(mine.map((x) => x.id)).not.toContain(paid.json.payment.id);

    const cancelled = await rec.send<Booking>(gateway, 'POST', `/api/bookings/${booked.json.id}/cancel`, {
      token: b.token,
      body: {
        reason: 'testing',
        status: 'confirmed',
        refundAmount: '9999.00',
        amount: '9999.00',
        userId: a.userId,
      },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.status).toBe('cancelled');
    // The refund is the payment, no more: back to exactly 650.00.
    const deadline = Date.now() + 15_000;
    let balance = '';
    while (Date.now() < deadline) {
      balance = (await call<{ walletBalance: string }>(gateway, 'GET', '/api/user/stats', { token: b.token }))
        .walletBalance;
      if (balance !== walletAfterPay) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(balance).toBe('650.00');
    expect(
      (await call<{ walletBalance: string }>(gateway, 'GET', '/api/user/stats', { token: a.token }))
        .walletBalance,
    ).toBe('650.00');
  });

  it('a fuzz run of at least 500 malformed requests across every documented route gives no 5xx', async () => {
    const c = await owner(gateway, free, 'Chetan Fuzzer');
    // Logout and the administrator's reset revoke tokens: they get a user of their own, so every other
    // route is fuzzed with a token that stays good.
    const [spare] = await people(gateway, 1, 'Sacha Revoked');
    const revokes = (op: Operation) =>
      op.path === '/api/auth/logout' || op.path === '/api/auth/admin/reset-user-password';
    const rand = prng(20_251_122);
    const cases: Array<FuzzCase & { base: string; token?: string }> = [];
    for (const op of ops) {
      const known = {
        ...KNOWN_FIELDS,
        ...ownedIds(op, c),
        userId: revokes(op) ? spare.userId : c.userId,
        vehicleId: c.vehicleId,
        bookingId: c.paid.id,
      };
      const token = op.path.includes('/admin/') ? admin : revokes(op) ? spare.token : c.token;
      const service = routeOwner(op.path.replace(/\{[^}]+\}/g, '1'));
      fuzzCases(op, 16, rand, known).forEach((fc, i) => {
        cases.push({ ...fc, base: gateway, token });
        // Every third case straight to the owning service too (the gateway answers its own routes).
        if (service && i % 3 === 0) cases.push({ ...fc, base: cluster.url(service), token });
      });
    }
    expect(cases.length).toBeGreaterThanOrEqual(500);
    const failures: string[] = [];
    for (const fc of cases) {
      const res = await rec.send(fc.base, fc.method, fc.path, {
        token: fc.token,
        body: fc.raw === undefined ? fc.body : undefined,
        raw: fc.raw,
        contentType: fc.contentType,
      });
      if (res.status >= 500)
        failures.push(
          `${fc.base} ${fc.method} ${fc.path.slice(0, 120)} [${fc.what}]: ${res.status} ${res.text.slice(0, 200)}`,
        );
    }
    process.stderr.write(`fuzz: ${cases.length} malformed requests over ${ops.length} operations\n`);
    expect(failures).toEqual([]);
    // Nothing fell over.
    for (const s of SERVICES)
      expect({ s, status: (await rec.send(cluster.url(s as Service), 'GET', '/ready')).status }).toEqual({
        s,
        status: 200,
      });
  });

  it('no response of this file contained a password hash', async () => {
    const hashes = (await cluster.sql<{ h: string }>('SELECT password_hash AS h FROM auth.users')).map(
      (r) => r.h,
    );
    expect(hashes.length).toBeGreaterThanOrEqual(5);
    expect(rec.seen.length).toBeGreaterThanOrEqual(500);
    expect(leaksOfPasswords(rec.seen, hashes)).toEqual([]);
  });
});

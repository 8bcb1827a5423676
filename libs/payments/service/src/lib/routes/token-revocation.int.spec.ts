import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { signToken } from '@chargesetu/shared/server-kit';
import {
  backendPlan,
  eventually,
  requireRealServices,
  useTestPlatform,
  type TestBroker,
  type TestDatabase,
} from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import type { FastifyInstance } from 'fastify';
import { paymentsClient, type Driver } from '../../testing/payments-client';
import { startPaymentsPlatform } from '../../testing/payments-platform';
import { paymentsService } from '../payments.module';

jest.setTimeout(120_000);

// Security review #15: revoked tokens and tokens of nobody are refused by every service, not only auth.
// The cache lives a minute here, so "at once" can only come from the revocation itself.
const MODULES = [authService, stationsService, bookingsService, paymentsService];
// Kept for the second process below, which shares this platform's database and broker.
let backends: { db: TestDatabase; broker: TestBroker };
const platform = useTestPlatform((b) => {
  backends = b;
  return startPaymentsPlatform(MODULES, b, { TOKEN_STATE_CACHE_MS: '60000' });
});
const client = paymentsClient(platform);
const INVALID = 'Your session is invalid or has expired. Please sign in again.';
const jwt = () => (platform().app as unknown as FastifyInstance).jwt;
const now = () => Math.floor(Date.now() / 1000);

const bookings = (token: string) => client.call('GET', '/api/bookings', { token });
const stats = (token: string) => client.call('GET', '/api/user/stats', { token });
async function expectRefused(token: string) {
  for (const res of [await bookings(token), await stats(token)]) {
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 401,
      message: INVALID,
    });
  }
}
async function expectAccepted(token: string) {
  expect([(await bookings(token)).statusCode, (await stats(token)).statusCode]).toEqual([200, 200]);
}
const walletRows = async (userId: number) =>
  (
    await platform()
      .contextOf('payments')
      .dataSource.query(`SELECT count(*)::int AS n FROM payments.user_stats WHERE user_id = $1`, [userId])
  )[0].n as number;

describe('revocation reaches bookings and payments', () => {
  let driver: Driver;
  beforeEach(async () => {
    driver = await client.newDriver();
    await expectAccepted(driver.token); // cached as good
  });

  it('after POST /api/auth/logout the token is refused at once on bookings and /api/user/stats', async () => {
    const res = await client.call('POST', '/api/auth/logout', { token: driver.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been signed out' });
    await expectRefused(driver.token);
  });

  it('after a password change the old token is refused and the fresh one from the answer works', async () => {
    const res = await client.call('POST', '/api/auth/reset-password', {
      token: driver.token,
      payload: { currentPassword: 'charge-driver-1', newPassword: 'Fresh-Pass-2025' },
    });
    expect(res.statusCode).toBe(200);
    await expectRefused(driver.token);
    await expectAccepted(res.json().token);
  });

  it("after an administrator's reset the user's token is refused", async () => {
    const admin = await client.call('POST', '/api/auth/admin/login', {
      payload: { username: 'admin', password: 'Admin@123' },
    });
    expect(admin.statusCode).toBe(200);
    const res = await client.call('POST', '/api/auth/admin/reset-user-password', {
      token: admin.json().token,
      payload: { userId: driver.userId, newPassword: 'Reset-By-Admin-9' },
    });
    expect(res.statusCode).toBe(200);
    await expectRefused(driver.token);
    await expectAccepted(admin.json().token);
  });
});

// Two processes need a database and a broker they can share (not the embedded database, not the
// in-process bus): two instances of the platform here, as two replicas of a service would be.
const plan = backendPlan();
const itWithSharedBackends = (plan.realDatabase && plan.broker) || requireRealServices() ? it : it.skip;

describe('revocation reaches another process', () => {
  itWithSharedBackends(
    "after a logout through one process, another process's minute-long cache refuses the token within moments",
    async () => {
      const other = await startPaymentsPlatform(MODULES, backends, {
        TOKEN_STATE_CACHE_MS: '60000',
        SEED_DEMO_DATA: 'false',
      });
      try {
        const elsewhere = paymentsClient(() => other);
        const statusesElsewhere = async (token: string) => [
          (await elsewhere.call('GET', '/api/bookings', { token })).statusCode,
          (await elsewhere.call('GET', '/api/user/stats', { token })).statusCode,
        ];
        const driver = await client.newDriver();
        await expectAccepted(driver.token);
        expect(await statusesElsewhere(driver.token)).toEqual([200, 200]); // cached there for a minute
        const res = await client.call('POST', '/api/auth/logout', { token: driver.token });
        expect(res.statusCode).toBe(200);
        await expectRefused(driver.token);
        // Only auth's broadcast (auth.tokens.revoked through the outbox and RabbitMQ) can do this.
        await eventually(
          async () => expect(await statusesElsewhere(driver.token)).toEqual([401, 401]),
          2_000,
        );
      } finally {
        await other.close();
      }
    },
  );
});

describe('tokens that name nobody or claim too much', () => {
  it('a well-signed token of a user id nobody has gets 401 on bookings and stats, and no wallet is made', async () => {
    const ghost = signToken(platform().app as unknown as FastifyInstance, {
      id: 2_000_000_000,
      username: 'ghost',
      role: 'user',
      tokenVersion: 0,
    });
    await expectRefused(ghost);
    expect(await walletRows(2_000_000_000)).toBe(0);
  });

  it.each([
    ['sub beyond the id range', { sub: '99999999999' }],
    ['sub not a number', { sub: 'abc' }],
  ])('%s: 401, never 500', async (_what, claims) => {
    const token = jwt().sign({ username: 'x', role: 'user', ver: 0, jti: 'j-1', ...claims });
    await expectRefused(token);
  });

  it('iat in the future, or a lifetime longer than configured (12 h), gets 401', async () => {
    const driver = await client.newDriver();
    const base = { sub: String(driver.userId), username: 'x', role: 'user' as const, ver: 0 };
    await expectAccepted(jwt().sign({ ...base, jti: 'ok' }));
    await expectRefused(jwt().sign({ ...base, jti: 'future', iat: now() + 3600 }));
    await expectRefused(jwt().sign({ ...base, jti: 'long' }, { expiresIn: '13h' }));
  });
});

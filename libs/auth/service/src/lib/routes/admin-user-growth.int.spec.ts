import type { UserGrowth } from '@chargesetu/shared/contracts';
import { addMonthsYm, istMonth, istMonthStart, monthsEnding } from '@chargesetu/shared/domain';
import { testClient, useAuthTestApp, type TestSession } from '../../testing';

const suite = useAuthTestApp();
const client = testClient(() => suite.t);
const GROWTH = '/api/auth/admin/users/growth';
const thisMonth = istMonth(new Date());
let adminToken: string;
let driver: TestSession;

/** Moves an account's creation to another instant, as if it had registered then. */
async function createdAt(session: TestSession, at: Date) {
  await suite.t.ctx.dataSource.query(`UPDATE "auth"."users" SET "created_at" = $2 WHERE "id" = $1`, [
    session.user.id,
    at,
  ]);
}

async function driverCount(): Promise<number> {
  const [row] = await suite.t.ctx.dataSource.query(
    `SELECT count(*)::int AS n FROM "auth"."users" WHERE "role" = 'user'`,
  );
  return row.n;
}

async function growth(query = ''): Promise<UserGrowth> {
  const res = await client.call('GET', `${GROWTH}${query}`, { token: adminToken });
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  await suite.t.seed();
  adminToken = await client.adminToken();
  driver = await client.newUser();
  // At 00:00 IST on the 1st, two months ago: that month's. A millisecond earlier: the month before.
  await createdAt(await client.newUser(), istMonthStart(addMonthsYm(thisMonth, -2)));
  await createdAt(await client.newUser(), new Date(istMonthStart(addMonthsYm(thisMonth, -2)).getTime() - 1));
  await createdAt(await client.newUser(), istMonthStart(addMonthsYm(thisMonth, -14)));
  // Administrators are not drivers: a second one, long ago, counts nowhere.
  const admin2 = await client.newUser();
  await suite.t.ctx.dataSource.query(`UPDATE "auth"."users" SET "role" = 'admin' WHERE "id" = $1`, [
    admin2.user.id,
  ]);
  await createdAt(admin2, istMonthStart(addMonthsYm(thisMonth, -1)));
});

describe('GET /api/auth/admin/users/growth', () => {
  it('answers new and total driver accounts per IST month, oldest first, ending with this month', async () => {
    const drivers = await driverCount();
    const body = await growth('?months=3');
    expect(body.months).toEqual([
      // Before it: the accounts of 14 months ago and of the last millisecond of the month before.
      { month: addMonthsYm(thisMonth, -2), newDrivers: 1, totalDrivers: 3 },
      { month: addMonthsYm(thisMonth, -1), newDrivers: 0, totalDrivers: 3 },
      { month: thisMonth, newDrivers: drivers - 3, totalDrivers: drivers },
    ]);
    expect(Date.parse(body.generatedAt)).not.toBeNaN();
  });

  it('counts an account created a millisecond before a month began in the month before (IST)', async () => {
    const body = await growth('?months=4');
    expect(body.months[0]).toEqual({ month: addMonthsYm(thisMonth, -3), newDrivers: 1, totalDrivers: 2 });
  });

  it('covers the last 12 months unless asked, ending with the current total of drivers', async () => {
    const body = await growth();
    expect(body.months.map((m) => m.month)).toEqual(monthsEnding(thisMonth, 12));
    expect(body.months.at(-1)?.totalDrivers).toBe(await driverCount());
    expect(body.months[0].totalDrivers).toBe(1);
  });

  it('without a token responds 401', async () => {
    expect((await client.call('GET', GROWTH)).statusCode).toBe(401);
  });

  it('for a driver responds 403 "This action requires administrator rights", even with a bad query', async () => {
    for (const url of [GROWTH, `${GROWTH}?months=0`]) {
      const res = await client.call('GET', url, { token: driver.token });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This action requires administrator rights');
    }
  });

  it.each(['months=0', 'months=37', 'months=abc', 'months=1.5'])(
    'refuses %s with 400 and a readable message',
    async (query) => {
      const res = await client.call('GET', `${GROWTH}?${query}`, { token: adminToken });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('months must be a whole number from 1 to 36');
    },
  );
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routeOwner } from '@chargesetu/shared/contracts';
import { SERVICES, type Service } from '../microservices';
import { call, rawRequest, type Slot } from './support/api';
import { eventually } from '@chargesetu/shared/testing';
import { ReliabilityCluster } from './support/cluster';
import {
  adminToken,
  freeSlots,
  KNOWN_FIELDS,
  owner,
  ownedIds,
  people,
  SEEDED_CHARGE_POINT,
  type Owner,
} from './support/fixtures';
import { fill, loadOpenApi, requiredQuery, sample, type Operation } from './support/openapi';
import { leaksOfPasswords, Recorder } from './support/recorder';
import { forgedTokens, validToken } from './support/tokens';

jest.setTimeout(240_000);

const root = path.resolve(__dirname, '../../../..');

/**
 * Who may call what: forged tokens, the private /internal routes, and a BOLA matrix over every documented
 * route with an id. The route lists come from the OpenAPI documents (each service's and the gateway's
 * merge), so a new route is covered, or fails here until it has a fixture.
 */
/**
 * Owner routes whose answer depends on the state of the thing, not only on who asks: here the owner gets
 * this rule's refusal (a booking can be moved only while its charger is out of service), another user 404.
 */
const OWNER_STATE_ANSWERS: Array<{ op: RegExp; status: number; message: RegExp }> = [
  {
    op: /^POST \/api\/bookings\/\d+\/move$/,
    status: 409,
    message: /can be moved only while its charger is out of service/,
  },
];

describe('reliability: access control', () => {
  let cluster: ReliabilityCluster;
  let gateway: string;
  let merged: Operation[];
  const perService = {} as Record<Service, Operation[]>;
  let a: Owner;
  let b: Owner;
  let admin: string;
  let spare: Slot;
  /** The station of the charge point the suite registers (its charger 0 is served). */
  let servedStation: number;
  const rec = new Recorder();

  beforeAll(async () => {
    // No simulated chargers: the drivers' sessions here run on the estimate, so an owner's Start answers
    // at once (a charger over OCPP has its own suite, chargers.reliability.ts).
    cluster = await ReliabilityCluster.start({
      env: { CHARGING_EARLY_START_MINUTES: String(60 * 24 * 30), SIMULATED_CHARGERS: 'false' },
    });
    gateway = cluster.gatewayUrl;
    merged = await loadOpenApi(gateway, '/api/openapi.json');
    for (const s of SERVICES) perService[s] = await loadOpenApi(cluster.url(s), '/openapi.json');
    const free = await freeSlots(gateway, 20);
    const booked = new Set(free.map((s) => s.stationId));
    spare = free.splice(0, 1)[0];
    a = await owner(gateway, free, 'Asha Owner');
    b = await owner(gateway, free, 'Bala Other');
    admin = await adminToken(gateway);
    // The administrators' charge point routes need one: registered at a station none of these bookings use.
    const stations = await call<Array<{ id: number }>>(gateway, 'GET', '/api/stations');
    const idle = stations.find((s) => !booked.has(s.id));
    if (!idle) throw new Error('every station has a booking here: no station left for the charge point');
    servedStation = idle.id;
    await call(gateway, 'POST', '/api/admin/charge-points', {
      token: admin,
      body: {
        stationId: idle.id,
        chargePointId: SEEDED_CHARGE_POINT,
        connectors: [{ connectorId: 1, chargerIndex: 0 }],
      },
      expect: [201],
    });
  });

  afterAll(async () => {
    await cluster?.stop();
  });

  const idsOf = ownedIds;
  const bodyOf = (op: Operation) => (op.body ? sample(op.body, KNOWN_FIELDS) : undefined);

  it('forged tokens are refused with 401 at the gateway and at each service directly, on every protected route', async () => {
    const forged = forgedTokens(cluster.secret, { id: a.userId, username: a.username });
    const failures: string[] = [];
    let checked = 0;
    const targets: Array<[string, Operation[]]> = [
      [gateway, merged],
      ...SERVICES.map((s) => [cluster.url(s), perService[s]] as [string, Operation[]]),
    ];
    for (const [base, ops] of targets) {
      const protectedOps = ops.filter((op) => !op.public);
      for (const op of protectedOps) {
        const url = fill(op.path, Object.fromEntries(op.pathParams.map((p) => [p, 1])));
        for (const [kind, token] of Object.entries(forged)) {
          const res = await rec.send(base, op.method, url, { token, body: bodyOf(op) });
          checked += 1;
          if (res.status !== 401)
            failures.push(
              `${base} ${op.method} ${url} with ${kind}: ${res.status} ${res.text.slice(0, 120)}`,
            );
        }
        const none = await rec.send(base, op.method, url, { body: bodyOf(op) });
        if (none.status !== 401) failures.push(`${base} ${op.method} ${url} without a token: ${none.status}`);
      }
    }
    process.stderr.write(`forged tokens: ${checked} requests refused as expected or listed below\n`);
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(SERVICES.length * 12);
    // The same checks pass an honest token: the 401s above were about the tokens, not the routes.
    const honest = validToken(cluster.secret, {
      sub: String(a.userId),
      username: a.username,
      role: 'user',
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    for (const base of [gateway, cluster.url('bookings')]) {
      expect((await rec.send(base, 'GET', '/api/bookings', { token: honest })).status).toBe(200);
    }
  });

  it('revoked tokens (logout, password change) are refused at the gateway at once and by every service within moments, far inside the cache TTL', async () => {
    const [x] = await people(gateway, 1, 'Lata Logout');
    const second = await call<{ token: string }>(gateway, 'POST', '/api/auth/login', {
      body: { username: x.username, password: 'charge-driver-1' },
      expect: [200],
    });
    // Every service has seen both tokens as good (so each has them cached).
    const probes: Array<[string, string]> = [
      [gateway, '/api/bookings'],
      [cluster.url('auth'), '/api/auth/me'],
      [cluster.url('bookings'), '/api/bookings'],
      [cluster.url('payments'), '/api/user/stats'],
      [cluster.url('charging'), '/api/charging/1/status'],
      [cluster.url('assistant'), '/api/assistant/history'],
    ];
    const statuses = async (token: string) =>
      Promise.all(probes.map(async ([base, url]) => (await rec.send(base, 'GET', url, { token })).status));
    expect(await statuses(x.token)).not.toContain(401);
    const out = await rec.send(gateway, 'POST', '/api/auth/logout', { token: x.token });
    expect(out.status).toBe(200);
    expect(out.headers.get('x-chargesetu-revoked-user')).toBeNull(); // consumed by the gateway
    // The gateway forgot the user as it relayed auth's answer: refused at once, no waiting.
    expect((await rec.send(gateway, 'GET', '/api/bookings', { token: x.token })).status).toBe(401);
    // Services reached directly forget the user when auth's broadcast (auth.tokens.revoked) arrives: within
    // a couple of seconds, while TOKEN_STATE_CACHE_MS (30 s by default) alone would keep the token good.
    await eventually(async () => expect(await statuses(x.token)).toEqual(probes.map(() => 401)), 2_000, 100);
    // The other session of the same user is untouched by that logout...
    expect(await statuses(second.token)).not.toContain(401);
    // ...until the password changes: then it is refused too, and the fresh token works everywhere.
    const changed = await call<{ token: string }>(gateway, 'POST', '/api/auth/reset-password', {
      token: second.token,
      body: { currentPassword: 'charge-driver-1', newPassword: 'Rotated-Pass-42' },
      expect: [200],
    });
    expect((await rec.send(gateway, 'GET', '/api/bookings', { token: second.token })).status).toBe(401);
    await eventually(
      async () => expect(await statuses(second.token)).toEqual(probes.map(() => 401)),
      2_000,
      100,
    );
    expect(await statuses(changed.token)).not.toContain(401);
  });

  it('/internal routes answer only calls that carry the internal token, and the gateway never routes them', async () => {
    const internal = internalRoutes();
    expect(internal.length).toBeGreaterThanOrEqual(SERVICES.length);
    const values: Record<string, number> = {
      id: 1,
      userId: a.userId,
      bookingId: a.paid.id,
      stationId: servedStation,
      chargerIndex: 0,
    };
    const failures: string[] = [];
    for (const r of internal) {
      const url = r.path.replace(/:(\w+)/g, (_, p: string) => {
        if (r.path.startsWith('/internal/bookings/')) return String(a.paid.id);
        if (r.path.startsWith('/internal/vehicles/')) return String(a.vehicleId);
        if (r.path.startsWith('/internal/users/')) return String(a.userId);
        return String(values[p] ?? 1);
      });
      const base = cluster.url(r.service);
      const attempts: Array<[string, Record<string, string>]> = [
        ['no token', {}],
        ['a wrong internal token', { 'x-internal-token': 'f'.repeat(cluster.internalToken.length) }],
        ['a user JWT', { authorization: `Bearer ${a.token}` }],
        ['an admin JWT', { authorization: `Bearer ${admin}` }],
      ];
      for (const [kind, headers] of attempts) {
        const res = await rec.send(base, r.method, url, { headers });
        if (res.status !== 404) failures.push(`${r.service} ${r.method} ${url} with ${kind}: ${res.status}`);
      }
      const through = await rec.send(gateway, r.method, url, {
        headers: { 'x-internal-token': cluster.internalToken },
      });
      if (through.status !== 404) failures.push(`gateway ${r.method} ${url}: ${through.status}`);
      for (const sneaky of [`/api/..${url}`, `/api/%2e%2e${url}`, `/api/stations/..%2f..${url}`]) {
        const res = await rawRequest(gateway, r.method, sneaky, { authorization: `Bearer ${a.token}` });
        rec.seen.push({ method: r.method, url: `${gateway}${sneaky}`, ...res });
        if (res.status !== 404) failures.push(`gateway ${r.method} ${sneaky}: ${res.status}`);
      }
      // The route is real: with the internal token the service answers it (a POST sent without its
      // body, such as the charging claim, which must not be taken here, or a GET without its required query,
      // with its own 400 past the guard).
      const ok = await rec.send(base, r.method, url, {
        headers: { 'x-internal-token': cluster.internalToken },
      });
      // A GET whose query string is required answers its own 400 past the guard too.
      const pastTheGuard = r.method === 'POST' || /^\{"statusCode":400,.*querystring/.test(ok.text);
      const answered = ok.status === 200 || (ok.status === 400 && pastTheGuard);
      if (!answered)
        failures.push(
          `${r.service} ${r.method} ${url} with the internal token: ${ok.status} ${ok.text.slice(0, 120)}`,
        );
    }
    expect(failures).toEqual([]);
  });

  it('BOLA: on every route with an id, another user gets 404 and changes nothing; the owner gets 2xx', async () => {
    // Administrators' routes belong to no driver: the next test holds every driver to 403 there.
    const withIds = merged.filter(
      (op) => op.pathParams.length > 0 && !op.public && !op.path.includes('/admin/'),
    );
    expect(withIds.length).toBeGreaterThanOrEqual(8);
    const gets = withIds.filter((op) => op.method === 'GET');
    const snapshot = async () =>
      Promise.all(
        gets.map(
          async (op) =>
            (await rec.send(gateway, 'GET', fill(op.path, idsOf(op, a)), { token: a.token })).text,
        ),
      );
    const before = await snapshot();

    const failures: string[] = [];
    for (const op of withIds) {
      const url = fill(op.path, idsOf(op, a));
      const service = routeOwner(url);
      expect({ url, service: service !== null }).toEqual({ url, service: true });
      for (const base of [gateway, cluster.url(service as Service)]) {
        const res = await rec.send(base, op.method, url, { token: b.token, body: bodyOf(op) });
        if (res.status !== 404)
          failures.push(`B ${op.method} ${base}${url}: ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    process.stderr.write(
      `BOLA matrix: ${withIds.length} routes with an id, each via the gateway and the service\n`,
    );
    expect(failures).toEqual([]);
    // Nothing of A's changed (receipts are compared by status: a PDF carries its own timestamp).
    const after = await snapshot();
    gets.forEach((op, i) => {
      if (op.path.endsWith('/receipt')) return;
      expect({ op: op.path, body: after[i] }).toEqual({ op: op.path, body: before[i] });
    });
    // Ids inside bodies: B may not book with A's vehicle nor pay A's booking.
    const bodyIds = { vehicleId: a.vehicleId, bookingId: a.pending.id };
    const withBodyIds = merged.filter(
      (op) => !op.public && Object.keys(op.body?.properties ?? {}).some((k) => k in bodyIds),
    );
    expect(withBodyIds.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining(['POST /api/bookings', 'POST /api/payments']),
    );
    for (const op of withBodyIds) {
      // code: station 1's first connector, so a walk-up reaches the vehicle check.
      const known = {
        ...KNOWN_FIELDS,
        ...spare,
        ...bodyIds,
        paymentMethod: 'upi',
        upiId: 'bola@okaxis',
        code: '1-1',
      };
      const body = sample(op.body ?? {}, known);
      const url = fill(op.path, op.pathParams.length ? idsOf(op, b) : {});
      const res = await rec.send(gateway, op.method, url, { token: b.token, body });
      expect({ op: `${op.method} ${op.path}`, status: res.status }).toEqual({
        op: `${op.method} ${op.path}`,
        status: 404,
      });
    }
    const [untouched] = await cluster.sql<{ status: string; payments: number; borrowed: number }>(
      `SELECT (SELECT status FROM bookings.bookings WHERE id = $1) AS status,
              (SELECT count(*)::int FROM payments.payments WHERE booking_id = $1) AS payments,
              (SELECT count(*)::int FROM bookings.bookings WHERE vehicle_id = $2 AND user_id <> $3) AS borrowed`,
      [a.pending.id, a.vehicleId, a.userId],
    );
    expect(untouched).toEqual({ status: 'pending', payments: 0, borrowed: 0 });
    // B's own lists never show A's things.
    for (const list of merged.filter(
      (op) => op.method === 'GET' && op.pathParams.length === 0 && !op.public,
    )) {
      const res = await rec.send(gateway, 'GET', list.path, { token: b.token });
      expect({
        list: list.path,
        leaks: [a.plate, a.payment.transactionId, a.username].filter(
          (x) => x && res.text.includes(String(x)),
        ),
      }).toEqual({
        list: list.path,
        leaks: [],
      });
    }
    // The owner, on the same routes with the same bodies: reads first, deletions last.
    const order = (op: Operation) => ['GET', 'PUT', 'PATCH', 'POST', 'DELETE'].indexOf(op.method);
    for (const op of [...withIds].sort((x, y) => order(x) - order(y))) {
      const url = fill(op.path, idsOf(op, a));
      const res = await rec.send(gateway, op.method, url, { token: a.token, body: bodyOf(op) });
      const ruled = OWNER_STATE_ANSWERS.find((r) => r.op.test(`${op.method} ${url}`));
      if (ruled) {
        // Past the ownership check: the owner meets the rule of the thing's state, never a 404 or 403.
        expect({
          op: `${op.method} ${url}`,
          status: res.status,
          message: (res.json as { message?: string } | undefined)?.message,
        }).toEqual({
          op: `${op.method} ${url}`,
          status: ruled.status,
          message: expect.stringMatching(ruled.message),
        });
        continue;
      }
      expect({
        op: `${op.method} ${url}`,
        status: res.status >= 200 && res.status < 300 ? '2xx' : `${res.status} ${res.text}`,
      }).toEqual({
        op: `${op.method} ${url}`,
        status: '2xx',
      });
    }
  });

  it('administrator routes answer 403 to a driver and 200 to the administrator', async () => {
    const adminOps = merged.filter((op) => !op.public && op.path.includes('/admin/'));
    expect(adminOps.length).toBeGreaterThanOrEqual(2);
    for (const op of adminOps) {
      const body = op.body ? sample(op.body, { ...KNOWN_FIELDS, userId: b.userId }) : undefined;
      const res = await rec.send(gateway, op.method, fill(op.path, idsOf(op, a)), { token: a.token, body });
      expect({ op: `${op.method} ${op.path}`, status: res.status }).toEqual({
        op: `${op.method} ${op.path}`,
        status: 403,
      });
    }
    const overview = await rec.send(gateway, 'GET', '/api/admin/overview', { token: admin });
    expect(overview.status).toBe(200);
  });

  it('no response of this file contained a password hash', async () => {
    for (const op of merged.filter((o) => o.method === 'GET')) {
      const url = `${fill(op.path, idsOf(op, b))}${requiredQuery(op)}`;
      for (const token of [b.token, admin, undefined]) await rec.send(gateway, 'GET', url, { token });
    }
    const hashes = (await cluster.sql<{ h: string }>('SELECT password_hash AS h FROM auth.users')).map(
      (r) => r.h,
    );
    expect(hashes.length).toBeGreaterThanOrEqual(4);
    expect(rec.seen.length).toBeGreaterThan(500);
    expect(leaksOfPasswords(rec.seen, hashes)).toEqual([]);
  });
});

/** The /internal routes, read from the service libraries' route files (they are hidden from OpenAPI). */
function internalRoutes(): Array<{ service: Service; method: string; path: string }> {
  const out: Array<{ service: Service; method: string; path: string }> = [];
  for (const service of SERVICES) {
    const dir = path.join(root, 'libs', service, 'service/src/lib/routes');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.spec.'))) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      for (const m of text.matchAll(/\.(get|post|put|patch|delete)\(\s*'(\/internal\/[^']+)'/g)) {
        out.push({ service, method: m[1].toUpperCase(), path: m[2] });
      }
    }
  }
  return out;
}

import type { Station } from '@chargesetu/shared/contracts';
import { closeEmbeddedDatabase } from '@chargesetu/shared/db';
import { describeBackends, useTestDatabase, type TestDatabase } from '@chargesetu/shared/testing';
import { startStationsTestApp, TEST_INTERNAL_TOKEN, type StationsTestApp } from '../../testing';
import { STATION_CATALOGUE, type CatalogueStation } from '../seed/catalogue';
import { seedStations } from '../seed/seed-stations';

jest.setTimeout(120_000);

const catalogue = STATION_CATALOGUE.stations;
const SPEC_FIELDS = [
  'address',
  'amenities',
  'apiEndpoint',
  'chargers',
  'createdAt',
  'hasLiveStatus',
  'id',
  'latitude',
  'longitude',
  'name',
  'operatingHours',
  'operator',
  'photos',
  'ratings',
  'reviewCount',
].sort();

let db: TestDatabase;
let t: StationsTestApp;
let codeById: Map<number, string>;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const list = async (query: string): Promise<Station[]> => {
  const res = await get(`/api/stations${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const codesOf = (stations: Station[]) => stations.map((s) => codeById.get(s.id));
const catalogueCodes = (keep: (s: CatalogueStation) => boolean) => catalogue.filter(keep).map((s) => s.code);
const storedCodes = async () =>
  new Map<number, string>(
    (await t.ctx.dataSource.query(`SELECT id, code FROM "stations"."stations" ORDER BY id`)).map(
      (r: { id: number; code: string }) => [r.id, r.code],
    ),
  );

beforeAll(async () => {
  db = await useTestDatabase();
  console.info(describeBackends(db));
  t = await startStationsTestApp(db);
});

afterAll(async () => {
  await t?.close();
  await closeEmbeddedDatabase();
  await db?.drop();
});

describe('seeding the catalogue', () => {
  it('when the database is empty, inserts every catalogue station (at least 150) in catalogue order', async () => {
    expect((await list('')).length).toBe(0);
    const result = await seedStations(t.ctx.dataSource);
    expect(result).toEqual({ inserted: catalogue.length, updated: 0, unchanged: 0 });
    expect(catalogue.length).toBeGreaterThanOrEqual(150);
    codeById = await storedCodes();
    expect([...codeById.values()]).toEqual(catalogue.map((s) => s.code));
  });

  it('when run again, changes nothing: same count, same ids', async () => {
    const before = await storedCodes();
    await t.ctx.dataSource.transaction(async (m) => {
      expect(await seedStations(m)).toEqual({ inserted: 0, updated: 0, unchanged: catalogue.length });
    });
    expect(await storedCodes()).toEqual(before);
  });

  it('when the catalogue changed a station, rewrites that row in place (same id) and leaves the rest', async () => {
    const [first] = catalogue;
    const changed = { ...first, name: `${first.name} (renovated)`, ratings: 4.9 };
    expect(await seedStations(t.ctx.dataSource, [changed, catalogue[1]])).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: 1,
    });
    const id = [...codeById].find(([, code]) => code === first.code)![0];
    expect((await get(`/api/stations/${id}`)).json()).toMatchObject({ name: changed.name, ratings: 4.9 });
    expect(await seedStations(t.ctx.dataSource)).toMatchObject({ inserted: 0, updated: 1 });
  });
});

describe('GET /api/stations', () => {
  it('with no filter, responds with every station, each carrying exactly the spec-3 fields, and no internal code', async () => {
    const res = await get('/api/stations');
    expect(res.statusCode).toBe(200);
    const stations: Station[] = res.json();
    expect(codesOf(stations)).toEqual(catalogue.map((s) => s.code));
    for (const s of stations) expect(Object.keys(s).sort()).toEqual(SPEC_FIELDS);
    expect(res.body).not.toContain('"code"');
  });

  it('returns every catalogue value as stored: address, chargers with decimal-string prices, hours, ratings', async () => {
    const byCode = new Map(catalogue.map((s) => [s.code, s]));
    for (const s of await list('')) {
      const { code, ...expected } = byCode.get(codeById.get(s.id)!)!;
      const { id, createdAt, ...actual } = s;
      expect({ code, ...actual }).toEqual({ code, ...expected });
      expect(id).toBeGreaterThan(0);
      expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });

  it('filters by state, case-insensitively and ignoring surrounding spaces', async () => {
    const expected = catalogueCodes((s) => s.address.state === 'Maharashtra');
    expect(expected.length).toBeGreaterThan(10);
    expect(codesOf(await list('?state=Maharashtra'))).toEqual(expected);
    expect(codesOf(await list('?state=%20maharashtra%20'))).toEqual(expected);
  });

  it('filters by state and city together', async () => {
    const expected = catalogueCodes((s) => s.address.state === 'Karnataka' && s.address.city === 'Bengaluru');
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(codesOf(await list('?state=Karnataka&city=bengaluru'))).toEqual(expected);
    expect(await list('?state=Gujarat&city=Bengaluru')).toEqual([]);
  });

  it('filters by city alone', async () => {
    expect(codesOf(await list('?city=New%20Delhi'))).toEqual(
      catalogueCodes((s) => s.address.city === 'New Delhi'),
    );
  });

  it('filters by connector type, case-insensitively, and understands the vehicle form names', async () => {
    const chademo = catalogueCodes((s) => s.chargers.some((c) => c.type === 'CHAdeMO'));
    expect(chademo.length).toBeGreaterThan(0);
    expect(chademo.length).toBeLessThan(catalogue.length);
    expect(codesOf(await list('?connector=CHAdeMO'))).toEqual(chademo);
    expect(codesOf(await list('?connector=chademo'))).toEqual(chademo);
    const type2 = catalogueCodes((s) => s.chargers.some((c) => c.type === 'Type 2'));
    expect(codesOf(await list('?connector=Type%202%20(Mennekes)'))).toEqual(type2);
    expect(codesOf(await list('?connector=GB%2FT'))).toEqual(
      catalogueCodes((s) => s.chargers.some((c) => c.type === 'GB/T')),
    );
  });

  it('filters by minimum power: a station qualifies when any charger reaches it', async () => {
    const fast = catalogueCodes((s) => s.chargers.some((c) => c.power >= 100));
    expect(fast.length).toBeGreaterThanOrEqual(15);
    expect(codesOf(await list('?minPower=100'))).toEqual(fast);
    expect(codesOf(await list('?minPower=59.5'))).toEqual(
      catalogueCodes((s) => s.chargers.some((c) => c.power >= 59.5)),
    );
    expect((await list('?minPower=0')).length).toBe(catalogue.length);
  });

  it('combines state, connector and minimum power', async () => {
    const expected = catalogueCodes(
      (s) =>
        s.address.state === 'Tamil Nadu' &&
        s.chargers.some((c) => c.type === 'CCS2') &&
        s.chargers.some((c) => c.power >= 60),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(codesOf(await list('?state=Tamil%20Nadu&connector=CCS2&minPower=60'))).toEqual(expected);
  });

  it('treats an empty filter as no filter ("All States")', async () => {
    expect((await list('?state=&city=')).length).toBe(catalogue.length);
  });

  it('when a filter matches nothing, responds 200 with an empty list', async () => {
    expect(await list('?state=Atlantis')).toEqual([]);
    expect(await list('?connector=Tesla%20Supercharger')).toEqual([]);
    expect(await list('?minPower=100000')).toEqual([]);
  });

  it.each(['abc', '-5'])('when minPower is %s, responds 400 with a readable message', async (minPower) => {
    const res = await get(`/api/stations?minPower=${minPower}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringContaining('minPower'),
    });
  });
});

describe('GET /api/stations/:id', () => {
  it('responds with the station, the same as in the list', async () => {
    const [, second] = await list('');
    const res = await get(`/api/stations/${second.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(second);
  });

  it('when no station has the id, responds 404 with a readable message', async () => {
    const res = await get('/api/stations/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Station 999999 was not found',
    });
  });

  it.each(['abc', '0', '1.5', '99999999999'])('when the id is %s, responds 400', async (id) => {
    const res = await get(`/api/stations/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringContaining('id'),
    });
  });
});

describe('operating hours', () => {
  const shapes: Array<[string, (h: unknown) => boolean]> = [
    ['the string "24/7"', (h) => h === '24/7'],
    ['a JSON string', (h) => typeof h === 'string' && h.startsWith('{')],
    ['a weekday object', (h) => typeof h === 'object' && h !== null],
  ];
  it.each(shapes)('when stored as %s, come back exactly as stored', async (_shape, isShape) => {
    const station = catalogue.find((s) => isShape(s.operatingHours))!;
    expect(station).toBeDefined();
    const id = [...codeById].find(([, code]) => code === station.code)![0];
    const body: Station = (await get(`/api/stations/${id}`)).json();
    expect(body.operatingHours).toEqual(station.operatingHours);
    expect(typeof body.operatingHours).toBe(typeof station.operatingHours);
  });
});

describe('GET /internal/stations/:id', () => {
  it('without the internal token, answers 404 like a missing route', async () => {
    for (const headers of [{}, { 'x-internal-token': 'guess' }] as Array<Record<string, string>>) {
      const res = await get('/internal/stations/1', headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Route GET /internal/stations/1 not found',
      });
    }
  });

  it('with the internal token, responds with the station and its chargers', async () => {
    const [first] = await list('');
    const res = await get(`/internal/stations/${first.id}`, { 'x-internal-token': TEST_INTERNAL_TOKEN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);
    expect(first.chargers.length).toBeGreaterThan(0);
  });

  it('with the internal token and an unknown id, responds 404 naming the station', async () => {
    const res = await get('/internal/stations/999999', { 'x-internal-token': TEST_INTERNAL_TOKEN });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Station 999999 was not found');
  });
});

describe('GET /internal/stats/stations', () => {
  it('with the internal token, responds with how many stations the catalogue holds; without it, 404', async () => {
    const res = await get('/internal/stats/stations', { 'x-internal-token': TEST_INTERNAL_TOKEN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stations: catalogue.length });
    expect((await get('/internal/stats/stations')).statusCode).toBe(404);
  });
});

describe('starting the service again', () => {
  it('runs no migration twice and the seed leaves the same stations with the same ids', async () => {
    const before = await storedCodes();
    await t.close();
    t = await startStationsTestApp(db);
    await t.seed();
    expect(await storedCodes()).toEqual(before);
    expect((await list('')).length).toBe(catalogue.length);
    const ran: unknown[] = await t.ctx.dataSource.query(
      `SELECT name FROM "stations"."migrations" WHERE name LIKE '%Station%'`,
    );
    expect(ran).toHaveLength(2);
  });
});

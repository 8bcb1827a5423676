import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import { ASSISTANT_QUERY_MAX_LENGTH, type ChatHistoryItem } from '@chargesetu/shared/contracts';
import { useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import {
  assistantClient,
  startAssistantPlatform,
  storedExchanges,
  type Driver,
} from '../../testing/assistant-platform';
import { assistantService } from '../assistant.module';
import { MESSAGES } from '../rules/messages';

jest.setTimeout(120_000);

const modules = [authService, stationsService, bookingsService, assistantService];
// No OPENAI_* variables: the offline assistant answers.
const platformOf = useTestPlatform((b) =>
  startAssistantPlatform(modules, b, { ASSISTANT_MAX_PER_MINUTE: '1000' }),
);
const client = assistantClient(platformOf);
let asha: Driver;
let bilal: Driver;

beforeAll(async () => {
  [asha, bilal] = [
    await client.newDriver(),
    await client.newDriver({ connectorTypes: ['CHAdeMO'], make: 'Nissan', model: 'Leaf' }),
  ];
});

const expectError = (res: { statusCode: number; json(): unknown }, status: number, message: string) => {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status,
    body: { statusCode: status, error: expect.any(String), message },
  });
};

describe('POST /api/assistant/chat', () => {
  it('without a token, responds 401 and stores nothing', async () => {
    const before = await platformOf().assistant.dataSource.query(
      `SELECT count(*)::int AS n FROM "assistant"."assistant_chats"`,
    );
    const res = await client.call('POST', '/api/assistant/chat', { payload: { query: 'stations in Pune' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
    const after = await platformOf().assistant.dataSource.query(
      `SELECT count(*)::int AS n FROM "assistant"."assistant_chats"`,
    );
    expect(after[0].n).toBe(before[0].n);
  });

  it('with a forged token, responds 401', async () => {
    const res = await client.call('POST', '/api/assistant/chat', {
      token: `${asha.token}x`,
      payload: { query: 'hi' },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['an empty query', ''],
    ['a whitespace-only query', '   \n\t  '],
  ])('with %s, responds 400 with a readable message and stores nothing', async (_what, query) => {
    const res = await client.ask(asha, query);
    expectError(res, 400, MESSAGES.emptyQuery);
    expect(await storedExchanges(platformOf(), asha.userId)).toEqual([]);
  });

  it('with a query longer than 2000 characters after trimming, responds 400 with a readable message', async () => {
    expectError(await client.ask(asha, 'a'.repeat(ASSISTANT_QUERY_MAX_LENGTH + 1)), 400, MESSAGES.tooLong);
  });

  it('without a query field, responds 400 naming it', async () => {
    const res = await client.call('POST', '/api/assistant/chat', { token: asha.token, payload: {} });
    expectError(res, 400, 'body: query is required');
  });

  it('takes exactly 2000 characters once surrounding spaces are trimmed, and stores the trimmed query', async () => {
    const query = `  stations in Pune ${'x'.repeat(ASSISTANT_QUERY_MAX_LENGTH - 'stations in Pune '.length)}  `;
    const res = await client.ask(bilal, query);
    expect(res.statusCode).toBe(200);
    const [row] = (await storedExchanges(platformOf(), bilal.userId)).slice(-1);
    expect(row.query).toBe(query.trim());
    expect(row.query).toHaveLength(ASSISTANT_QUERY_MAX_LENGTH);
  });

  it('answers from live data and stores the exchange with its context: offline backend, "not_configured", tools', async () => {
    const pune = await client.stations('?city=Pune');
    const res = await client.ask(asha, 'stations in Pune');
    expect(res.statusCode).toBe(200);
    const { message } = res.json();
    for (const s of pune) expect(message).toContain(`[${s.name}](/station/${s.id})`);

    const [row] = (await storedExchanges(platformOf(), asha.userId)).slice(-1);
    expect(row).toMatchObject({ query: 'stations in Pune', response: message });
    expect(row.context).toMatchObject({
      backend: 'offline',
      offlineReason: 'not_configured',
      intent: 'find_stations',
      place: { kind: 'city', city: 'Pune', state: 'Maharashtra' },
      tools: [{ name: 'search_stations', ok: true, summary: expect.stringMatching(/^\d+ stations$/) }],
      durationMs: expect.any(Number),
    });
    expect((row.context['stationIds'] as number[]).sort()).toEqual(pune.map((s) => s.id).sort());
  });
});

describe('GET /api/assistant/history', () => {
  it('without a token, responds 401', async () => {
    expect((await client.call('GET', '/api/assistant/history')).statusCode).toBe(401);
  });

  it("lists only the caller's own exchanges, oldest first, with id, query, response and createdAt", async () => {
    const carol = await client.newDriver();
    const dev = await client.newDriver();
    const asked = ['hi', 'What is CCS2?', 'stations in Chennai'];
    const answers: string[] = [];
    for (const q of asked) answers.push(await client.answer(carol, q));
    await client.answer(dev, 'charging etiquette');

    const res = await client.history(carol);
    expect(res.statusCode).toBe(200);
    const history: ChatHistoryItem[] = res.json();
    expect(history.map((h) => h.query)).toEqual(asked);
    expect(history.map((h) => h.response)).toEqual(answers);
    for (const h of history) {
      expect(Object.keys(h).sort()).toEqual(['createdAt', 'id', 'query', 'response']);
      expect(new Date(h.createdAt).toISOString()).toBe(h.createdAt);
    }
    const times = history.map((h) => Date.parse(h.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(history.map((h) => h.id)).toEqual([...history.map((h) => h.id)].sort((a, b) => a - b));

    const devHistory: ChatHistoryItem[] = (await client.history(dev)).json();
    expect(devHistory.map((h) => h.query)).toEqual(['charging etiquette']);
    expect(devHistory.some((h) => history.some((c) => c.id === h.id))).toBe(false);
  });

  it('is empty for a user who has not asked anything', async () => {
    const erin = await client.newDriver();
    expect((await client.history(erin)).json()).toEqual([]);
  });
});

describe('rate limit', () => {
  // A platform of its own with a budget of 3 questions a minute (the service reads it once, at start).
  const limitedOf = useTestPlatform((b) =>
    startAssistantPlatform(modules, b, { ASSISTANT_MAX_PER_MINUTE: '3' }),
  );
  const limited = assistantClient(limitedOf);

  it('answers 429 with a readable message and Retry-After past the per-minute budget, per user, and stores nothing for it', async () => {
    const fatima = await limited.newDriver();
    const gopal = await limited.newDriver();
    for (let i = 0; i < 3; i++)
      expect((await limited.ask(fatima, `stations in Pune ${i}`)).statusCode).toBe(200);

    const refused = await limited.ask(fatima, 'one more please');
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expectError(refused, 429, MESSAGES.rateLimited(3, seconds));
    expect(refused.json().message).toMatch(/up to 3 questions a minute/);
    // In the request's language, as every error is (Accept-Language), whatever the chat body says.
    const inHindi = await limitedOf().app.inject({
      method: 'POST',
      url: '/api/assistant/chat',
      headers: { authorization: `Bearer ${fatima.token}`, 'accept-language': 'hi-IN' },
      payload: { query: 'एक और सवाल' },
    });
    expect(inHindi.statusCode).toBe(429);
    expect(inHindi.json().message).toMatch(
      /^आप मेरे जवाब देने से ज़्यादा तेज़ी से पूछ रहे हैं: एक मिनट में ज़्यादा से ज़्यादा 3 सवाल।/,
    );

    // Refused questions are neither stored nor counted; another user has their own budget.
    expect((await storedExchanges(limitedOf(), fatima.userId)).map((r) => r.query)).toEqual([
      'stations in Pune 0',
      'stations in Pune 1',
      'stations in Pune 2',
    ]);
    expect((await limited.ask(gopal, 'hi')).statusCode).toBe(200);
    const [{ count }] = await limitedOf().assistant.dataSource.query(
      `SELECT count FROM "assistant"."assistant_rate_windows" WHERE user_id = $1`,
      [fatima.userId],
    );
    expect(count).toBe(3);
  });

  it('opens a new window once the minute has passed', async () => {
    const hari = await limited.newDriver();
    for (let i = 0; i < 3; i++) expect((await limited.ask(hari, `hi ${i}`)).statusCode).toBe(200);
    expect((await limited.ask(hari, 'hi again')).statusCode).toBe(429);
    // Move the stored window back a minute instead of waiting for it.
    await limitedOf().assistant.dataSource.query(
      `UPDATE "assistant"."assistant_rate_windows" SET window_start = window_start - interval '61 seconds' WHERE user_id = $1`,
      [hari.userId],
    );
    expect((await limited.ask(hari, 'hi again')).statusCode).toBe(200);
  });

  it('holds under concurrent questions: exactly the budget is answered', async () => {
    const ishaan = await limited.newDriver();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => limited.ask(ishaan, `hello ${i}`)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    expect(await storedExchanges(limitedOf(), ishaan.userId)).toHaveLength(3);
  });
});

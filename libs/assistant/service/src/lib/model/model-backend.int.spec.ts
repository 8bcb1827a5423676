import { authService } from '@chargesetu/auth/service';
import { bookingsService } from '@chargesetu/bookings/service';
import type { Station } from '@chargesetu/shared/contracts';
import { estimateCost, priceBreakdown } from '@chargesetu/shared/domain';
import { useTestPlatform } from '@chargesetu/shared/testing';
import { stationsService } from '@chargesetu/stations/service';
import {
  assistantClient,
  startAssistantPlatform,
  storedExchanges,
  type AssistantPlatform,
  type Driver,
} from '../../testing/assistant-platform';
import {
  errorReply,
  startFakeOpenAi,
  textReply,
  toolCallReply,
  type FakeCall,
  type FakeOpenAi,
} from '../../testing/fake-openai-server';
import { assistantService } from '../assistant.module';
import { TOOL_DEFINITIONS } from './tools/tool-definitions';

jest.setTimeout(120_000);

const MODEL = 'fake-model-7b';
const modules = [authService, stationsService, bookingsService, assistantService];
let fake: FakeOpenAi;
let asha: Driver;
let pune: Station[];

/** The model settings of these tests; the service reads them once, so other settings start another platform. */
const modelEnv = (o: Record<string, string> = {}) => ({
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_API_KEY: 'test-key',
  ASSISTANT_MODEL: MODEL,
  ASSISTANT_TIMEOUT_MS: '10000',
  ASSISTANT_MAX_PER_MINUTE: '1000',
  ...o,
});

beforeAll(async () => {
  fake = await startFakeOpenAi();
});

const platformOf = useTestPlatform((b) => startAssistantPlatform(modules, b, modelEnv()));
const client = assistantClient(platformOf);
const lastStored = async (driver: Driver, platform: AssistantPlatform = platformOf()) =>
  (await storedExchanges(platform, driver.userId)).slice(-1)[0];
const toolMessages = (call: FakeCall) => call.body.messages.filter((m) => m.role === 'tool');

beforeAll(async () => {
  asha = await client.newDriver();
  pune = await client.stations('?city=Pune');
  expect(pune.length).toBeGreaterThan(1);
});

beforeEach(() => {
  fake.calls.length = 0;
});

afterAll(async () => {
  await fake?.close();
});

describe('with a model configured (a fake OpenAI-compatible server over HTTP)', () => {
  it('returns the model’s plain reply, having sent the model name, key, system prompt, tools and the question', async () => {
    fake.script(textReply('Namaste! Ask me about stations, prices and slots.'));
    const res = await client.ask(asha, 'hello');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Namaste! Ask me about stations, prices and slots.' });

    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call.headers['authorization']).toBe('Bearer test-key');
    expect(call.body.model).toBe(MODEL);
    expect(call.body.messages[0].role).toBe('system');
    expect(call.body.messages[0].content).toMatch(/ChargeSetu assistant/);
    expect(call.body.messages[0].content).toMatch(/₹10\.00 platform fee/);
    expect(call.body.messages.at(-1)).toEqual({ role: 'user', content: 'hello' });
    expect(call.body.tools?.map((t) => t.function.name)).toEqual(TOOL_DEFINITIONS.map((t) => t.name));

    expect((await lastStored(asha)).context).toMatchObject({ backend: 'model', tools: [], toolRounds: 0 });
  });

  it('tells the model to answer in Hindi when the question comes with language "hi"', async () => {
    fake.script(textReply('नमस्ते! स्टेशन, कीमत और स्लॉट के बारे में पूछें।'));
    const res = await client.call('POST', '/api/assistant/chat', {
      token: asha.token,
      payload: { query: 'नमस्ते', language: 'hi' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'नमस्ते! स्टेशन, कीमत और स्लॉट के बारे में पूछें।' });
    const system = fake.calls[0].body.messages[0].content;
    expect(system).toMatch(/answer in natural, everyday Hindi written in Devanagari/);
    expect(system).not.toMatch(/answer in English/);
    fake.calls.length = 0;
    fake.script(textReply('Hello!'));
    await client.ask(asha, 'hello');
    expect(fake.calls[0].body.messages[0].content).toMatch(/answer in English\./);
  });

  it('sends the user’s recent exchanges as context, oldest first', async () => {
    const bilal = await client.newDriver();
    fake.script(textReply('first answer'), textReply('second answer'), textReply('third answer'));
    await client.answer(bilal, 'first question');
    await client.answer(bilal, 'second question');
    await client.answer(bilal, 'third question');
    const messages = fake.calls[2].body.messages.slice(1).map((m) => [m.role, m.content]);
    expect(messages).toEqual([
      ['user', 'first question'],
      ['assistant', 'first answer'],
      ['user', 'second question'],
      ['assistant', 'second answer'],
      ['user', 'third question'],
    ]);
  });

  it('runs a search_stations tool call on live data, sends the result back, and returns the final answer', async () => {
    fake.script(
      toolCallReply([{ id: 'call_1', name: 'search_stations', arguments: { city: 'Poona' } }]),
      textReply('Pune has several stations; the best rated is listed first.'),
    );
    const res = await client.ask(asha, 'charging stations in Poona?');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Pune has several stations; the best rated is listed first.');

    expect(fake.calls).toHaveLength(2);
    const second = fake.calls[1].body.messages;
    expect(second.at(-2)).toMatchObject({
      role: 'assistant',
      tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'search_stations' } }],
    });
    const [tool] = toolMessages(fake.calls[1]);
    expect(tool.tool_call_id).toBe('call_1');
    const result = JSON.parse(tool.content!);
    expect(result.filter).toMatchObject({ city: 'Pune', state: 'Maharashtra' });
    expect(result.total).toBe(pune.length);
    expect(result.stations.map((s: { name: string }) => s.name).sort()).toEqual(
      pune.map((s) => s.name).sort(),
    );
    for (const s of result.stations) expect(s.link).toBe(`/station/${s.id}`);
    const first = pune.find((s) => s.id === result.stations[0].id)!;
    expect(result.stations[0].chargers.map((c: { pricePerKwh: string }) => c.pricePerKwh).sort()).toEqual(
      [...new Set(first.chargers.map((c) => c.pricePerKwh))].sort(),
    );

    expect((await lastStored(asha)).context).toMatchObject({
      backend: 'model',
      toolRounds: 1,
      tools: [
        {
          name: 'search_stations',
          arguments: { city: 'Poona' },
          ok: true,
          summary: `${pune.length} stations`,
        },
      ],
    });
  });

  it('answers the user’s own tools with their data (the bearer token is forwarded) and prices with the domain formula', async () => {
    const station = pune[0];
    const charger = station.chargers[0];
    fake.script(
      toolCallReply([
        { id: 'v', name: 'list_my_vehicles', arguments: {} },
        {
          id: 'c',
          name: 'estimate_cost',
          arguments: {
            stationId: station.id,
            powerKw: charger.power,
            durationMinutes: 60,
            connector: charger.type,
          },
        },
        { id: 'x', name: 'get_station', arguments: { stationId: 999999 } },
      ]),
      textReply('Here you go.'),
    );
    await client.answer(asha, 'what would an hour cost for my car?');
    const tools = toolMessages(fake.calls[1]);
    expect(tools.map((t) => t.tool_call_id)).toEqual(['v', 'c', 'x']);
    const vehicles = JSON.parse(tools[0].content!).vehicles;
    expect(vehicles).toEqual([expect.objectContaining({ name: 'Tata Nexon EV', connectorTypes: ['CCS2'] })]);
    const cost = JSON.parse(tools[1].content!);
    const expected = priceBreakdown(estimateCost(charger.pricePerKwh, charger.power, 60));
    expect(cost.options[0]).toMatchObject({
      pricePerKwh: charger.pricePerKwh,
      estimated: expected.estimated,
      gst: expected.gst,
      total: expected.total,
    });
    expect(JSON.parse(tools[2].content!)).toEqual({ error: 'Station 999999 was not found' });
    const stored = (await lastStored(asha)).context as { tools: Array<{ name: string; ok: boolean }> };
    expect(stored.tools.map((t) => [t.name, t.ok])).toEqual([
      ['list_my_vehicles', true],
      ['estimate_cost', true],
      ['get_station', false],
    ]);
  });

  it('answers find_nearest_open_stations from the location the browser sent with the question, and says when there is none', async () => {
    const [station] = await client.stations('?city=Pune');
    const location = { lat: station.latitude + 0.001, lng: station.longitude };
    const nearest = (id: string) =>
      toolCallReply([{ id, name: 'find_nearest_open_stations', arguments: {} }]);
    fake.script(nearest('n1'), textReply('The nearest open one is listed.'));
    const res = await client.call('POST', '/api/assistant/chat', {
      token: asha.token,
      payload: { query: 'nearest open charger to me', location },
    });
    expect(res.json()).toEqual({ message: 'The nearest open one is listed.' });
    const [found] = toolMessages(fake.calls[1]);
    const result = JSON.parse(found.content!);
    // The station the driver stands by comes first, either open now or as a nearer closed one.
    const first = [...result.nearerButNotOpen, ...result.openNow][0];
    expect(first).toMatchObject({
      id: station.id,
      link: `/station/${station.id}`,
      bookingLink: `/booking/${station.id}`,
      distance: '0.1 km away',
    });
    expect(result.booking).toBe('one 30-minute slot per booking, booked at bookingLink');
    expect(result.openNow.length).toBeGreaterThan(0);
    for (const s of result.openNow) expect(s.openNow).toBe(true);
    // The model never sees the coordinates, and the stored context does not keep them.
    expect(JSON.stringify(fake.calls.map((c) => c.body))).not.toContain(String(location.lat));
    expect(JSON.stringify(await lastStored(asha))).not.toContain(String(location.lat));

    fake.calls.length = 0;
    fake.script(nearest('n2'), textReply('I could not see your location.'));
    await client.answer(asha, 'closest charger');
    const [missing] = toolMessages(fake.calls[1]);
    expect(JSON.parse(missing.content!).error).toMatch(/^The user’s location is unknown/);
    expect((await lastStored(asha)).context).toMatchObject({
      backend: 'model',
      tools: [{ name: 'find_nearest_open_stations', ok: false }],
    });
  });

  describe('with ASSISTANT_MAX_TOOL_ROUNDS=2', () => {
    const roundsOf = useTestPlatform((b) =>
      startAssistantPlatform(modules, b, modelEnv({ ASSISTANT_MAX_TOOL_ROUNDS: '2' })),
    );
    const rounds = assistantClient(roundsOf);

    it('stops offering tools after ASSISTANT_MAX_TOOL_ROUNDS and takes the final answer', async () => {
      const driver = await rounds.newDriver();
      const ask = (id: string) =>
        toolCallReply([{ id, name: 'search_stations', arguments: { city: 'Pune' } }]);
      fake.script(ask('a'), ask('b'), textReply('Done looking.'));
      expect(await rounds.answer(driver, 'keep searching')).toBe('Done looking.');
      expect(fake.calls).toHaveLength(3);
      expect(fake.calls[0].body.tools).toBeDefined();
      expect(fake.calls[1].body.tools).toBeDefined();
      expect(fake.calls[2].body.tools).toBeUndefined();
      expect((await lastStored(driver, roundsOf())).context).toMatchObject({
        backend: 'model',
        toolRounds: 2,
      });
    });
  });

  it('never shows the model’s name to the user', async () => {
    fake.script(textReply(`I am ${MODEL}, running on a server. FAKE-MODEL-7B can help.`));
    const message = await client.answer(asha, 'which model are you?');
    expect(message.toLowerCase()).not.toContain(MODEL);
    expect(message).toContain('the ChargeSetu assistant');
  });
});

describe('falling back to the offline assistant', () => {
  it('when the model answers 500: the offline answer from live data, and the context says why', async () => {
    fake.script(errorReply(500));
    const res = await client.ask(asha, 'stations in Pune');
    expect(res.statusCode).toBe(200);
    const { message } = res.json();
    for (const s of pune) expect(message).toContain(`[${s.name}](/station/${s.id})`);
    expect(fake.calls).toHaveLength(1); // no retries
    expect((await lastStored(asha)).context).toMatchObject({
      backend: 'offline',
      offlineReason: 'model_error',
      modelError: 'HTTP 500',
      intent: 'find_stations',
      tools: [{ name: 'search_stations', ok: true }],
    });
  });

  describe('with ASSISTANT_TIMEOUT_MS=400', () => {
    const slowOf = useTestPlatform((b) =>
      startAssistantPlatform(modules, b, modelEnv({ ASSISTANT_TIMEOUT_MS: '400' })),
    );
    const slow = assistantClient(slowOf);

    it('when the model never answers within ASSISTANT_TIMEOUT_MS', async () => {
      const driver = await slow.newDriver();
      const stations = await slow.stations('?city=Pune');
      fake.script('hang');
      const started = Date.now();
      const res = await slow.ask(driver, 'cheapest charging in Pune');
      const took = Date.now() - started;
      expect(res.statusCode).toBe(200);
      expect(took).toBeGreaterThanOrEqual(350);
      expect(took).toBeLessThan(5000);
      expect(fake.calls).toHaveLength(1);
      const cheapest = stations
        .flatMap((s) => s.chargers.map((c) => ({ s, price: Number(c.pricePerKwh) })))
        .sort((a, b) => a.price - b.price || a.s.id - b.s.id)[0];
      expect(res.json().message).toContain(`1. [${cheapest.s.name}](/station/${cheapest.s.id})`);
      expect((await lastStored(driver, slowOf())).context).toMatchObject({
        backend: 'offline',
        offlineReason: 'timeout',
        modelError: 'timed out after 400 ms',
        intent: 'cheapest',
      });
    });
  });

  it('when the model answers 500 to a Hindi question: the offline answer, in Hindi', async () => {
    fake.script(errorReply(500));
    const res = await client.call('POST', '/api/assistant/chat', {
      token: asha.token,
      payload: { query: 'पुणे में स्टेशन', language: 'hi' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain(`**Pune, Maharashtra** में **${pune.length} स्टेशन**`);
    expect((await lastStored(asha)).context).toMatchObject({
      backend: 'offline',
      offlineReason: 'model_error',
    });
  });

  it('when the model replies with no text', async () => {
    fake.script(textReply(''));
    const message = await client.answer(asha, 'What is CCS2?');
    expect(message).toMatch(/CCS2 \(Combined Charging System/);
    expect((await lastStored(asha)).context).toMatchObject({
      backend: 'offline',
      offlineReason: 'empty_reply',
    });
  });

  describe('with OPENAI_BASE_URL pointing at a server that is gone', () => {
    let downUrl = '';
    beforeAll(async () => {
      const down = await startFakeOpenAi();
      downUrl = down.baseUrl;
      await down.close();
    });
    const unreachableOf = useTestPlatform((b) =>
      startAssistantPlatform(modules, b, modelEnv({ OPENAI_BASE_URL: downUrl })),
    );
    const unreachable = assistantClient(unreachableOf);

    it('when the server cannot be reached at all', async () => {
      const driver = await unreachable.newDriver();
      const message = await unreachable.answer(driver, 'fast chargers in Pune');
      expect(message).toMatch(/fast charging \(100 kW or more\)/);
      expect((await lastStored(driver, unreachableOf())).context).toMatchObject({
        backend: 'offline',
        offlineReason: 'model_error',
      });
    });
  });
});

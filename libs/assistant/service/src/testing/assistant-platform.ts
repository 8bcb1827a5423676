// The assistant service inside a platform with its real neighbours (auth, stations, bookings), as the
// all-in-one host runs them. The caller passes the modules, so this file imports no other service.
import type { Station } from '@chargesetu/shared/contracts';
import type { ServiceContext, ServiceModule } from '@chargesetu/shared/runtime';
import {
  startTestPlatform,
  type TestBackendsLike,
  type TestPlatform,
} from '@chargesetu/shared/runtime/testing';
import { registerDriver, type TestDriver } from '@chargesetu/shared/testing';
import type { LightMyRequestResponse } from 'fastify';

export const TEST_JWT_SECRET = 'assistant-service-test-secret-0123456789abcdef';

export type AssistantPlatform = TestPlatform & {
  /** The assistant's context (its `env` is what it started with: start another platform for other settings). */
  assistant: ServiceContext;
};

/**
 * Every module given on the test backends, with the demo data (the station catalogue) seeded. Tests
 * start it through `useTestPlatform((backends) => startAssistantPlatform(modules, backends, env))`; the
 * service reads its variables once, at start, so tests that need another setting start another platform.
 */
export async function startAssistantPlatform(
  modules: ServiceModule[],
  backends: TestBackendsLike,
  env: Record<string, string> = {},
): Promise<AssistantPlatform> {
  const platform = await startTestPlatform(modules, backends, {
    jwtSecret: TEST_JWT_SECRET,
    env: { MAX_UNPAID_BOOKINGS: '1000', BOOKING_EXPIRY_INTERVAL_MS: '3600000', ...env },
  });
  return Object.assign(platform, { assistant: platform.contextOf('assistant') });
}

export type Driver = TestDriver;

/** Requests as the web app sends them; drivers made through the auth service's own routes. */
export function assistantClient(platform: () => AssistantPlatform) {
  const call = (
    method: 'GET' | 'POST',
    url: string,
    o: { token?: string; payload?: object } = {},
  ): Promise<LightMyRequestResponse> =>
    platform().app.inject({
      method,
      url,
      payload: o.payload,
      headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
    });
  return {
    call,
    ask: (driver: Driver, query: string) =>
      call('POST', '/api/assistant/chat', { token: driver.token, payload: { query } }),
    /** The answer text of a question that must succeed. */
    async answer(driver: Driver, query: string): Promise<string> {
      const res = await call('POST', '/api/assistant/chat', { token: driver.token, payload: { query } });
      if (res.statusCode !== 200) throw new Error(`asking "${query}": ${res.statusCode} ${res.body}`);
      return (res.json() as { message: string }).message;
    },
    history: (driver: Driver) => call('GET', '/api/assistant/history', { token: driver.token }),
    async stations(query = ''): Promise<Station[]> {
      const res = await call('GET', `/api/stations${query}`);
      if (res.statusCode !== 200) throw new Error(`listing stations: ${res.statusCode} ${res.body}`);
      return res.json() as Station[];
    },
    /** A new driver with one vehicle (a Tata Nexon EV on CCS2 unless told otherwise). */
    newDriver: (o: { connectorTypes?: string[]; make?: string; model?: string } = {}): Promise<Driver> =>
      registerDriver((r) => platform().app.inject(r), {
        name: 'Kavya Reddy',
        connectorTypes: o.connectorTypes ?? ['CCS2'],
        make: o.make ?? 'Tata',
        model: o.model ?? 'Nexon EV',
        platePrefix: 'TS 09',
      }),
  };
}
export type AssistantClient = ReturnType<typeof assistantClient>;

/** The exchanges stored for a user, oldest first, with their context (straight from the table). */
export async function storedExchanges(
  platform: AssistantPlatform,
  userId: number,
): Promise<Array<{ id: number; query: string; response: string; context: Record<string, unknown> }>> {
  return platform.assistant.dataSource.query(
    `SELECT id, query, response, context FROM "assistant"."assistant_chats" WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
}

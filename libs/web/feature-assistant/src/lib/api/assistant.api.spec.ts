import { makeStore } from '@chargesetu/web/data-access';
import { changeLanguage } from '@chargesetu/web/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assistantApi } from './assistant.api';

describe('sendAssistantMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the answer in the language the app is shown in', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ message: 'ok' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const store = makeStore({ verifySession: false });
    await store.dispatch(assistantApi.endpoints.sendAssistantMessage.initiate({ query: 'stations in Pune' }));
    await changeLanguage('hi');
    await store.dispatch(assistantApi.endpoints.sendAssistantMessage.initiate({ query: 'पुणे में स्टेशन' }));
    expect(bodies).toEqual([
      { query: 'stations in Pune', language: 'en' },
      { query: 'पुणे में स्टेशन', language: 'hi' },
    ]);
  });
});

import { Type } from '@sinclair/typebox';
import { Unavailable } from '@chargesetu/shared/domain';
import { internalCall, internalRead } from './internal-read';
import type { ServiceClient } from './service-client';

const Item = Type.Object({ id: Type.Integer(), name: Type.String() });

const answering = (statusCode: number, body: unknown, seen: string[] = []): ServiceClient => ({
  async request(service, req) {
    seen.push(`${service} ${req.method ?? 'GET'} ${req.url} ${req.requestId ?? '-'}`);
    return { statusCode, body };
  },
});

describe('internalRead / internalCall', () => {
  it('answers the body of a 200 that matches the contract, asking the named service', async () => {
    const seen: string[] = [];
    const item = await internalRead(
      answering(200, { id: 3, name: 'x' }, seen),
      'stations',
      '/internal/x/3',
      Item,
      'r1',
    );
    expect(item).toEqual({ id: 3, name: 'x' });
    expect(seen).toEqual(['stations GET /internal/x/3 r1']);
  });

  it('answers null for a 404: the record does not exist', async () => {
    await expect(
      internalRead(answering(404, { message: 'nope' }), 'auth', '/internal/x/1', Item),
    ).resolves.toBeNull();
  });

  it.each([
    ['a 500', answering(500, { message: 'boom' }), /POST \/internal\/x answered 500/],
    [
      'a 200 off the contract',
      answering(200, { id: 'three' }),
      /POST \/internal\/x answered off its contract \(\/name: Expected required property\)/,
    ],
    [
      'a failed request',
      { request: async () => Promise.reject(new Error('connect ECONNREFUSED')) } as ServiceClient,
      /ECONNREFUSED/,
    ],
  ])(
    'turns %s into Unavailable (a 503), keeping what happened as its cause',
    async (_what, client, cause) => {
      const call = internalCall(
        client,
        'bookings',
        { method: 'POST', url: '/internal/x', payload: {} },
        Item,
      );
      const err = await call.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(Unavailable);
      expect((err as Error).message).toBe(
        'The bookings service cannot be read right now. Please try again in a moment.',
      );
      expect(String((err as Error).cause)).toMatch(cause);
    },
  );
});

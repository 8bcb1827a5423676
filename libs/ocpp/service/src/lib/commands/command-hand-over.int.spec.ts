import { authService } from '@chargesetu/auth/service';
import { stationsService } from '@chargesetu/stations/service';
import type { Station } from '@chargesetu/shared/contracts';
import { createAmqpRpc } from '@chargesetu/shared/messaging';
import { startTestPlatform, type TestPlatform } from '@chargesetu/shared/runtime/testing';
import { deriveInternalToken, INTERNAL_TOKEN_HEADER } from '@chargesetu/shared/server-kit';
import { eventually, itWithBroker, useTestPlatform } from '@chargesetu/shared/testing';
import type { RPCClient } from 'ocpp-rpc';
import { ocppService } from '../../index';
import { adminToken, chargerClient, registerChargePoint, TEST_JWT_SECRET } from '../../testing';

/**
 * Two ocpp instances (A and B, each an all-in-one platform with auth and stations) on one database and
 * one RabbitMQ: a command asked of either reaches the charger through the instance holding its socket.
 */
describe('commands handed between ocpp instances over RabbitMQ', () => {
  const both = useTestPlatform(async (backends) => {
    const start = () =>
      startTestPlatform([authService, stationsService, ocppService], backends, {
        jwtSecret: TEST_JWT_SECRET,
        env: { SIMULATED_CHARGERS: 'false', OCPP_CALL_TIMEOUT_S: '1' },
      });
    const a = await start();
    const b = await start(); // after A: the schema and demo data are there, B's seed finds them
    return { a, b, close: async () => void (await Promise.all([a.close(), b.close()])) };
  });
  const open: RPCClient[] = [];
  const passwords = new Map<string, string>();

  const command = (via: TestPlatform, id: string, action: string, params: object) =>
    via.app.inject({
      method: 'POST',
      url: `/internal/charge-points/${id}/commands`,
      headers: { [INTERNAL_TOKEN_HEADER]: deriveInternalToken(TEST_JWT_SECRET) },
      payload: { action, params },
    });
  const connect = async (to: TestPlatform, id: string) => {
    const client = chargerClient(to, { identity: id, password: passwords.get(id) });
    open.push(client);
    await client.connect();
    return client;
  };
  const holderOf = async (id: string): Promise<string | null> => {
    const [row] = await both()
      .a.contextOf('ocpp')
      .dataSource.query(`SELECT connection_instance FROM "ocpp"."charge_points" WHERE id = $1`, [id]);
    return row.connection_instance;
  };
  /** The instance recorded as holding the charger once it is recorded (and, given `not`, is another one). */
  const recordedHolder = (id: string, not?: string | null) =>
    eventually(async () => {
      const h = await holderOf(id);
      expect(typeof h).toBe('string');
      if (not) expect(h).not.toBe(not);
      return h as string;
    });

  beforeAll(async () => {
    if (!both().a.env['AMQP_URL']) return;
    const token = await adminToken(both().a);
    const stations: Station[] = (await both().a.app.inject({ url: '/api/stations' })).json();
    for (const [i, id] of ['CP-HAND-1', 'CP-HAND-2', 'CP-HAND-3'].entries()) {
      const cp = await registerChargePoint(both().a, token, {
        stationId: stations[i].id,
        chargePointId: id,
        connectors: [{ connectorId: 1, chargerIndex: 0 }],
      });
      passwords.set(id, cp.authorizationKey);
    }
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close({ force: true })));
  });

  itWithBroker(
    'a command asked of A for a charger held by B reaches it through B, and its answer or refusal comes back',
    async () => {
      const { a, b } = both();
      const client = await connect(b, 'CP-HAND-1');
      const seen: unknown[] = [];
      client.handle('RemoteStartTransaction', async ({ params }) => {
        seen.push(params);
        return { status: 'Accepted' };
      });
      client.handle('UnlockConnector', async () => {
        throw new Error('jammed');
      });
      client.handle('Reset', () => new Promise(() => undefined)); // never answers
      const started = await command(a, 'CP-HAND-1', 'RemoteStartTransaction', {
        connectorId: 1,
        idTag: 'DRIVER42',
      });
      expect(started.statusCode).toBe(200);
      expect(started.json()).toEqual({ result: { status: 'Accepted' } });
      expect(seen).toEqual([{ connectorId: 1, idTag: 'DRIVER42' }]);

      const failed = await command(a, 'CP-HAND-1', 'UnlockConnector', { connectorId: 1 });
      expect(failed.statusCode).toBe(502);
      expect(failed.json().message).toMatch(/^Charger CP-HAND-1 answered UnlockConnector with /);
      const silent = await command(a, 'CP-HAND-1', 'Reset', { type: 'Soft' });
      expect(silent.statusCode).toBe(502);
      expect(silent.json().message).toBe('Charger CP-HAND-1 did not answer Reset in time');
      // Refused before it leaves A: the schema is checked where the command starts.
      expect((await command(a, 'CP-HAND-1', 'RemoteStartTransaction', { connectorId: 1 })).statusCode).toBe(
        400,
      );
    },
  );

  itWithBroker('a charger that moves from A to B gets the next command asked of A at B', async () => {
    const { a, b } = both();
    const first = await connect(a, 'CP-HAND-2');
    const got: string[] = [];
    first.handle('ChangeAvailability', async () => {
      got.push('on A');
      return { status: 'Accepted' };
    });
    expect(
      (await command(a, 'CP-HAND-2', 'ChangeAvailability', { connectorId: 0, type: 'Inoperative' }))
        .statusCode,
    ).toBe(200);
    const instanceA = await recordedHolder('CP-HAND-2');

    await first.close({ force: true });
    const moved = await connect(b, 'CP-HAND-2');
    moved.handle('ChangeAvailability', async () => {
      got.push('on B');
      return { status: 'Scheduled' };
    });
    await recordedHolder('CP-HAND-2', instanceA);
    const res = await command(a, 'CP-HAND-2', 'ChangeAvailability', { connectorId: 0, type: 'Operative' });
    expect(res.json()).toEqual({ result: { status: 'Scheduled' } });
    expect(got).toEqual(['on A', 'on B']);
  });

  itWithBroker(
    'an instance handed a command for a charger it no longer holds re-routes it once by the registry',
    async () => {
      const { a, b } = both();
      const client = await connect(a, 'CP-HAND-3');
      client.handle('TriggerMessage', async () => ({ status: 'Accepted' }));
      const instanceA = await recordedHolder('CP-HAND-3');
      // B's instance name: the holder it records for a charger it holds.
      const other = await connect(b, 'CP-HAND-1');
      const instanceB = await recordedHolder('CP-HAND-1', instanceA);
      void other;
      // A stale sender asks B (which does not hold CP-HAND-3): B looks the charger up and hands it to A.
      const env = a.env;
      const requester = createAmqpRpc({
        url: env['AMQP_URL'],
        exchange: `${env['AMQP_EXCHANGE']}.ocpp-commands`,
        queuePrefix: `${env['AMQP_QUEUE_PREFIX']}ocpp.commands.`,
        node: 'test-stale-sender',
      });
      await requester.serve(async () => null);
      const request = (hops: number) =>
        requester.request(
          instanceB,
          {
            requestId: `stale-${hops}`,
            chargePointId: 'CP-HAND-3',
            action: 'TriggerMessage',
            params: { requestedMessage: 'Heartbeat' },
            deadline: Date.now() + 5000,
            hops,
          },
          5000,
        );
      try {
        expect(await request(1)).toEqual({ ok: true, result: { status: 'Accepted' } });
        // Re-routed once already: B does not chase it further.
        expect(await request(2)).toEqual({
          ok: false,
          kind: 'conflict',
          message: 'Charger CP-HAND-3 is not connected right now. Please try again later.',
        });
        // Off the envelope: refused, never sent.
        expect(await requester.request(instanceB, { chargePointId: 'CP-HAND-3' }, 5000)).toMatchObject({
          ok: false,
          kind: 'invalid',
        });
      } finally {
        await requester.close();
      }
    },
  );

  itWithBroker(
    'a charger whose recorded holder is gone is offline at once (409), not after the timeout',
    async () => {
      const { a } = both();
      await a
        .contextOf('ocpp')
        .dataSource.query(
          `UPDATE "ocpp"."charge_points" SET connection_id = gen_random_uuid(), connection_instance = 'gone-host:1:deadbeef' WHERE id = $1`,
          ['CP-HAND-2'],
        );
      const startedAt = Date.now();
      const res = await command(a, 'CP-HAND-2', 'Reset', { type: 'Soft' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Charger CP-HAND-2 is not connected right now. Please try again later.',
      );
      expect(Date.now() - startedAt).toBeLessThan(1000);
    },
  );
});

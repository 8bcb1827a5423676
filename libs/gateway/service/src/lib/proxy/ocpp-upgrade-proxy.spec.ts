import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { RPCClient, RPCServer } from 'ocpp-rpc';
import { ocppUpgradeProxy } from './ocpp-upgrade-proxy';

const listen = async (server: Server) => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const client = (base: string, o: { identity: string; password?: string; headers?: Record<string, string> }) =>
  new RPCClient({
    endpoint: `${base.replace('http', 'ws')}/ocpp`,
    identity: o.identity,
    password: o.password ?? null,
    protocols: ['ocpp1.6'],
    reconnect: false,
    headers: o.headers ?? {},
  } as unknown as ConstructorParameters<typeof RPCClient>[0]);

describe('ocppUpgradeProxy (chargers through the gateway)', () => {
  let lastHeaders: Record<string, unknown> = {};
  const seen: Array<{ identity: string; password?: string; forwardedFor?: string }> = [];
  let ocpp: RPCServer;
  let ocppUrl: string;
  let gateway: Server;
  let gatewayUrl: string;
  let proxy: ReturnType<typeof ocppUpgradeProxy>;

  beforeAll(async () => {
    ocpp = new RPCServer({ protocols: ['ocpp1.6'], strictMode: true });
    ocpp.auth((accept, reject, handshake) => {
      lastHeaders = handshake.headers;
      seen.push({
        identity: handshake.identity,
        password: handshake.password?.toString(),
        forwardedFor: handshake.headers['x-forwarded-for'] as string | undefined,
      });
      if (handshake.password?.toString() === 'right-password-0123') accept();
      else reject(401, 'no');
    });
    ocpp.on('client', (c: { handle(m: string, h: () => Promise<object>): void }) =>
      c.handle('Heartbeat', async () => ({ currentTime: new Date().toISOString() })),
    );
    const ocppHttp = await ocpp.listen(0, '127.0.0.1');
    ocppUrl = `http://127.0.0.1:${(ocppHttp.address() as AddressInfo).port}`;
    gateway = createServer((_req, res) => res.end('http'));
    proxy = ocppUpgradeProxy(ocppUrl, pino({ level: 'silent' }));
    gateway.on('upgrade', proxy.onUpgrade);
    gatewayUrl = await listen(gateway);
  });
  afterAll(async () => {
    proxy.close();
    await new Promise((r) => gateway.close(r));
    await ocpp.close({ force: true });
  });

  it('relays the handshake with its Basic credentials, then the OCPP messages both ways', async () => {
    const cp = client(gatewayUrl, {
      identity: 'CP-1',
      password: 'right-password-0123',
      headers: { 'x-forwarded-for': '6.6.6.6', 'proxy-authorization': 'Basic eA==', 'x-request-id': 'mine' },
    });
    await cp.connect();
    expect(cp.protocol).toBe('ocpp1.6');
    expect(await cp.call('Heartbeat', {})).toHaveProperty('currentTime');
    await cp.close();
    expect(seen.at(-1)).toEqual({
      identity: 'CP-1',
      password: 'right-password-0123',
      forwardedFor: '127.0.0.1',
    });
    // The same rule as for proxied requests: no proxy credentials, no client-chosen request id.
    expect([lastHeaders['proxy-authorization'], lastHeaders['x-request-id']]).toEqual([undefined, undefined]);
  });

  it("passes the ocpp service's refusal through unchanged", async () => {
    await expect(client(gatewayUrl, { identity: 'CP-2', password: 'wrong' }).connect()).rejects.toMatchObject(
      { code: 401 },
    );
  });

  it('answers 404 to an upgrade anywhere but /ocpp/', async () => {
    const bad = new RPCClient({
      endpoint: `${gatewayUrl.replace('http', 'ws')}/other`,
      identity: 'CP-3',
      protocols: ['ocpp1.6'],
      reconnect: false,
    } as unknown as ConstructorParameters<typeof RPCClient>[0]);
    await expect(bad.connect()).rejects.toMatchObject({ code: 404 });
    // Judged on the decoded path: one identity segment under /ocpp/, nothing deeper.
    const deeper = client(`${gatewayUrl}/ocpp`, { identity: 'CP-3', password: 'right-password-0123' });
    await expect(deeper.connect()).rejects.toMatchObject({ code: 404 });
  });

  it('answers 502 when the ocpp service cannot be reached', async () => {
    const lonely = createServer();
    const down = ocppUpgradeProxy('http://127.0.0.1:1', pino({ level: 'silent' }));
    lonely.on('upgrade', down.onUpgrade);
    const url = await listen(lonely);
    await expect(client(url, { identity: 'CP-4', password: 'x' }).connect()).rejects.toMatchObject({
      code: 502,
    });
    await new Promise((r) => lonely.close(r));
  });
});

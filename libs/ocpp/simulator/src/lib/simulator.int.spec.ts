import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { simulateCharging } from '@chargesetu/shared/domain';
import { RPCServer } from 'ocpp-rpc';
import type RPCServerClient from 'ocpp-rpc/lib/server-client';
import { WebSocketServer } from 'ws';
import {
  startChargerSimulation,
  type ChargerSimulation,
  type ChargerSimulationOptions,
  type SimulatedChargePoint,
} from '../index';

// A real ocpp-rpc central system in strict mode on a real socket: every message the simulator sends or
// answers is checked against the OCA schemas by an OCPP implementation that is not the simulator's own.

jest.setTimeout(20_000);

interface Received {
  identity: string;
  action: string;
  params: Record<string, unknown>;
  /** When it arrived (ms since the epoch). */
  at: number;
}

type IdTagStatus = 'Accepted' | 'Blocked' | 'Expired' | 'Invalid' | 'ConcurrentTx';

/** A minimal central system: accepts the charge points it knows the passwords of and records every message. */
class TestCentralSystem {
  readonly received: Received[] = [];
  readonly strictFailures: unknown[] = [];
  readonly refused: string[] = [];
  readonly clients = new Map<string, RPCServerClient>();
  readonly server: RPCServer;
  port = 0;
  private nextTransactionId: number;

  constructor(
    private readonly passwords: Record<string, string>,
    options: { firstTransactionId?: number; idTagStatus?: (idTag: string) => IdTagStatus } = {},
  ) {
    this.nextTransactionId = options.firstTransactionId ?? 1;
    const idTagStatus = options.idTagStatus ?? (() => 'Accepted');
    this.server = new RPCServer({ protocols: ['ocpp1.6'], strictMode: true, pingIntervalMs: 60_000 });
    this.server.auth((accept, reject, handshake) => {
      const expected = this.passwords[handshake.identity];
      if (expected !== undefined && handshake.password?.toString('utf8') === expected) accept({});
      else {
        this.refused.push(handshake.identity);
        reject(401, 'Unauthorized');
      }
    });
    this.server.on('client', (client: RPCServerClient) => {
      const identity = client.identity ?? '?';
      this.clients.set(identity, client);
      client.on('strictValidationFailure', (e: unknown) => this.strictFailures.push(e));
      const record = (action: string, answer: (params: Record<string, unknown>) => Record<string, unknown>) =>
        client.handle(action, async ({ params }) => {
          const p = (params ?? {}) as Record<string, unknown>;
          this.received.push({ identity, action, params: p, at: Date.now() });
          return answer(p);
        });
      const now = () => new Date().toISOString();
      record('BootNotification', () => ({ status: 'Accepted', currentTime: now(), interval: 300 }));
      record('Heartbeat', () => ({ currentTime: now() }));
      record('StatusNotification', () => ({}));
      record('MeterValues', () => ({}));
      record('StartTransaction', (p) => ({
        transactionId: this.nextTransactionId++,
        idTagInfo: { status: idTagStatus(String(p['idTag'])) },
      }));
      record('StopTransaction', () => ({}));
    });
  }

  static async start(
    passwords: Record<string, string>,
    port = 0,
    options?: ConstructorParameters<typeof TestCentralSystem>[1],
  ): Promise<TestCentralSystem> {
    const cs = new TestCentralSystem(passwords, options);
    const http = await cs.server.listen(port, '127.0.0.1');
    cs.port = (http.address() as AddressInfo).port;
    return cs;
  }

  get url(): string {
    return `ws://127.0.0.1:${this.port}/ocpp`;
  }

  of(identity: string, action?: string): Received[] {
    return this.received.filter(
      (r) => r.identity === identity && (action === undefined || r.action === action),
    );
  }

  statuses(identity: string, connectorId: number): string[] {
    return this.of(identity, 'StatusNotification')
      .filter((r) => r.params['connectorId'] === connectorId)
      .map((r) => String(r.params['status']));
  }

  call(identity: string, action: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    const client = this.clients.get(identity);
    if (!client) throw new Error(`${identity} is not connected`);
    return client.call(action, params) as Promise<Record<string, unknown>>;
  }

  close(): Promise<void> {
    return this.server.close({ force: true });
  }
}

async function until<T>(
  find: () => T | undefined | null | false,
  what: string,
  timeoutMs = 8000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined && found !== null && found !== false) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

const PASSWORD = 'correct-horse-battery-staple-01';
const FAST = {
  reconnectInitialDelayMs: 50,
  reconnectMaxDelayMs: 250,
  callTimeoutMs: 3000,
  pingIntervalMs: 0,
};

/** The energy (Wh) the platform's curve says a 40 kWh car from 20 % takes between two instants. */
function curveWh(chargerKw: number, from: string, to: string, timeScale: number, startPercent = 20): number {
  const elapsedMinutes = ((Date.parse(to) - Date.parse(from)) / 60_000) * timeScale;
  const state = simulateCharging({
    chargerKw,
    pricePerKwh: 0,
    capacityKwh: 40,
    startPercent,
    elapsedMinutes,
    maxMinutes: Infinity,
  });
  return Math.round(state.energyKwh * 1000);
}

const energyOf = (meterValueParams: Record<string, unknown>): number => {
  const [mv] = meterValueParams['meterValue'] as Array<{
    sampledValue: Array<{ measurand?: string; value: string }>;
  }>;
  return Number(mv.sampledValue.find((v) => v.measurand === 'Energy.Active.Import.Register')?.value);
};

describe('simulated charge point against an ocpp-rpc central system', () => {
  const servers: TestCentralSystem[] = [];
  const simulations: ChargerSimulation[] = [];

  async function centralSystem(port = 0, options?: ConstructorParameters<typeof TestCentralSystem>[1]) {
    const cs = await TestCentralSystem.start({ 'CP-1': PASSWORD, 'CP 2/B': PASSWORD }, port, options);
    servers.push(cs);
    return cs;
  }

  function simulate(
    cs: TestCentralSystem,
    over: Partial<ChargerSimulationOptions> = {},
  ): SimulatedChargePoint {
    const sim = startChargerSimulation({
      baseUrl: cs.url,
      chargePoints: [
        {
          id: 'CP-1',
          password: PASSWORD,
          connectors: [
            { connectorId: 1, powerKw: 50 },
            { connectorId: 2, powerKw: 7.4 },
          ],
        },
      ],
      timeScale: 600,
      meterSampleIntervalS: 0.2,
      connection: FAST,
      ...over,
    });
    simulations.push(sim);
    return sim.chargePoints[0];
  }

  async function booted(cs: TestCentralSystem, id = 'CP-1', connectors = 2) {
    await until(() => cs.statuses(id, connectors).length > 0, `${id} to report its statuses`);
  }

  afterEach(async () => {
    await Promise.all(simulations.splice(0).map((s) => s.close()));
    const failures = servers.flatMap((s) => s.strictFailures);
    await Promise.all(servers.splice(0).map((s) => s.close()));
    // Every message the simulator sent and every answer it gave passed ocpp-rpc's strict validation.
    expect(failures).toEqual([]);
  });

  it('boots and reports the charge point and each connector Available', async () => {
    const cs = await centralSystem();
    simulate(cs);
    await booted(cs);
    expect(cs.of('CP-1', 'BootNotification')[0].params).toEqual({
      chargePointVendor: 'ChargeSetu',
      chargePointModel: 'Simulator',
      firmwareVersion: expect.any(String),
    });
    const statuses = cs
      .of('CP-1', 'StatusNotification')
      .map((r) => [r.params['connectorId'], r.params['status'], r.params['errorCode']]);
    expect(statuses).toEqual([
      [0, 'Available', 'NoError'],
      [1, 'Available', 'NoError'],
      [2, 'Available', 'NoError'],
    ]);
    // Nothing but the BootNotification came before it was accepted.
    expect(cs.of('CP-1')[0].action).toBe('BootNotification');
  });

  it('percent-encodes its identity in the connection URL', async () => {
    const cs = await centralSystem();
    const sim = startChargerSimulation({
      baseUrl: cs.url,
      chargePoints: [{ id: 'CP 2/B', password: PASSWORD, connectors: [{ connectorId: 1, powerKw: 22 }] }],
      connection: FAST,
    });
    simulations.push(sim);
    await booted(cs, 'CP 2/B', 1);
  });

  it('charges along the platform curve: RemoteStart → StartTransaction → rising MeterValues → RemoteStop → StopTransaction', async () => {
    const cs = await centralSystem(0, { firstTransactionId: 41 });
    simulate(cs);
    await booted(cs);

    expect(await cs.call('CP-1', 'RemoteStartTransaction', { idTag: 'DRIVER-1', connectorId: 1 })).toEqual({
      status: 'Accepted',
    });
    const start = await until(() => cs.of('CP-1', 'StartTransaction')[0], 'StartTransaction');
    expect(start.params).toEqual({
      connectorId: 1,
      idTag: 'DRIVER-1',
      meterStart: 0,
      timestamp: expect.any(String),
    });
    await until(() => cs.statuses('CP-1', 1).includes('Charging'), 'Charging');
    expect(cs.statuses('CP-1', 1)).toEqual(['Available', 'Preparing', 'Charging']);

    // The connector is busy now.
    expect(await cs.call('CP-1', 'RemoteStartTransaction', { idTag: 'DRIVER-2', connectorId: 1 })).toEqual({
      status: 'Rejected',
    });

    const samples = await until(() => {
      const mv = cs.of('CP-1', 'MeterValues');
      return mv.length >= 3 ? mv : undefined;
    }, 'three MeterValues');
    const energies = samples.map((s) => energyOf(s.params));
    for (let i = 1; i < energies.length; i++) expect(energies[i]).toBeGreaterThan(energies[i - 1]);
    const [first] = samples[0].params['meterValue'] as Array<{ timestamp: string; sampledValue: unknown[] }>;
    expect(samples[0].params['transactionId']).toBe(41);
    expect(first.sampledValue).toEqual([
      {
        value: expect.any(String),
        context: 'Sample.Periodic',
        measurand: 'Energy.Active.Import.Register',
        location: 'Outlet',
        unit: 'Wh',
      },
      {
        value: '50000',
        context: 'Sample.Periodic',
        measurand: 'Power.Active.Import',
        location: 'Outlet',
        unit: 'W',
      },
      {
        value: expect.any(String),
        context: 'Sample.Periodic',
        measurand: 'SoC',
        location: 'EV',
        unit: 'Percent',
      },
    ]);
    // Each sample is the curve's energy at its own timestamp.
    expect(energyOf(samples[0].params)).toBe(
      curveWh(50, String(start.params['timestamp']), first.timestamp, 600),
    );

    expect(await cs.call('CP-1', 'RemoteStopTransaction', { transactionId: 999 })).toEqual({
      status: 'Rejected',
    });
    expect(await cs.call('CP-1', 'RemoteStopTransaction', { transactionId: 41 })).toEqual({
      status: 'Accepted',
    });
    const stop = await until(() => cs.of('CP-1', 'StopTransaction')[0], 'StopTransaction');
    expect(stop.params).toMatchObject({ transactionId: 41, reason: 'Remote', timestamp: expect.any(String) });
    const meterStart = Number(start.params['meterStart']);
    const meterStop = Number(stop.params['meterStop']);
    expect(Number.isInteger(meterStop)).toBe(true);
    expect(meterStop - meterStart).toBe(
      curveWh(50, String(start.params['timestamp']), String(stop.params['timestamp']), 600),
    );
    expect(meterStop).toBeGreaterThan(energies[energies.length - 1]);
    const [last] = stop.params['transactionData'] as Array<{
      timestamp: string;
      sampledValue: Array<{ value: string; context: string }>;
    }>;
    expect(last.timestamp).toBe(stop.params['timestamp']);
    expect(last.sampledValue[0]).toMatchObject({ value: String(meterStop), context: 'Transaction.End' });

    await until(() => cs.statuses('CP-1', 1).at(-1) === 'Available', 'Available again');
    expect(cs.statuses('CP-1', 1).slice(-2)).toEqual(['Finishing', 'Available']);
    // No MeterValues after the stop.
    const count = cs.of('CP-1', 'MeterValues').length;
    await sleep(400);
    expect(cs.of('CP-1', 'MeterValues')).toHaveLength(count);
  });

  it('stops by itself when the battery is full (EVDisconnected), the whole battery delivered', async () => {
    const cs = await centralSystem();
    // 90 % → 100 % of 40 kWh at 50 kW, 6000× faster: about half a second.
    simulate(cs, { timeScale: 6000, car: { capacityKwh: 40, startPercent: 90 }, meterSampleIntervalS: 0 });
    await booted(cs);
    await cs.call('CP-1', 'RemoteStartTransaction', { idTag: 'DRIVER-1' });
    const stop = await until(() => cs.of('CP-1', 'StopTransaction')[0], 'StopTransaction');
    const start = cs.of('CP-1', 'StartTransaction')[0];
    expect(start.params['connectorId']).toBe(1); // the first free connector
    expect(stop.params['reason']).toBe('EVDisconnected');
    expect(Number(stop.params['meterStop']) - Number(start.params['meterStart'])).toBe(4000);
    await until(() => cs.statuses('CP-1', 1).at(-1) === 'Available', 'Available');
    expect(cs.statuses('CP-1', 1)).not.toContain('Finishing'); // the car left: C1, straight to Available
  });

  it('stops a transaction whose idTag the central system does not accept (DeAuthorized)', async () => {
    const cs = await centralSystem(0, { idTagStatus: (tag) => (tag === 'BLOCKED' ? 'Blocked' : 'Accepted') });
    simulate(cs);
    await booted(cs);
    expect(await cs.call('CP-1', 'RemoteStartTransaction', { idTag: 'BLOCKED', connectorId: 2 })).toEqual({
      status: 'Accepted',
    });
    const stop = await until(() => cs.of('CP-1', 'StopTransaction')[0], 'StopTransaction');
    expect(stop.params['reason']).toBe('DeAuthorized');
  });

  it('answers configuration, availability, trigger and unknown requests', async () => {
    const cs = await centralSystem();
    const cp = simulate(cs);
    await booted(cs);

    expect(
      await cs.call('CP-1', 'GetConfiguration', {
        key: ['HeartbeatInterval', 'MeterValueSampleInterval', 'Colour'],
      }),
    ).toEqual({
      configurationKey: [
        { key: 'HeartbeatInterval', readonly: false, value: '300' },
        { key: 'MeterValueSampleInterval', readonly: false, value: '0.2' },
      ],
      unknownKey: ['Colour'],
    });
    expect(await cs.call('CP-1', 'ChangeConfiguration', { key: 'HeartbeatInterval', value: '1' })).toEqual({
      status: 'Accepted',
    });
    expect(await cs.call('CP-1', 'ChangeConfiguration', { key: 'Colour', value: 'red' })).toEqual({
      status: 'NotSupported',
    });
    await until(() => cs.of('CP-1', 'Heartbeat').length > 0, 'a Heartbeat at the new interval', 3000);

    expect(await cs.call('CP-1', 'ChangeAvailability', { connectorId: 2, type: 'Inoperative' })).toEqual({
      status: 'Accepted',
    });
    await until(() => cs.statuses('CP-1', 2).at(-1) === 'Unavailable', 'connector 2 Unavailable');
    expect(await cs.call('CP-1', 'RemoteStartTransaction', { idTag: 'D', connectorId: 2 })).toEqual({
      status: 'Rejected',
    });
    expect(await cs.call('CP-1', 'ChangeAvailability', { connectorId: 2, type: 'Operative' })).toEqual({
      status: 'Accepted',
    });
    await until(() => cs.statuses('CP-1', 2).at(-1) === 'Available', 'connector 2 Available');

    // Inoperative during a transaction: Scheduled, applied when it ends.
    await cs.call('CP-1', 'RemoteStartTransaction', { idTag: 'D', connectorId: 1 });
    await until(() => cs.of('CP-1', 'StartTransaction')[0], 'StartTransaction');
    expect(await cs.call('CP-1', 'ChangeAvailability', { connectorId: 1, type: 'Inoperative' })).toEqual({
      status: 'Scheduled',
    });
    cp.stopTransaction(1);
    await until(
      () => cs.statuses('CP-1', 1).at(-1) === 'Unavailable',
      'connector 1 Unavailable after the transaction',
    );

    const mvBefore = cs.of('CP-1', 'MeterValues').length;
    expect(
      await cs.call('CP-1', 'TriggerMessage', { requestedMessage: 'MeterValues', connectorId: 2 }),
    ).toEqual({ status: 'Accepted' });
    const triggered = await until(() => cs.of('CP-1', 'MeterValues')[mvBefore], 'triggered MeterValues');
    expect(triggered.params).toMatchObject({ connectorId: 2 });
    const statusBefore = cs.of('CP-1', 'StatusNotification').length;
    expect(await cs.call('CP-1', 'TriggerMessage', { requestedMessage: 'StatusNotification' })).toEqual({
      status: 'Accepted',
    });
    await until(
      () => cs.of('CP-1', 'StatusNotification').length === statusBefore + 3,
      'a status for 0, 1 and 2',
    );
    expect(
      await cs.call('CP-1', 'TriggerMessage', { requestedMessage: 'DiagnosticsStatusNotification' }),
    ).toEqual({
      status: 'NotImplemented',
    });
    expect(await cs.call('CP-1', 'DataTransfer', { vendorId: 'com.example' })).toEqual({
      status: 'UnknownVendorId',
    });
    await expect(cs.call('CP-1', 'UnlockConnector', { connectorId: 1 })).rejects.toMatchObject({
      rpcErrorCode: 'NotSupported',
    });

    // A payload against the schema, sent raw past ocpp-rpc's own checks: the simulator names the violation.
    const client = cs.clients.get('CP-1')!;
    const answers: string[] = [];
    client.on('message', ({ message, outbound }: { message: Buffer | string; outbound: boolean }) => {
      if (!outbound) answers.push(message.toString());
    });
    client.sendRaw(JSON.stringify([2, 'raw-1', 'Reset', { type: 'Gentle' }]));
    client.sendRaw(JSON.stringify([2, 'raw-2', 'Reset', { type: 7 }]));
    client.sendRaw(JSON.stringify([2, 'raw-3', 'NoSuchAction', {}]));
    await until(() => answers.length >= 3, 'three CALLERRORs');
    const codes = answers.map((a) => JSON.parse(a) as unknown[]).map((f) => [f[0], f[1], f[2]]);
    expect(codes).toEqual([
      [4, 'raw-1', 'PropertyConstraintViolation'],
      [4, 'raw-2', 'TypeConstraintViolation'],
      [4, 'raw-3', 'NotImplemented'],
    ]);
  });

  it('holds a reserved connector for its idTag until the expiry, a cancel or its start (ReserveNow, CancelReservation)', async () => {
    const cs = await centralSystem();
    const cp = simulate(cs);
    await booted(cs);
    const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
    const reserve = (connectorId: number, expiryDate: string, idTag: string, reservationId: number) =>
      cs.call('CP-1', 'ReserveNow', { connectorId, expiryDate, idTag, reservationId });

    // Reserved for DRIVER-R: nobody else may start there, and it cannot be reserved twice.
    expect(await reserve(1, inMs(800), 'DRIVER-R', 5)).toEqual({ status: 'Accepted' });
    await until(() => cs.statuses('CP-1', 1).at(-1) === 'Reserved', 'connector 1 Reserved');
    expect(await cs.call('CP-1', 'RemoteStartTransaction', { idTag: 'OTHER', connectorId: 1 })).toEqual({
      status: 'Rejected',
    });
    expect(await reserve(1, inMs(60_000), 'X', 6)).toEqual({ status: 'Occupied' });
    // Connector 0 is not reserved by this charge point (ReserveConnectorZeroSupported is false).
    expect(await reserve(0, inMs(60_000), 'X', 6)).toEqual({ status: 'Rejected' });
    // At the expiry the connector is free again, and says so.
    await until(
      () => cs.statuses('CP-1', 1).at(-1) === 'Available',
      'connector 1 Available at the expiry',
      3000,
    );
    expect(cp.snapshot().connectors[0].reservation).toBeNull();

    // Cancelled: Accepted once, then there is nothing to cancel.
    expect(await reserve(2, inMs(60_000), 'D2', 6)).toEqual({ status: 'Accepted' });
    await until(() => cs.statuses('CP-1', 2).at(-1) === 'Reserved', 'connector 2 Reserved');
    expect(await cs.call('CP-1', 'CancelReservation', { reservationId: 6 })).toEqual({ status: 'Accepted' });
    await until(
      () => cs.statuses('CP-1', 2).at(-1) === 'Available',
      'connector 2 Available after the cancel',
    );
    expect(await cs.call('CP-1', 'CancelReservation', { reservationId: 6 })).toEqual({ status: 'Rejected' });

    // The reserving idTag starts: StartTransaction names the reservation, which ends.
    await reserve(1, inMs(60_000), 'DRIVER-R', 7);
    expect(await cs.call('CP-1', 'RemoteStartTransaction', { idTag: 'DRIVER-R', connectorId: 1 })).toEqual({
      status: 'Accepted',
    });
    const start = await until(() => cs.of('CP-1', 'StartTransaction')[0], 'StartTransaction');
    expect(start.params).toMatchObject({ connectorId: 1, idTag: 'DRIVER-R', reservationId: 7 });
    expect(cs.statuses('CP-1', 1).slice(-3)).toEqual(['Reserved', 'Preparing', 'Charging']);
    expect(await cs.call('CP-1', 'CancelReservation', { reservationId: 7 })).toEqual({ status: 'Rejected' });
    expect(await reserve(1, inMs(60_000), 'X', 8)).toEqual({ status: 'Occupied' });

    // A faulted connector is reported with its error code and cannot be reserved.
    expect(cp.setFault(2, 'GroundFailure')).toBe(true);
    await until(() => cs.statuses('CP-1', 2).at(-1) === 'Faulted', 'connector 2 Faulted');
    const faulted = cs
      .of('CP-1', 'StatusNotification')
      .filter((r) => r.params['connectorId'] === 2)
      .at(-1);
    expect(faulted?.params['errorCode']).toBe('GroundFailure');
    expect(await reserve(2, inMs(60_000), 'X', 9)).toEqual({ status: 'Faulted' });
    expect(cp.setFault(2, null)).toBe(true);
    await until(() => cs.statuses('CP-1', 2).at(-1) === 'Available', 'connector 2 Available once repaired');
  });

  it('refuses to connect with a wrong password, and keeps retrying with a back-off', async () => {
    const cs = await centralSystem();
    const sim = startChargerSimulation({
      baseUrl: cs.url,
      chargePoints: [
        { id: 'CP-1', password: 'not-the-password', connectors: [{ connectorId: 1, powerKw: 7.4 }] },
      ],
      connection: FAST,
    });
    simulations.push(sim);
    const refusals: Array<{ status?: number }> = [];
    sim.chargePoints[0].on('refused', (r) => refusals.push(r));
    await until(() => refusals.length >= 2, 'two refusals');
    expect(refusals[0].status).toBe(401);
    expect(cs.refused.filter((id) => id === 'CP-1').length).toBeGreaterThanOrEqual(2);
    expect(cs.received).toEqual([]);
    expect(sim.chargePoints[0].connected).toBe(false);
  });

  it('refuses a server that does not agree on ocpp1.6', async () => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', handleProtocols: () => false });
    await new Promise((resolve) => wss.once('listening', resolve));
    try {
      const sim = startChargerSimulation({
        baseUrl: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/ocpp`,
        chargePoints: [{ id: 'CP-1', password: PASSWORD, connectors: [{ connectorId: 1, powerKw: 7.4 }] }],
        connection: FAST,
      });
      simulations.push(sim);
      const refusal = await new Promise<{ reason: string }>((resolve) =>
        sim.chargePoints[0].once('refused', resolve),
      );
      expect(refusal.reason).toMatch(/ocpp1\.6/);
      expect(sim.chargePoints[0].connected).toBe(false);
      await sim.close();
    } finally {
      for (const client of wss.clients) client.terminate();
      await new Promise((resolve) => wss.close(resolve));
    }
  });

  it('reconnects after the central system restarts, and boots and reports its statuses again', async () => {
    const first = await centralSystem();
    const cp = simulate(first);
    await booted(first);
    await first.close();
    await until(() => !cp.connected, 'the disconnection');

    const second = await centralSystem(first.port);
    await booted(second);
    expect(
      second
        .of('CP-1')
        .map((r) => r.action)
        .slice(0, 4),
    ).toEqual(['BootNotification', 'StatusNotification', 'StatusNotification', 'StatusNotification']);
  });

  it('delivers a StopTransaction made while the central system was down after reconnecting, with its original time', async () => {
    const first = await centralSystem(0, { firstTransactionId: 7 });
    const cp = simulate(first);
    await booted(first);
    await first.call('CP-1', 'RemoteStartTransaction', { idTag: 'DRIVER-1', connectorId: 1 });
    await until(() => first.of('CP-1', 'MeterValues').length > 0, 'a MeterValues');

    await first.close();
    await until(() => !cp.connected, 'the disconnection');
    await sleep(300); // more samples pile up offline
    const stoppedAt = await new Promise<Date>((resolve) => {
      cp.once('transactionStopped', (e) => resolve(e.stoppedAt));
      cp.stopTransaction(1, 'Local');
    });
    await sleep(300);

    const second = await centralSystem(first.port, { firstTransactionId: 500 });
    const stop = await until(() => second.of('CP-1', 'StopTransaction')[0], 'the queued StopTransaction');
    expect(stop.params).toMatchObject({
      transactionId: 7,
      reason: 'Local',
      idTag: 'DRIVER-1',
      timestamp: stoppedAt.toISOString(),
    });
    expect(stop.at - stoppedAt.getTime()).toBeGreaterThanOrEqual(300);

    // The samples taken offline came first, in order, for the same transaction, each with its own time.
    const offline = second.of('CP-1', 'MeterValues');
    expect(offline.length).toBeGreaterThan(0);
    const times = offline.map((r) =>
      Date.parse((r.params['meterValue'] as Array<{ timestamp: string }>)[0].timestamp),
    );
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times.at(-1)!).toBeLessThan(stoppedAt.getTime());
    expect(offline.every((r) => r.params['transactionId'] === 7 && r.at <= stop.at)).toBe(true);
    // Boot first: nothing before the central system accepted the charge point again.
    expect(second.of('CP-1')[0].action).toBe('BootNotification');
  });

  it('maps the transactionId of a transaction started and stopped offline into the messages that follow', async () => {
    const first = await centralSystem();
    const cp = simulate(first);
    await booted(first);
    await first.close();
    await until(() => !cp.connected, 'the disconnection');

    expect(cp.startTransaction('LOCAL-1', 2)).toBe(2);
    await sleep(500);
    cp.stopTransaction(2);

    const second = await centralSystem(first.port, { firstTransactionId: 900 });
    await until(() => second.of('CP-1', 'StopTransaction')[0], 'the queued StopTransaction');
    const tx = second
      .of('CP-1')
      .filter((r) => ['StartTransaction', 'MeterValues', 'StopTransaction'].includes(r.action));
    expect(tx[0].action).toBe('StartTransaction');
    expect(tx.at(-1)!.action).toBe('StopTransaction');
    expect(tx.slice(1, -1).every((r) => r.action === 'MeterValues')).toBe(true);
    expect(tx.length).toBeGreaterThan(2);
    expect(tx.slice(1).every((r) => r.params['transactionId'] === 900)).toBe(true);
    const start = tx[0].params;
    const stop = tx.at(-1)!.params;
    expect(Number(stop['meterStop']) - Number(start['meterStart'])).toBe(
      curveWh(7.4, String(start['timestamp']), String(stop['timestamp']), 600),
    );
  });

  it('on Reset stops its transactions (SoftReset) and boots again', async () => {
    const cs = await centralSystem();
    simulate(cs);
    await booted(cs);
    await cs.call('CP-1', 'RemoteStartTransaction', { idTag: 'DRIVER-1', connectorId: 1 });
    await until(() => cs.of('CP-1', 'StartTransaction')[0], 'StartTransaction');
    expect(await cs.call('CP-1', 'Reset', { type: 'Soft' })).toEqual({ status: 'Accepted' });
    const stop = await until(() => cs.of('CP-1', 'StopTransaction')[0], 'StopTransaction');
    expect(stop.params['reason']).toBe('SoftReset');
    await until(() => cs.of('CP-1', 'BootNotification').length === 2, 'a second BootNotification');
    await until(() => cs.statuses('CP-1', 1).at(-1) === 'Available', 'Available after the reboot');
  });
});

// Helpers for the ocpp service's integration tests (never imported by production code): a platform with
// its real neighbours, a charger client over a real WebSocket, the registry through its admin API.
import { startChargerSimulation, type ChargerSimulation } from '@chargesetu/ocpp/simulator';
import type {
  ChargePointCredentials,
  EventEnvelope,
  RegisterChargePointBody,
  Station,
} from '@chargesetu/shared/contracts';
import type { ServiceModule } from '@chargesetu/shared/runtime';
import { startTestPlatform, type TestPlatform } from '@chargesetu/shared/runtime/testing';
import { eventually, useTestPlatform } from '@chargesetu/shared/testing';
import { RPCClient } from 'ocpp-rpc';

export const TEST_JWT_SECRET = 'ocpp-service-test-secret-0123456789abcdef';

/**
 * The given modules (auth, stations and ocpp, in that order) on test backends of their own for the
 * enclosing describe; the demo catalogue and administrator are seeded, simulated chargers are not unless
 * `env` says so.
 */
export function useOcppPlatform(
  modules: ServiceModule[],
  env: Record<string, string> = {},
): () => TestPlatform {
  return useTestPlatform((backends) =>
    startTestPlatform(modules, backends, {
      jwtSecret: TEST_JWT_SECRET,
      env: { SIMULATED_CHARGERS: 'false', ...env },
    }),
  );
}

/** A token of the seeded administrator. */
export async function adminToken(platform: TestPlatform): Promise<string> {
  const res = await platform.app.inject({
    method: 'POST',
    url: '/api/auth/admin/login',
    payload: { username: 'admin', password: 'Admin@123' },
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** Registers a charge point through the admin API and expects success. */
export async function registerChargePoint(
  platform: TestPlatform,
  token: string,
  body: RegisterChargePointBody,
): Promise<ChargePointCredentials> {
  const res = await platform.app.inject({
    method: 'POST',
    url: '/api/admin/charge-points',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The ws:// address chargers connect to on this platform (without the identity). */
export const ocppUrl = (platform: TestPlatform) => `${platform.url.replace(/^http/, 'ws')}/ocpp`;

/**
 * A charger over a real socket: ocpp-rpc's client in strict mode (what it sends and what it is answered
 * must both satisfy the OCPP 1.6 schemas), no reconnect unless asked.
 */
export function chargerClient(
  platform: TestPlatform,
  o: { identity: string; password?: string; headers?: Record<string, string>; reconnect?: boolean },
): RPCClient {
  // ocpp-rpc's typings mark every option required although each has a default.
  const options = {
    endpoint: ocppUrl(platform),
    identity: o.identity,
    password: o.password ?? null,
    protocols: ['ocpp1.6'],
    strictMode: true,
    reconnect: o.reconnect ?? false,
    headers: o.headers ?? {},
  } as unknown as ConstructorParameters<typeof RPCClient>[0];
  return new RPCClient(options);
}

/** The events the ocpp service has queued in its outbox, oldest first (optionally of one type). */
export async function ocppOutbox(platform: TestPlatform, type?: string): Promise<EventEnvelope[]> {
  const rows: Array<{ envelope: EventEnvelope }> = await platform
    .contextOf('ocpp')
    .dataSource.query(
      `SELECT envelope FROM "ocpp"."outbox" ${type ? 'WHERE event_type = $1' : ''} ORDER BY id`,
      type ? [type] : [],
    );
  return rows.map((r) => r.envelope);
}

/**
 * Registers charge point `id` for every charger of the station (connector n = the station's charger n - 1),
 * starts a simulation of it (time × 60, a meter sample every 0.2 s) and waits until it is connected.
 */
export async function connectStationChargePoint(
  platform: TestPlatform,
  o: { stationId: number; chargePointId: string },
): Promise<{ station: Station; sim: ChargerSimulation }> {
  const station = (
    await platform.app.inject({ method: 'GET', url: `/api/stations/${o.stationId}` })
  ).json() as Station;
  const { authorizationKey } = await registerChargePoint(platform, await adminToken(platform), {
    stationId: station.id,
    chargePointId: o.chargePointId,
    connectors: station.chargers.map((_, i) => ({ connectorId: i + 1, chargerIndex: i })),
  });
  const sim = startChargerSimulation({
    baseUrl: ocppUrl(platform),
    chargePoints: [
      {
        id: o.chargePointId,
        password: authorizationKey,
        connectors: station.chargers.map((c, i) => ({ connectorId: i + 1, powerKw: c.power })),
      },
    ],
    timeScale: 60,
    meterSampleIntervalS: 0.2,
  });
  await eventually(async () => {
    const [cp] = (await platform
      .contextOf('ocpp')
      .dataSource.query(`SELECT connection_id FROM ocpp.charge_points WHERE id = $1`, [
        o.chargePointId,
      ])) as Array<{
      connection_id: string | null;
    }>;
    expect(cp?.connection_id).not.toBeNull();
  });
  return { station, sim };
}

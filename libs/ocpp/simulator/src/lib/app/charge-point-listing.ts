import { simulatedChargerPassword } from '@chargesetu/ocpp/protocol';
import { InternalChargePointList, registerFormats, Station } from '@chargesetu/shared/contracts';
import { INTERNAL_TOKEN_HEADER } from '@chargesetu/shared/server-kit';
import type { TSchema, Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { silentLogger, type SimulatorLogger } from '../logger';
import type { SimulatedChargePointSpec } from '../simulation';

registerFormats(); // the contract checks need date-time

/** The internal route of the ocpp service that lists the registered charge points. */
export const INTERNAL_CHARGE_POINTS_PATH = '/internal/charge-points';

export interface ListingOptions {
  ocppServiceUrl: string;
  stationsUrl: string;
  /** deriveInternalToken(JWT_SECRET): what makes the ocpp service answer an internal route. */
  internalToken: string;
  /** The secret the passwords derive from (simulatorSecret). */
  secret: string;
  logger?: SimulatorLogger;
  timeoutMs?: number;
  fetchFn?: typeof fetch;
}

/** A neighbour did not answer, or answered off its contract: try again later. */
export class ListingUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListingUnavailable';
  }
}

async function readJson<T extends TSchema>(
  url: string,
  schema: T,
  headers: Record<string, string>,
  options: ListingOptions,
): Promise<Static<T> | null> {
  let res: Response;
  try {
    res = await (options.fetchFn ?? fetch)(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
  } catch (err) {
    throw new ListingUnavailable(`GET ${url} failed: ${(err as Error).message}`);
  }
  if (res.status === 404) return null;
  if (res.status !== 200) throw new ListingUnavailable(`GET ${url} answered ${res.status}`);
  const body: unknown = await res.json().catch(() => undefined);
  if (!Value.Check(schema, body)) {
    const first = Value.Errors(schema, body).First();
    throw new ListingUnavailable(
      `GET ${url} answered off its contract (${first ? `${first.path || '/'}: ${first.message}` : '?'})`,
    );
  }
  return body;
}

/**
 * The charge points the simulator plays: those the ocpp service registered as simulated, each connector
 * with the power of the station charger it is, and the password derived for its identity. A station or a
 * charger that no longer exists leaves its connector out (and a charge point with none left out).
 */
export async function listSimulatedChargePoints(
  options: ListingOptions,
): Promise<SimulatedChargePointSpec[]> {
  const log = options.logger ?? silentLogger;
  const listUrl = new URL(INTERNAL_CHARGE_POINTS_PATH, options.ocppServiceUrl).toString();
  const all = await readJson(
    listUrl,
    InternalChargePointList,
    { [INTERNAL_TOKEN_HEADER]: options.internalToken },
    options,
  );
  // The internal route hides behind a 404 when the token is wrong.
  if (all === null)
    throw new ListingUnavailable(`GET ${listUrl} answered 404 (is JWT_SECRET the platform's?)`);

  const simulated = all.filter((cp) => cp.simulated);
  const stations = new Map<number, Station | null>();
  for (const stationId of new Set(simulated.map((cp) => cp.stationId))) {
    const url = new URL(`/api/stations/${stationId}`, options.stationsUrl).toString();
    // A call between parts of the platform: with the internal token, no client rate limit counts it (the
    // all-in-one process reads these on its own public port, from its own address).
    stations.set(
      stationId,
      await readJson(url, Station, { [INTERNAL_TOKEN_HEADER]: options.internalToken }, options),
    );
  }

  const specs: SimulatedChargePointSpec[] = [];
  for (const cp of simulated) {
    const station = stations.get(cp.stationId);
    const connectors = cp.connectors.flatMap((c) => {
      const charger = station?.chargers[c.chargerIndex];
      if (!charger) {
        log.warn(
          { chargePointId: cp.id, stationId: cp.stationId, chargerIndex: c.chargerIndex },
          'connector left out: no such station charger',
        );
        return [];
      }
      return [{ connectorId: c.connectorId, powerKw: charger.power }];
    });
    if (connectors.length === 0) continue;
    specs.push({ id: cp.id, password: simulatedChargerPassword(options.secret, cp.id), connectors });
  }
  return specs;
}

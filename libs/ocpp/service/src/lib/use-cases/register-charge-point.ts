import type {
  ChargePoint,
  ChargePointCredentials,
  RegisterChargePointBody,
} from '@chargesetu/shared/contracts';
import { withTransaction } from '@chargesetu/shared/db';
import { Conflict, InvalidRequest, NotFound } from '@chargesetu/shared/domain';
import type { OcppDeps } from '../deps';
import type { StoredChargePoint } from '../repositories/charge-points.repository';
import { nextChargePointId } from '../rules/charge-point-id';
import { generateChargePointPassword } from '../rules/charge-point-password';
import { connectionUrl } from './connection-url';

/**
 * Registers a charger of a station as a charge point: its identity (given, or the station's next
 * "CS{station}-{n}"), which station charger each connector is, and a new password, returned this once
 * and stored hashed. Each station charger has at most one connector in the registry.
 */
export async function registerChargePoint(
  deps: OcppDeps,
  input: { body: RegisterChargePointBody; baseUrl: string; requestId?: string },
): Promise<ChargePointCredentials> {
  const { body } = input;
  const station = await deps.stations.station(body.stationId, input.requestId);
  if (!station) throw new NotFound(`Station ${body.stationId} not found`);
  const ids = body.connectors.map((c) => c.connectorId);
  if (new Set(ids).size !== ids.length) throw new InvalidRequest('Each connector id may appear only once');
  const chargers = body.connectors.map((c) => c.chargerIndex);
  if (new Set(chargers).size !== chargers.length)
    throw new InvalidRequest('Each station charger may have only one connector');
  const missing = chargers.find((i) => i >= station.chargers.length);
  if (missing !== undefined) {
    throw new InvalidRequest(
      `Station ${station.id} has ${station.chargers.length} chargers: there is no charger ${missing + 1}`,
    );
  }

  const password = generateChargePointPassword();
  const passwordHash = deps.passwords.hash(password);
  const id = await withTransaction(deps.ctx.dataSource, async (m) => {
    const chosen =
      body.chargePointId ??
      nextChargePointId(station.id, await deps.chargePoints.idsAtStation(station.id, m));
    const inserted = await deps.chargePoints.insert(
      {
        id: chosen,
        stationId: station.id,
        passwordHash,
        simulated: false,
        heartbeatIntervalS: deps.config.OCPP_HEARTBEAT_INTERVAL_S,
        connectors: body.connectors,
      },
      m,
    );
    if (!inserted) {
      throw new Conflict(
        `Charge point ${chosen} already exists, or one of these chargers of the station already has a connector`,
      );
    }
    return chosen;
  });
  const chargePoint = await deps.chargePoints.find(id);
  if (!chargePoint) throw new NotFound(`Charge point ${id} not found`);
  return {
    chargePoint: publicView(chargePoint),
    authorizationKey: password,
    connectionUrl: connectionUrl(deps, input.baseUrl, id),
  };
}

/** The registry's view of a stored charge point: no hash, no connection bookkeeping. */
export function publicView(cp: StoredChargePoint): ChargePoint {
  const { passwordHash: _h, simulated: _s, connectionId: _c, connectionInstance: _i, ...view } = cp;
  return view;
}

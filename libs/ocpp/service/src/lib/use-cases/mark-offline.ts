import { withTransaction } from '@chargesetu/shared/db';
import { enqueueEvent } from '@chargesetu/shared/messaging';
import type { OcppDeps } from '../deps';
import { connectorStatusChangedEvent } from '../events/charger-events';

/**
 * A charger's connection is gone (closed, or silent past its deadline): unless a newer connection holds
 * it already, the registry forgets the socket and the charge point and each of its connectors is
 * published Offline (errorCode 'ConnectionLost'), so availability stops counting it at once.
 */
export async function markOffline(deps: OcppDeps, chargePointId: string, connectionId: string, why: string): Promise<boolean> {
  const gone = await withTransaction(deps.ctx.dataSource, async (m) => {
    if (!(await deps.chargePoints.disconnected(chargePointId, connectionId, m))) return false;
    const cp = await deps.chargePoints.find(chargePointId, m);
    if (!cp) return false;
    const at = deps.now();
    const correlationId = `${chargePointId}/offline/${connectionId}`;
    const places = [
      { connectorId: 0, chargerIndex: null },
      ...cp.connectors.map((c) => ({ connectorId: c.connectorId, chargerIndex: c.chargerIndex })),
    ];
    for (const p of places) {
      await enqueueEvent(
        m,
        connectorStatusChangedEvent({ chargePointId, stationId: cp.stationId, ...p }, { status: 'Offline', errorCode: 'ConnectionLost', at }, correlationId),
      );
    }
    return true;
  });
  if (gone) {
    deps.ctx.relay.notify();
    deps.ctx.logger.info({ chargePointId, why }, 'charge point offline');
  }
  return gone;
}

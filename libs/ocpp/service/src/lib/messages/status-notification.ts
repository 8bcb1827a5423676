import { enqueueEvent } from '@chargesetu/shared/messaging';
import { connectorStatusChangedEvent } from '../events/charger-events';
import { answerOnce, type InboundHandler } from './inbound-call';

/**
 * StatusNotification: every report joins the connector's history; a change of status (or error) becomes
 * the current one, unless an older report arrives after a newer one, and is published as
 * charger.connector.status-changed, never dated before the connection it came over opened. Connector 0 is
 * the charge point as a whole.
 */
export const statusNotification: InboundHandler<'StatusNotification'> = (deps, call) =>
  answerOnce(deps, call, 'StatusNotification', async (m) => {
    const { params, chargePointId, stationId } = call;
    const at = params.timestamp ? new Date(params.timestamp) : deps.now();
    const change = await deps.connectors.report(
      {
        chargePointId,
        connectorId: params.connectorId,
        status: params.status,
        errorCode: params.errorCode,
        info: params.info ?? null,
        vendorErrorCode: params.vendorErrorCode ?? null,
        at,
        connectionId: call.connectionId,
      },
      m,
    );
    if (change.changed) {
      const place = { chargePointId, stationId, connectorId: params.connectorId, chargerIndex: change.chargerIndex };
      // A report over this connection is newer than the Offline published when the last one closed, even
      // from a charger whose clock runs behind: consumers keep the newest report by this time.
      const eventAt = at < call.connectedAt ? call.connectedAt : at;
      await enqueueEvent(
        m,
        connectorStatusChangedEvent(place, { status: params.status, errorCode: params.errorCode, at: eventAt }, call.correlationId),
      );
    }
    return {};
  });

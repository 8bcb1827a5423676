import type { SimulatedChargePoint } from './charge-point';
import type { OcppJClient } from './ocpp-j-client';

/**
 * The simulated charge point's answers to the central system (OCPP 1.6 §5). Each decides Accepted or not
 * from the charge point's state and leaves the effect (a transaction, a status, a triggered message) until
 * the answer is on the wire: the central system hears "Accepted" before what follows from it (§5.17).
 * Actions not handled here get a CALLERROR from the client (NotSupported, or NotImplemented when unknown).
 */
export function registerCentralSystemHandlers(client: OcppJClient, cp: SimulatedChargePoint): void {
  // §5.11: not while Pending (§4.2); the given connector, or the first free one; no authorization round
  // first (AuthorizeRemoteTxRequests is false): the StartTransaction answer says whether the idTag is good.
  // A connector reserved for the idTag is free for it, and for no one else (§5.13).
  client.handle('RemoteStartTransaction', (req, { afterReply }) => {
    if (cp.registration !== 'Accepted') return { status: 'Rejected' };
    const connectorId = cp.connectorForStart(req.connectorId, req.idTag);
    if (connectorId === null) return { status: 'Rejected' };
    afterReply(() => {
      cp.startTransaction(req.idTag, connectorId);
    });
    return { status: 'Accepted' };
  });

  // §5.12: Accepted only for a transaction running here (by the id the central system gave it).
  client.handle('RemoteStopTransaction', (req, { afterReply }) => {
    if (cp.registration !== 'Accepted') return { status: 'Rejected' };
    const connectorId = cp.connectorOfTransaction(req.transactionId);
    if (connectorId === null) return { status: 'Rejected' };
    afterReply(() => {
      cp.stopTransaction(connectorId, 'Remote');
    });
    return { status: 'Accepted' };
  });

  client.handle('ChangeAvailability', (req, { afterReply }) => {
    const { status, changed } = cp.changeAvailability(req.connectorId, req.type);
    afterReply(async () => {
      for (const connectorId of changed) await cp.sendStatusNotification(connectorId);
    });
    return { status };
  });

  // §5.13: one connector held for an idTag until the expiry (connector 0 is not supported: Rejected).
  client.handle('ReserveNow', (req, { afterReply }) => {
    if (cp.registration !== 'Accepted') return { status: 'Rejected' };
    const { status, changed } = cp.reserveNow(req);
    afterReply(async () => {
      for (const connectorId of changed) await cp.sendStatusNotification(connectorId);
    });
    return { status };
  });

  // §5.1: Accepted when the reservation is held here; the connector is reported free again.
  client.handle('CancelReservation', (req, { afterReply }) => {
    const { status, changed } = cp.cancelReservation(req.reservationId);
    afterReply(async () => {
      for (const connectorId of changed) await cp.sendStatusNotification(connectorId);
    });
    return { status };
  });

  client.handle('GetConfiguration', (req) => cp.configuration.read(req.key));

  client.handle('ChangeConfiguration', (req) => ({ status: cp.configuration.change(req.key, req.value) }));

  // §5.17: the messages the simulator can send on request; Diagnostics and Firmware status it cannot.
  client.handle('TriggerMessage', (req, { afterReply }) => {
    const asked = req.connectorId;
    switch (req.requestedMessage) {
      case 'BootNotification':
        afterReply(() => cp.sendBootNotification());
        return { status: 'Accepted' };
      case 'Heartbeat':
        afterReply(() => cp.sendHeartbeat(true));
        return { status: 'Accepted' };
      case 'StatusNotification': {
        if (asked !== undefined && asked !== 0 && !cp.hasConnector(asked)) return { status: 'Rejected' };
        const ids = asked === undefined ? [0, ...cp.connectorIds] : [asked];
        afterReply(async () => {
          for (const connectorId of ids) await cp.sendStatusNotification(connectorId, true);
        });
        return { status: 'Accepted' };
      }
      case 'MeterValues': {
        if (asked !== undefined && asked !== 0 && !cp.hasConnector(asked)) return { status: 'Rejected' };
        const ids = asked === undefined || asked === 0 ? cp.connectorIds : [asked];
        afterReply(async () => {
          for (const connectorId of ids) await cp.sendMeterValues(connectorId);
        });
        return { status: 'Accepted' };
      }
      default:
        return { status: 'NotImplemented' };
    }
  });

  client.handle('Reset', (req, { afterReply }) => {
    afterReply(() => cp.reset(req.type));
    return { status: 'Accepted' };
  });

  // §4.3: no vendor-specific extension here.
  client.handle('DataTransfer', () => ({ status: 'UnknownVendorId' }));
}

import type {
  ChangeAvailabilityBody,
  CommandStatus,
  RemoteStopBody,
  ResetBody,
  TriggerStatusBody,
  UnlockBody,
} from '@chargesetu/shared/contracts';
import { Conflict, NotFound } from '@chargesetu/shared/domain';
import { sendCommand } from '../commands/send-command';
import type { OcppDeps } from '../deps';

/**
 * The operator console's actions on one charger (OCPP 1.6 central system → charge point), each answering
 * the charger's status. The routes wrap each in {@link auditedAction}.
 */
export function consoleActions(deps: OcppDeps, chargePointId: string, requestId?: string) {
  const known = async () => {
    if (!(await deps.chargePoints.find(chargePointId)))
      throw new NotFound(`Charge point ${chargePointId} not found`);
  };
  const o = { requestId };
  return {
    async reset(body: ResetBody): Promise<CommandStatus> {
      await known();
      return sendCommand(deps, chargePointId, 'Reset', { type: body.type }, o);
    },
    async unlock(body: UnlockBody): Promise<CommandStatus> {
      await known();
      return sendCommand(deps, chargePointId, 'UnlockConnector', { connectorId: body.connectorId }, o);
    },
    async triggerStatus(body: TriggerStatusBody): Promise<CommandStatus> {
      await known();
      const connector = body.connectorId ? { connectorId: body.connectorId } : {};
      return sendCommand(
        deps,
        chargePointId,
        'TriggerMessage',
        { requestedMessage: 'StatusNotification', ...connector },
        o,
      );
    },
    async changeAvailability(body: ChangeAvailabilityBody): Promise<CommandStatus> {
      await known();
      return sendCommand(deps, chargePointId, 'ChangeAvailability', body, o);
    },
    /** Only a transaction of this charger that is still open can be stopped. */
    async remoteStop(body: RemoteStopBody): Promise<CommandStatus> {
      await known();
      const tx = await deps.transactions.find(chargePointId, body.transactionId);
      if (!tx) throw new NotFound(`Transaction ${body.transactionId} of ${chargePointId} not found`);
      if (tx.endedAt !== null) throw new Conflict(`Transaction ${body.transactionId} has already ended`);
      return sendCommand(
        deps,
        chargePointId,
        'RemoteStopTransaction',
        { transactionId: Number(body.transactionId) },
        o,
      );
    },
  };
}

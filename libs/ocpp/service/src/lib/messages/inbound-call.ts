import type { OCPP16 } from '@chargesetu/ocpp/protocol';
import { withTransaction } from '@chargesetu/shared/db';
import type { EntityManager } from 'typeorm';
import type { OcppDeps } from '../deps';

/** The messages a charger sends and the platform answers (OCPP 1.6 core and firmware profiles). */
export interface InboundMessages {
  BootNotification: [OCPP16.BootNotificationRequest, OCPP16.BootNotificationResponse];
  Heartbeat: [OCPP16.HeartbeatRequest, OCPP16.HeartbeatResponse];
  StatusNotification: [OCPP16.StatusNotificationRequest, OCPP16.StatusNotificationResponse];
  Authorize: [OCPP16.AuthorizeRequest, OCPP16.AuthorizeResponse];
  StartTransaction: [OCPP16.StartTransactionRequest, OCPP16.StartTransactionResponse];
  MeterValues: [OCPP16.MeterValuesRequest, OCPP16.MeterValuesResponse];
  StopTransaction: [OCPP16.StopTransactionRequest, OCPP16.StopTransactionResponse];
  DataTransfer: [OCPP16.DataTransferRequest, OCPP16.DataTransferResponse];
  DiagnosticsStatusNotification: [OCPP16.DiagnosticsStatusNotificationRequest, OCPP16.DiagnosticsStatusNotificationResponse];
  FirmwareStatusNotification: [OCPP16.FirmwareStatusNotificationRequest, OCPP16.FirmwareStatusNotificationResponse];
}
export type InboundAction = keyof InboundMessages;

/** One call from a charger, as its handler receives it (the payload already checked against the schema). */
export interface InboundCall<A extends InboundAction> {
  chargePointId: string;
  stationId: number;
  messageId: string;
  /** The connection the message came over (see ChargerConnection), and when it opened. */
  connectionId: string;
  connectedAt: Date;
  params: InboundMessages[A][0];
  /** Names the call in logs and events: `<chargePointId>/<messageId>`. */
  correlationId: string;
}

export type InboundHandler<A extends InboundAction> = (deps: OcppDeps, call: InboundCall<A>) => Promise<InboundMessages[A][1]>;

/**
 * Runs a message's effect at most once per message id: the id is claimed in the effect's transaction, and
 * a charger re-sending the same message (its answer was lost) gets the first answer back and no effect.
 * The outbox relay is woken when the effect may have queued events.
 */
export async function answerOnce<A extends InboundAction>(
  deps: OcppDeps,
  call: InboundCall<A>,
  action: A,
  effect: (m: EntityManager) => Promise<InboundMessages[A][1]>,
): Promise<InboundMessages[A][1]> {
  const { response, applied } = await withTransaction(deps.ctx.dataSource, async (m) => {
    const earlier = await deps.answered.claim(call.chargePointId, call.messageId, action, m);
    if (earlier) return { response: earlier.response as InboundMessages[A][1], applied: false };
    const answer = await effect(m);
    await deps.answered.answered(call.chargePointId, call.messageId, answer, m);
    return { response: answer, applied: true };
  });
  if (applied) deps.ctx.relay.notify();
  return response;
}

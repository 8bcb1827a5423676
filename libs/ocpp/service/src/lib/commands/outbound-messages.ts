import type { OCPP16 } from '@chargesetu/ocpp/protocol';
import type { ChargerCommandAction } from '@chargesetu/shared/contracts';

/** The calls the platform makes to chargers, with their request and response payloads (OCPP 1.6). */
export interface OutboundMessages {
  RemoteStartTransaction: [OCPP16.RemoteStartTransactionRequest, OCPP16.RemoteStartTransactionResponse];
  RemoteStopTransaction: [OCPP16.RemoteStopTransactionRequest, OCPP16.RemoteStopTransactionResponse];
  TriggerMessage: [OCPP16.TriggerMessageRequest, OCPP16.TriggerMessageResponse];
  ChangeAvailability: [OCPP16.ChangeAvailabilityRequest, OCPP16.ChangeAvailabilityResponse];
  GetConfiguration: [OCPP16.GetConfigurationRequest, OCPP16.GetConfigurationResponse];
  ChangeConfiguration: [OCPP16.ChangeConfigurationRequest, OCPP16.ChangeConfigurationResponse];
  Reset: [OCPP16.ResetRequest, OCPP16.ResetResponse];
  UnlockConnector: [OCPP16.UnlockConnectorRequest, OCPP16.UnlockConnectorResponse];
  ReserveNow: [OCPP16.ReserveNowRequest, OCPP16.ReserveNowResponse];
  CancelReservation: [OCPP16.CancelReservationRequest, OCPP16.CancelReservationResponse];
}
export type OutboundAction = keyof OutboundMessages;

// The contracts' command list and this map name the same calls (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
void (true satisfies Same<OutboundAction, ChargerCommandAction>);

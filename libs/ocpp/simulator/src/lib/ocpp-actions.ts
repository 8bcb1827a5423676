import type { OCPP16 } from 'typed-ocpp';

/** The calls a charge point makes and the central system answers: [request, response]. */
export interface ChargePointCalls {
  BootNotification: [OCPP16.BootNotificationRequest, OCPP16.BootNotificationResponse];
  Heartbeat: [OCPP16.HeartbeatRequest, OCPP16.HeartbeatResponse];
  StatusNotification: [OCPP16.StatusNotificationRequest, OCPP16.StatusNotificationResponse];
  StartTransaction: [OCPP16.StartTransactionRequest, OCPP16.StartTransactionResponse];
  MeterValues: [OCPP16.MeterValuesRequest, OCPP16.MeterValuesResponse];
  StopTransaction: [OCPP16.StopTransactionRequest, OCPP16.StopTransactionResponse];
}
export type ChargePointAction = keyof ChargePointCalls;

/** The calls the central system makes and the simulated charge point answers: [request, response]. */
export interface CentralSystemCalls {
  RemoteStartTransaction: [OCPP16.RemoteStartTransactionRequest, OCPP16.RemoteStartTransactionResponse];
  RemoteStopTransaction: [OCPP16.RemoteStopTransactionRequest, OCPP16.RemoteStopTransactionResponse];
  ChangeAvailability: [OCPP16.ChangeAvailabilityRequest, OCPP16.ChangeAvailabilityResponse];
  GetConfiguration: [OCPP16.GetConfigurationRequest, OCPP16.GetConfigurationResponse];
  ChangeConfiguration: [OCPP16.ChangeConfigurationRequest, OCPP16.ChangeConfigurationResponse];
  TriggerMessage: [OCPP16.TriggerMessageRequest, OCPP16.TriggerMessageResponse];
  Reset: [OCPP16.ResetRequest, OCPP16.ResetResponse];
  DataTransfer: [OCPP16.DataTransferRequest, OCPP16.DataTransferResponse];
  ReserveNow: [OCPP16.ReserveNowRequest, OCPP16.ReserveNowResponse];
  CancelReservation: [OCPP16.CancelReservationRequest, OCPP16.CancelReservationResponse];
}
export type CentralSystemAction = keyof CentralSystemCalls;

export type ConnectorStatus = OCPP16.StatusNotificationRequest['status'];
export type ConnectorErrorCode = Exclude<OCPP16.StatusNotificationRequest['errorCode'], 'NoError'>;
export type StopReason = NonNullable<OCPP16.StopTransactionRequest['reason']>;
export type SampledValue = OCPP16.MeterValuesRequest['meterValue'][number]['sampledValue'][number];
export type MeterValue = OCPP16.MeterValuesRequest['meterValue'][number];

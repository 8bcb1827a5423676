import { authorize } from './authorize';
import { bootNotification } from './boot-notification';
import { dataTransfer } from './data-transfer';
import { diagnosticsStatusNotification, firmwareStatusNotification } from './firmware-notifications';
import { heartbeat } from './heartbeat';
import type { InboundAction, InboundHandler } from './inbound-call';
import { meterValues } from './meter-values';
import { startTransaction } from './start-transaction';
import { statusNotification } from './status-notification';
import { stopTransaction } from './stop-transaction';

/** Every message a charger may send, and its handler. Anything else is answered NotImplemented. */
export const INBOUND_HANDLERS: { [A in InboundAction]: InboundHandler<A> } = {
  BootNotification: bootNotification,
  Heartbeat: heartbeat,
  StatusNotification: statusNotification,
  Authorize: authorize,
  StartTransaction: startTransaction,
  MeterValues: meterValues,
  StopTransaction: stopTransaction,
  DataTransfer: dataTransfer,
  DiagnosticsStatusNotification: diagnosticsStatusNotification,
  FirmwareStatusNotification: firmwareStatusNotification,
};

import type { ChangeAvailabilityBody, ConnectorStatus } from '@chargesetu/shared/contracts';

export type AvailabilityType = ChangeAvailabilityBody['type'];

/** A connector to take out of service or put back: which one, of which charge point, and which way. */
export interface AvailabilityChange {
  chargePointId: string;
  connectorId: number;
  type: AvailabilityType;
}

/** The configuration key of the meter values' sampling interval (OCPP 1.6 core profile), in seconds. */
export const METER_INTERVAL_KEY = 'MeterValueSampleInterval';

export const COMMAND_TEXTS = {
  commandFailed: 'The charger could not be asked. Please try again.',
  configurationFailed: "The charger's configuration could not be read. Please try again.",
  unknown: 'Unknown',
} as const;

/** An unavailable connector is offered back into service; any other (or one without a status yet) out of it. */
export function availabilityTypeFor(status: ConnectorStatus | null): AvailabilityType {
  return status === 'Unavailable' ? 'Operative' : 'Inoperative';
}

/** The button's words: "Take out of service" / "Put back in service". */
export function availabilityAction(type: AvailabilityType): string {
  return type === 'Inoperative' ? 'Take out of service' : 'Put back in service';
}

/** The confirmation's title and sentence. */
export function availabilityQuestion({ chargePointId, connectorId, type }: AvailabilityChange) {
  return type === 'Inoperative'
    ? {
        title: `Take connector ${connectorId} of ${chargePointId} out of service?`,
        text: 'Drivers cannot charge on it until it is put back.',
      }
    : {
        title: `Put connector ${connectorId} of ${chargePointId} back in service?`,
        text: 'Drivers can charge on it again as soon as the charger says it is available.',
      };
}

/** What the charger's answer to ChangeAvailability means, as a toast: its severity and sentence. */
export function availabilityAnswer(
  { chargePointId, connectorId, type }: AvailabilityChange,
  status: string,
): { severity: 'success' | 'info' | 'warning'; message: string } {
  const connector = `Connector ${connectorId} of ${chargePointId}`;
  const state = type === 'Inoperative' ? 'out of service' : 'back in service';
  switch (status) {
    case 'Accepted':
      return { severity: 'success', message: `${connector} is ${state}` };
    case 'Scheduled':
      return { severity: 'info', message: `${connector} will go ${state} when its current session ends` };
    case 'Rejected':
      return {
        severity: 'warning',
        message: `${chargePointId} refused: connector ${connectorId} stays ${type === 'Inoperative' ? 'in service' : 'out of service'}`,
      };
    default:
      return { severity: 'warning', message: `${chargePointId} answered ${status}` };
  }
}

/** The charger's current value of a key, or null when it did not list the key (or listed it without a value). */
export function configurationValue(
  configuration: { configurationKey: ReadonlyArray<{ key: string; value?: string }> } | undefined,
  key: string,
): string | null {
  return configuration?.configurationKey.find((k) => k.key === key)?.value ?? null;
}

/** What the charger's answer to ChangeConfiguration of the meter interval means. */
export function meterIntervalAnswer(
  chargePointId: string,
  seconds: number,
  status: string,
): { severity: 'success' | 'info' | 'warning'; message: string } {
  switch (status) {
    case 'Accepted':
      return { severity: 'success', message: `${chargePointId} now samples meter values every ${seconds} s` };
    case 'RebootRequired':
      return {
        severity: 'info',
        message: `${chargePointId} accepted ${seconds} s: it takes effect after the charger restarts`,
      };
    case 'Rejected':
      return { severity: 'warning', message: `${chargePointId} refused the new meter interval` };
    case 'NotSupported':
      return { severity: 'warning', message: `${chargePointId} does not support ${METER_INTERVAL_KEY}` };
    default:
      return { severity: 'warning', message: `${chargePointId} answered ${status}` };
  }
}

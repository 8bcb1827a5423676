import type { ChangeAvailabilityBody, ConnectorStatus } from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';

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
  get commandFailed() {
    return translate('admin:commands.commandFailed');
  },
  get configurationFailed() {
    return translate('admin:commands.configurationFailed');
  },
  get unknown() {
    return translate('admin:commands.unknown');
  },
};

/** An unavailable connector is offered back into service; any other (or one without a status yet) out of it. */
export function availabilityTypeFor(status: ConnectorStatus | null): AvailabilityType {
  return status === 'Unavailable' ? 'Operative' : 'Inoperative';
}

/** The button's words: "Take out of service" / "Put back in service". */
export function availabilityAction(type: AvailabilityType): string {
  return type === 'Inoperative' ? translate('admin:commands.takeOut') : translate('admin:commands.putBack');
}

/** The confirmation's title and sentence. */
export function availabilityQuestion({ chargePointId, connectorId, type }: AvailabilityChange) {
  const values = { connector: connectorId, id: chargePointId };
  return type === 'Inoperative'
    ? {
        title: translate('admin:commands.takeOutTitle', values),
        text: translate('admin:commands.takeOutText'),
      }
    : {
        title: translate('admin:commands.putBackTitle', values),
        text: translate('admin:commands.putBackText'),
      };
}

/** What the charger's answer to ChangeAvailability means, as a toast: its severity and sentence. */
export function availabilityAnswer(
  { chargePointId, connectorId, type }: AvailabilityChange,
  status: string,
): { severity: 'success' | 'info' | 'warning'; message: string } {
  const values = { connector: connectorId, id: chargePointId };
  const out = type === 'Inoperative';
  switch (status) {
    case 'Accepted':
      return {
        severity: 'success',
        message: out ? translate('admin:commands.isOut', values) : translate('admin:commands.isBack', values),
      };
    case 'Scheduled':
      return {
        severity: 'info',
        message: out
          ? translate('admin:commands.willGoOut', values)
          : translate('admin:commands.willGoBack', values),
      };
    case 'Rejected':
      return {
        severity: 'warning',
        message: out
          ? translate('admin:commands.refusedStaysIn', values)
          : translate('admin:commands.refusedStaysOut', values),
      };
    default:
      return {
        severity: 'warning',
        message: translate('admin:commands.answered', { id: chargePointId, status }),
      };
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
  const values = { id: chargePointId, seconds };
  switch (status) {
    case 'Accepted':
      return { severity: 'success', message: translate('admin:commands.meterAccepted', values) };
    case 'RebootRequired':
      return { severity: 'info', message: translate('admin:commands.meterReboot', values) };
    case 'Rejected':
      return { severity: 'warning', message: translate('admin:commands.meterRejected', values) };
    case 'NotSupported':
      return {
        severity: 'warning',
        message: translate('admin:commands.meterNotSupported', {
          id: chargePointId,
          key: METER_INTERVAL_KEY,
        }),
      };
    default:
      return {
        severity: 'warning',
        message: translate('admin:commands.answered', { id: chargePointId, status }),
      };
  }
}

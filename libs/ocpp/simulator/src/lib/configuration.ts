import type { OCPP16 } from 'typed-ocpp';
import { SAMPLED_MEASURANDS } from './meter-values';

/** The settings a central system may change (ChangeConfiguration) and the charge point acts on. */
export interface ConfigurationValues {
  /** Seconds between Heartbeats; 0: none. Set by the BootNotification answer too. */
  HeartbeatInterval: number;
  /** Seconds between MeterValues during a transaction; 0: none (§3.16.1). */
  MeterValueSampleInterval: number;
  /** How often a transaction-related message is tried when the central system fails to process it (§3.7.1). */
  TransactionMessageAttempts: number;
  /** Seconds before retrying it, multiplied by the failures so far (§3.7.1). */
  TransactionMessageRetryInterval: number;
}
export type WritableKey = keyof ConfigurationValues;

/** The least each writable key accepts (all are whole numbers). */
const MINIMUM: Record<WritableKey, number> = {
  HeartbeatInterval: 0,
  MeterValueSampleInterval: 0,
  TransactionMessageAttempts: 1,
  TransactionMessageRetryInterval: 0,
};

type KeyValue = NonNullable<OCPP16.GetConfigurationResponse['configurationKey']>[number];

/**
 * The charge point's configuration keys (OCPP 1.6 §9): the writable ones above, and read-only ones that
 * describe what the simulator does. Key names are CiString50: matched without regard to case.
 */
export class Configuration {
  private readonly readOnly: Record<string, string>;

  constructor(
    private readonly values: ConfigurationValues,
    numberOfConnectors: number,
    private readonly onChange: (key: WritableKey) => void = () => undefined,
  ) {
    this.readOnly = {
      AuthorizeRemoteTxRequests: 'false',
      MeterValuesSampledData: SAMPLED_MEASURANDS.join(','),
      NumberOfConnectors: String(numberOfConnectors),
      ReserveConnectorZeroSupported: 'false',
      StopTransactionOnEVSideDisconnect: 'true',
      StopTransactionOnInvalidId: 'true',
      SupportedFeatureProfiles: 'Core,RemoteTrigger,Reservation',
    };
  }

  get<K extends WritableKey>(key: K): ConfigurationValues[K] {
    return this.values[key];
  }

  /** Sets a value from the charge point's own side (the interval a BootNotification answer gives). */
  set(key: WritableKey, value: number): void {
    if (this.values[key] === value) return;
    this.values[key] = value;
    this.onChange(key);
  }

  /** GetConfiguration (§5.8): every key when none is asked for, else the known ones and the unknown names. */
  read(keys: readonly string[] = []): OCPP16.GetConfigurationResponse {
    const all = this.all();
    if (keys.length === 0) return { configurationKey: all };
    const configurationKey: KeyValue[] = [];
    const unknownKey: string[] = [];
    for (const asked of keys) {
      const found = all.find((k) => k.key.toLowerCase() === asked.toLowerCase());
      if (found) configurationKey.push(found);
      else unknownKey.push(asked);
    }
    return { configurationKey, ...(unknownKey.length > 0 ? { unknownKey } : {}) };
  }

  /**
   * ChangeConfiguration (§5.3): NotSupported for a key it does not have, Rejected for a read-only key or a
   * value that is not a whole number in range, else Accepted (every change takes effect at once).
   */
  change(key: string, value: string): OCPP16.ChangeConfigurationResponse['status'] {
    const writable = (Object.keys(this.values) as WritableKey[]).find(
      (k) => k.toLowerCase() === key.toLowerCase(),
    );
    if (!writable) {
      const readOnly = Object.keys(this.readOnly).some((k) => k.toLowerCase() === key.toLowerCase());
      return readOnly ? 'Rejected' : 'NotSupported';
    }
    if (!/^\d{1,9}$/.test(value.trim())) return 'Rejected';
    const n = Number(value.trim());
    if (n < MINIMUM[writable]) return 'Rejected';
    this.set(writable, n);
    return 'Accepted';
  }

  private all(): KeyValue[] {
    return [
      ...(Object.keys(this.values) as WritableKey[]).map((key) => ({
        key,
        readonly: false,
        value: String(this.values[key]),
      })),
      ...Object.entries(this.readOnly).map(([key, value]) => ({ key, readonly: true, value })),
    ];
  }
}

import type { ChargePoint, ChargePointConnector, Station } from '@chargesetu/shared/contracts';
import { NOT_AVAILABLE_DASH } from '@chargesetu/shared/domain';
import { formatDashboardTime, translate } from '@chargesetu/web/i18n';

/** The words of the charge points section, in one place so the screen and its tests agree (in the language shown). */
export const CHARGE_POINT_TEXTS = {
  get loadFailed() {
    return translate('admin:chargePoints.loadFailed');
  },
  get registerFailed() {
    return translate('admin:chargePoints.registerFailed');
  },
  get resetFailed() {
    return translate('admin:chargePoints.resetFailed');
  },
  get stationsFailed() {
    return translate('admin:chargePoints.stationsFailed');
  },
  get notBooted() {
    return translate('admin:chargePoints.notBooted');
  },
  get noStatus() {
    return translate('admin:chargePoints.noStatus');
  },
};

/** Whether a charger is connected now, has dropped, or has never dialled in since it was registered. */
export type ConnectionState = 'Online' | 'Offline' | 'Never connected';

export function connectionState(cp: Pick<ChargePoint, 'online' | 'connectedAt'>): ConnectionState {
  if (cp.online) return 'Online';
  return cp.connectedAt === null ? 'Never connected' : 'Offline';
}

const CONNECTION_LABELS: Record<ConnectionState, string> = {
  Online: 'admin:chargePoints.connection.online',
  Offline: 'admin:chargePoints.connection.offline',
  'Never connected': 'admin:chargePoints.connection.never',
};

/** The connection state in the language shown. */
export function connectionLabel(state: ConnectionState): string {
  return translate(CONNECTION_LABELS[state]);
}

/** Stations by id, for the names and chargers the registry only refers to. */
export type StationsById = ReadonlyMap<number, Station>;

export function stationsById(stations: readonly Station[] | undefined): StationsById {
  return new Map((stations ?? []).map((s) => [s.id, s]));
}

/** The station's name; "Station 12" when the catalogue has not answered or no longer lists it. */
export function stationName(stations: StationsById, stationId: number): string {
  return stations.get(stationId)?.name ?? translate('admin:chargePoints.stationN', { id: stationId });
}

/** A station charger as the registry names it: "CCS2 50 kW", or "Charger 2" when it is not known. */
export function chargerLabel(station: Station | undefined, chargerIndex: number): string {
  const charger = station?.chargers[chargerIndex];
  return charger
    ? `${charger.type} ${charger.power} kW`
    : translate('admin:chargePoints.chargerN', { n: chargerIndex + 1 });
}

/**
 * The status a connector last reported, with its error code when it is not "NoError":
 * "Faulted (GroundFailure)"; "No status yet" until the charger has sent one.
 */
export function statusText(status: string | null, errorCode: string | null): string {
  if (status === null) return CHARGE_POINT_TEXTS.noStatus;
  return errorCode && errorCode !== 'NoError' ? `${status} (${errorCode})` : status;
}

/** One connector's line: "Connector 1 · CCS2 50 kW: Available". */
export function connectorLine(station: Station | undefined, connector: ChargePointConnector): string {
  const charger = chargerLabel(station, connector.chargerIndex);
  return translate('admin:chargePoints.connectorLine', {
    id: connector.connectorId,
    charger,
    status: statusText(connector.status, connector.errorCode),
  });
}

/** "Vendor Model", what it said in its last BootNotification; "Unknown until it boots" before that. */
export function deviceName(cp: Pick<ChargePoint, 'vendor' | 'model'>): string {
  const name = [cp.vendor, cp.model].filter(Boolean).join(' ');
  return name || CHARGE_POINT_TEXTS.notBooted;
}

/** "Firmware 1.4.2 · S/N AB123", each part only when the charger reported it. */
export function deviceDetails(cp: Pick<ChargePoint, 'firmwareVersion' | 'serialNumber'>): string {
  const parts = [
    cp.firmwareVersion
      ? translate('admin:chargePoints.firmware', { version: cp.firmwareVersion })
      : translate('admin:chargePoints.firmwareUnknown'),
    ...(cp.serialNumber ? [`S/N ${cp.serialNumber}`] : []),
  ];
  return parts.join(' · ');
}

/** Dashboard time in IST ("Today, 14:30"), or "—" when the charger never sent one. */
export function heartbeatTime(at: string | null, now?: Date): string {
  return at === null ? NOT_AVAILABLE_DASH : formatDashboardTime(at, now);
}

/** The section's count line: "3 charge points, 2 online". */
export function countLine(chargePoints: readonly Pick<ChargePoint, 'online'>[]): string {
  const online = chargePoints.filter((cp) => cp.online).length;
  const n = chargePoints.length;
  return translate('admin:chargePoints.countLine', { count: n, online });
}

/**
 * Which charge point already holds each charger of a station, keyed `stationId:chargerIndex`:
 * "connector 1 of CS12-1". The register form says so beside the charger rather than guessing.
 */
export function assignedChargers(
  chargePoints: readonly ChargePoint[] | undefined,
): ReadonlyMap<string, string> {
  const taken = new Map<string, string>();
  for (const cp of chargePoints ?? []) {
    for (const c of cp.connectors) {
      taken.set(
        chargerKey(cp.stationId, c.chargerIndex),
        translate('admin:chargePoints.takenBy', { connector: c.connectorId, id: cp.id }),
      );
    }
  }
  return taken;
}

export function chargerKey(stationId: number, chargerIndex: number): string {
  return `${stationId}:${chargerIndex}`;
}

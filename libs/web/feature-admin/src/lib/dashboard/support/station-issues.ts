import type { ChargePoint } from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';
import { chargerLabel, stationName, statusText, type StationsById } from '../charge-points/charge-point-text';

/** Critical: the charger cannot charge (offline, faulted); Medium: it may not (out of service, never set up). */
export type IssueSeverity = 'Critical' | 'Medium';

/** One problem a registered charger reports, or that its silence shows. */
export interface StationIssue {
  key: string;
  chargePointId: string;
  stationId: number;
  station: string;
  /** The charger and, for a connector's problem, which connector: "CS12-1 · Connector 2 · CCS2 50 kW". */
  where: string;
  issue: string;
  severity: IssueSeverity;
  /** When it started as far as the charger said (ISO), or null when it did not say. */
  since: string | null;
}

const RANK: Record<IssueSeverity, number> = { Critical: 0, Medium: 1 };

/** For ordering: an issue whose start is not known goes after those with one. */
const sinceMs = (i: StationIssue) => (i.since === null ? 0 : Date.parse(i.since));

function chargerIssues(cp: ChargePoint, station: string): StationIssue[] {
  const base = { chargePointId: cp.id, stationId: cp.stationId, station, where: cp.id };
  const issues: StationIssue[] = [];
  if (!cp.online) {
    issues.push(
      cp.connectedAt === null
        ? {
            ...base,
            key: `${cp.id}-never`,
            issue: translate('admin:support.issues.never'),
            severity: 'Medium',
            since: cp.createdAt,
          }
        : {
            ...base,
            key: `${cp.id}-offline`,
            issue: translate('admin:support.issues.offline'),
            severity: 'Critical',
            since: cp.lastSeenAt ?? cp.connectedAt,
          },
    );
  }
  if (cp.status === 'Faulted' || cp.status === 'Unavailable') {
    issues.push({
      ...base,
      key: `${cp.id}-charger-status`,
      issue:
        cp.status === 'Faulted'
          ? translate('admin:support.issues.chargerFaulted')
          : translate('admin:support.issues.chargerUnavailable'),
      severity: cp.status === 'Faulted' ? 'Critical' : 'Medium',
      since: null,
    });
  }
  return issues;
}

function connectorIssues(cp: ChargePoint, stations: StationsById, station: string): StationIssue[] {
  return cp.connectors.flatMap((c): StationIssue[] => {
    const faulted = c.status === 'Faulted';
    const unavailable = c.status === 'Unavailable';
    const errored = c.errorCode !== null && c.errorCode !== 'NoError';
    if (!faulted && !unavailable && !errored) return [];
    return [
      {
        key: `${cp.id}-connector-${c.connectorId}`,
        chargePointId: cp.id,
        stationId: cp.stationId,
        station,
        where: translate('admin:support.issues.where', {
          id: cp.id,
          connector: c.connectorId,
          charger: chargerLabel(stations.get(cp.stationId), c.chargerIndex),
        }),
        issue:
          unavailable && !errored
            ? translate('admin:support.issues.connectorUnavailable')
            : statusText(c.status, c.errorCode),
        severity: faulted ? 'Critical' : 'Medium',
        since: c.statusAt,
      },
    ];
  });
}

/**
 * The Support tab's "Station issue monitoring" (docs/product.md §2.14), from the ocpp service's registry:
 * chargers that are offline or never connected, and chargers or connectors whose last status is Faulted,
 * Unavailable or carries an error code. Critical first, then the newest. A status is the last one the
 * charger reported, kept while it is offline.
 */
export function stationIssues(chargePoints: readonly ChargePoint[], stations: StationsById): StationIssue[] {
  return chargePoints
    .flatMap((cp) => {
      const station = stationName(stations, cp.stationId);
      return [...chargerIssues(cp, station), ...connectorIssues(cp, stations, station)];
    })
    .sort((a, b) => RANK[a.severity] - RANK[b.severity] || sinceMs(b) - sinceMs(a));
}

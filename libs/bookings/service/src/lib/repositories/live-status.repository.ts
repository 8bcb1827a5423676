import type { LiveChargerStatus } from '@chargesetu/shared/contracts';
import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';
import type { StatusReport } from '../rules/live-status';

const CHARGERS = `"bookings"."charger_statuses"`;
const CHARGE_POINTS = `"bookings"."charge_point_statuses"`;

/** A connector's report about one physical charger of a station (connector 1 or above). */
export interface ChargerReport {
  stationId: number;
  chargerIndex: number;
  chargePointId: string;
  connectorId: number;
  status: LiveChargerStatus;
  errorCode: string;
  at: Date;
}

/** Connector 0's report: the charge point as a whole. */
export interface ChargePointReport {
  chargePointId: string;
  stationId: number;
  status: LiveChargerStatus;
  errorCode: string;
  at: Date;
}

/**
 * What is stored about one charger: its connector's last report, and the last report of the charge point
 * it belongs to (null when that charge point has sent none). rules/live-status.ts makes the two one status.
 */
export interface StoredChargerStatus {
  stationId: number;
  chargerIndex: number;
  chargePointId: string;
  own: StatusReport;
  chargePoint: StatusReport | null;
}

interface StatusRow {
  station_id: number;
  charger_index: number;
  charge_point_id: string;
  status: LiveChargerStatus;
  status_at: Date | string;
  cp_status: LiveChargerStatus | null;
  cp_status_at: Date | string | null;
}

function toStoredChargerStatus(r: StatusRow): StoredChargerStatus {
  return {
    stationId: r.station_id,
    chargerIndex: r.charger_index,
    chargePointId: r.charge_point_id,
    own: { status: r.status, at: new Date(r.status_at) },
    chargePoint:
      r.cp_status === null || r.cp_status_at === null
        ? null
        : { status: r.cp_status, at: new Date(r.cp_status_at) },
  };
}

/**
 * The chargers' live statuses in the `bookings` schema (charger_statuses, charge_point_statuses). A report
 * is kept only when it is not older than the stored one, in one statement, so concurrent and out-of-order
 * deliveries leave the newest. The transaction, when a method takes one, is its last parameter.
 */
export function liveStatusRepository(ds: DataSource) {
  const rows = async <R>(sql: string, params: unknown[], m: EntityManager = ds.manager): Promise<R[]> =>
    rowsOf<R>(await m.query(sql, params));

  return {
    /** Keeps a connector's report unless a newer one is stored; true when it was kept. */
    async reportCharger(r: ChargerReport, m?: EntityManager): Promise<boolean> {
      const kept = await rows(
        `INSERT INTO ${CHARGERS} AS c
           (station_id, charger_index, charge_point_id, connector_id, status, error_code, status_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (station_id, charger_index) DO UPDATE SET
           charge_point_id = EXCLUDED.charge_point_id, connector_id = EXCLUDED.connector_id,
           status = EXCLUDED.status, error_code = EXCLUDED.error_code, status_at = EXCLUDED.status_at,
           updated_at = now()
         WHERE c.status_at <= EXCLUDED.status_at
         RETURNING station_id`,
        [r.stationId, r.chargerIndex, r.chargePointId, r.connectorId, r.status, r.errorCode, r.at],
        m,
      );
      return kept.length > 0;
    },

    /** Keeps connector 0's report unless a newer one of that charge point is stored; true when it was kept. */
    async reportChargePoint(r: ChargePointReport, m?: EntityManager): Promise<boolean> {
      const kept = await rows(
        `INSERT INTO ${CHARGE_POINTS} AS p (charge_point_id, station_id, status, error_code, status_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (charge_point_id) DO UPDATE SET
           station_id = EXCLUDED.station_id, status = EXCLUDED.status, error_code = EXCLUDED.error_code,
           status_at = EXCLUDED.status_at, updated_at = now()
         WHERE p.status_at <= EXCLUDED.status_at
         RETURNING charge_point_id`,
        [r.chargePointId, r.stationId, r.status, r.errorCode, r.at],
        m,
      );
      return kept.length > 0;
    },

    /**
     * The chargers with a live status, of the stations given or of every station, each with its charge
     * point's last report. Inside a transaction, pass it: the embedded database has one connection.
     */
    async ofStations(stationIds?: readonly number[], m?: EntityManager): Promise<StoredChargerStatus[]> {
      const found = await rows<StatusRow>(
        `SELECT c.station_id, c.charger_index, c.charge_point_id, c.status, c.status_at,
                p.status AS cp_status, p.status_at AS cp_status_at
           FROM ${CHARGERS} c LEFT JOIN ${CHARGE_POINTS} p ON p.charge_point_id = c.charge_point_id
          ${stationIds ? `WHERE c.station_id = ANY(string_to_array($1, ',')::int[])` : ''}
          ORDER BY c.station_id, c.charger_index`,
        stationIds ? [stationIds.join(',')] : [],
        m,
      );
      return found.map(toStoredChargerStatus);
    },
  };
}
export type LiveStatusRepository = ReturnType<typeof liveStatusRepository>;

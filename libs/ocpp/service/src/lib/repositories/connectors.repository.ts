import type { ConnectorStatus } from '@chargesetu/shared/contracts';
import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';
import { isOnline } from '../rules/online';

const CP = `"ocpp"."charge_points"`;
const CONNECTORS = `"ocpp"."connectors"`;
const HISTORY = `"ocpp"."status_history"`;

export interface StatusReport {
  chargePointId: string;
  connectorId: number;
  status: ConnectorStatus;
  errorCode: string;
  info: string | null;
  vendorErrorCode: string | null;
  at: Date;
  /** The connection it came over: the first report after a reconnection is news even if unchanged. */
  connectionId: string;
}

/** The connector a status belongs to, and whether the report changed what was known. */
export interface StatusChange {
  /** The station charger it is; null for connector 0 or a connector not registered. */
  chargerIndex: number | null;
  changed: boolean;
}

interface Known {
  status: string | null;
  error_code: string | null;
  status_connection_id: string | null;
}

const isNews = (before: Known | undefined, r: StatusReport) =>
  !before ||
  before.status !== r.status ||
  before.error_code !== r.errorCode ||
  before.status_connection_id !== r.connectionId;

/** Connector statuses: the current one per connector (connector 0 on the charge point) and every report. */
export function connectorsRepository(ds: DataSource, now: () => Date) {
  const rows = async <T>(sql: string, params: unknown[], m?: EntityManager): Promise<T[]> =>
    rowsOf<T>(await (m ?? ds.manager).query(sql, params));

  return {
    /**
     * Keeps a StatusNotification: always in the history; as the current status unless, over the same
     * connection, an older report arrives after a newer one (offline queues deliver late). The first report
     * over a new connection replaces whatever an earlier connection said, whatever its timestamp (a charger
     * whose clock runs behind). It is a change when the status or error differs, or when it is that first
     * report: the connector was published Offline when the last connection closed.
     */
    async report(r: StatusReport, m: EntityManager): Promise<StatusChange> {
      await rows(
        `INSERT INTO ${HISTORY} (charge_point_id, connector_id, status, error_code, info, vendor_error_code, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [r.chargePointId, r.connectorId, r.status, r.errorCode, r.info, r.vendorErrorCode, r.at],
        m,
      );
      if (r.connectorId === 0) {
        const [before] = await rows<Known>(
          `SELECT status, error_code, status_connection_id FROM ${CP} WHERE id = $1 FOR UPDATE`,
          [r.chargePointId],
          m,
        );
        const updated = await rows(
          `UPDATE ${CP} SET status = $2, error_code = $3, status_at = $4, status_connection_id = $5
           WHERE id = $1 AND (status_at IS NULL OR status_at <= $4 OR status_connection_id IS DISTINCT FROM $5)
           RETURNING id`,
          [r.chargePointId, r.status, r.errorCode, r.at, r.connectionId],
          m,
        );
        return { chargerIndex: null, changed: updated.length > 0 && isNews(before, r) };
      }
      const [before] = await rows<Known & { charger_index: number }>(
        `SELECT status, error_code, status_connection_id, charger_index FROM ${CONNECTORS}
         WHERE charge_point_id = $1 AND connector_id = $2 FOR UPDATE`,
        [r.chargePointId, r.connectorId],
        m,
      );
      if (!before) return { chargerIndex: null, changed: true };
      const updated = await rows(
        `UPDATE ${CONNECTORS} SET status = $3, error_code = $4, info = $5, vendor_error_code = $6, status_at = $7,
           status_connection_id = $8
         WHERE charge_point_id = $1 AND connector_id = $2
           AND (status_at IS NULL OR status_at <= $7 OR status_connection_id IS DISTINCT FROM $8)
         RETURNING connector_id`,
        [
          r.chargePointId,
          r.connectorId,
          r.status,
          r.errorCode,
          r.info,
          r.vendorErrorCode,
          r.at,
          r.connectionId,
        ],
        m,
      );
      return { chargerIndex: before.charger_index, changed: updated.length > 0 && isNews(before, r) };
    },

    /** The registered connectors of a charge point (connector id and the station charger it is). */
    async of(chargePointId: string, m?: EntityManager) {
      const found = await rows<{ connector_id: number; charger_index: number }>(
        `SELECT connector_id, charger_index FROM ${CONNECTORS} WHERE charge_point_id = $1 ORDER BY connector_id`,
        [chargePointId],
        m,
      );
      return found.map((r) => ({ connectorId: r.connector_id, chargerIndex: r.charger_index }));
    },

    /** The charge point and connector a station charger is, and whether its charger is online now. */
    async linkOf(stationId: number, chargerIndex: number, m?: EntityManager) {
      const [found] = await rows<{
        charge_point_id: string;
        connector_id: number;
        connection_id: string | null;
        last_seen_at: Date | null;
        heartbeat_interval_s: number;
      }>(
        `SELECT c.charge_point_id, c.connector_id, cp.connection_id, cp.last_seen_at, cp.heartbeat_interval_s
         FROM ${CONNECTORS} c JOIN ${CP} cp ON cp.id = c.charge_point_id
         WHERE c.station_id = $1 AND c.charger_index = $2`,
        [stationId, chargerIndex],
        m,
      );
      if (!found) return null;
      const liveness = {
        connected: found.connection_id !== null,
        lastSeenAt: found.last_seen_at,
        heartbeatIntervalS: found.heartbeat_interval_s,
      };
      return {
        chargePointId: found.charge_point_id,
        connectorId: found.connector_id,
        online: isOnline(liveness, now()),
      };
    },
  };
}
export type ConnectorsRepository = ReturnType<typeof connectorsRepository>;

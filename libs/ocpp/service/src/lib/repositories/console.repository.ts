import type { ConnectorStatus, ConsoleTransaction, StatusHistoryEntry } from '@chargesetu/shared/contracts';
import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';
import { maskIdTag } from '../rules/console-view';

const HISTORY = `"ocpp"."status_history"`;
const TX = `"ocpp"."transactions"`;

interface HistoryRow {
  connector_id: number;
  status: ConnectorStatus;
  error_code: string;
  info: string | null;
  vendor_error_code: string | null;
  at: Date;
}

interface ConsoleTransactionRow {
  charge_point_id: string;
  transaction_id: string;
  connector_id: number;
  id_tag: string | null;
  started_at: Date | null;
  ended_at: Date | null;
  energy_wh: string | null;
  meter_start_wh: string | null;
  last_meter_wh: string | null;
}

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
const kwh = (wh: number) => Math.round(wh) / 1000;

function energyKwh(r: ConsoleTransactionRow): number | null {
  if (r.ended_at !== null) return r.energy_wh === null ? null : kwh(Number(r.energy_wh));
  if (r.meter_start_wh === null || r.last_meter_wh === null) return null;
  return kwh(Math.max(0, Number(r.last_meter_wh) - Number(r.meter_start_wh)));
}

/** What the operator console reads beside the registry: status history and recent transactions. */
export function consoleRepository(ds: DataSource) {
  const rows = async <T>(sql: string, params: unknown[], m?: EntityManager): Promise<T[]> =>
    rowsOf<T>(await (m ?? ds.manager).query(sql, params));

  return {
    /** The latest status reports of a charger (every connector, 0 included), newest first. */
    async history(chargePointId: string, limit: number, m?: EntityManager): Promise<StatusHistoryEntry[]> {
      const found = await rows<HistoryRow>(
        `SELECT connector_id, status, error_code, info, vendor_error_code, at FROM ${HISTORY}
         WHERE charge_point_id = $1 ORDER BY at DESC, id DESC LIMIT $2`,
        [chargePointId, limit],
        m,
      );
      return found.map((r) => ({
        connectorId: r.connector_id,
        status: r.status,
        errorCode: r.error_code,
        info: r.info,
        vendorErrorCode: r.vendor_error_code,
        at: new Date(r.at).toISOString(),
      }));
    },

    /** Open transactions (newest start first), then those ended since `since` (latest end first). */
    async recentTransactions(since: Date, m?: EntityManager): Promise<ConsoleTransaction[]> {
      const found = await rows<ConsoleTransactionRow>(
        `SELECT charge_point_id, transaction_id, connector_id, id_tag, started_at, ended_at, energy_wh, meter_start_wh,
           last_meter_wh
         FROM ${TX}
         WHERE (ended_at IS NULL AND started_at IS NOT NULL) OR ended_at >= $1
         ORDER BY (ended_at IS NULL) DESC, COALESCE(ended_at, started_at) DESC, id DESC
         LIMIT 500`,
        [since],
        m,
      );
      return found.map((r) => ({
        chargePointId: r.charge_point_id,
        transactionId: r.transaction_id,
        connectorId: r.connector_id,
        idTag: maskIdTag(r.id_tag),
        startedAt: iso(r.started_at),
        endedAt: iso(r.ended_at),
        energyKwh: energyKwh(r),
        open: r.ended_at === null,
      }));
    },
  };
}
export type ConsoleRepository = ReturnType<typeof consoleRepository>;

import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';
import type { MeterReading } from '../rules/meter-reading';

const TX = `"ocpp"."transactions"`;
const METER = `"ocpp"."meter_values"`;

/** A charger transaction as stored. */
export interface StoredTransaction {
  pk: number;
  chargePointId: string;
  transactionId: string;
  connectorId: number;
  idTag: string | null;
  reservationId: number | null;
  meterStartWh: number | null;
  startedAt: Date | null;
  meterStopWh: number | null;
  endedAt: Date | null;
  energyWh: number | null;
  reviewReasons: string[];
  lastEventAt: Date | null;
}

interface TransactionRow {
  id: string;
  charge_point_id: string;
  transaction_id: string;
  connector_id: number;
  id_tag: string | null;
  reservation_id: number | null;
  meter_start_wh: string | null;
  started_at: Date | null;
  meter_stop_wh: string | null;
  ended_at: Date | null;
  energy_wh: string | null;
  review_reasons: string[];
  last_event_at: Date | null;
}

const num = (v: string | null) => (v === null ? null : Number(v));
const date = (v: Date | string | null) => (v === null ? null : new Date(v));

function toTransaction(r: TransactionRow): StoredTransaction {
  return {
    pk: Number(r.id),
    chargePointId: r.charge_point_id,
    transactionId: r.transaction_id,
    connectorId: r.connector_id,
    idTag: r.id_tag,
    reservationId: r.reservation_id,
    meterStartWh: num(r.meter_start_wh),
    startedAt: date(r.started_at),
    meterStopWh: num(r.meter_stop_wh),
    endedAt: date(r.ended_at),
    energyWh: num(r.energy_wh),
    reviewReasons: r.review_reasons,
    lastEventAt: date(r.last_event_at),
  };
}

/** A transaction the platform saw start: its tag, meter start and start time are known. */
export type StartedTransaction = StoredTransaction & { idTag: string; meterStartWh: number; startedAt: Date };

/** A started transaction that has ended: its meter stop, end and energy are known too. */
export type EndedTransaction = StartedTransaction & { meterStopWh: number; endedAt: Date; energyWh: number };

export interface NewTransaction {
  chargePointId: string;
  connectorId: number;
  idTag: string;
  reservationId: number | null;
  meterStartWh: number;
  startedAt: Date;
}

export interface TransactionEnd {
  meterStopWh: number;
  endedAt: Date;
  reason: string | null;
  idTag: string | null;
  energyWh: number;
  reviewReasons: string[];
}

/** Charger transactions and the meter values reported for them (raw, with the normalised figures beside). */
export function transactionsRepository(ds: DataSource) {
  const rows = async <T>(sql: string, params: unknown[], m?: EntityManager): Promise<T[]> =>
    rowsOf<T>(await (m ?? ds.manager).query(sql, params));

  return {
    /** Starts a transaction; OCPP 1.6's transactionId is the next integer of the platform's sequence. */
    async start(t: NewTransaction, m: EntityManager): Promise<StartedTransaction> {
      const [row] = await rows<TransactionRow>(
        `INSERT INTO ${TX} (charge_point_id, transaction_id, connector_id, id_tag, reservation_id, meter_start_wh, started_at)
         VALUES ($1, nextval('"ocpp"."transaction_number"')::text, $2, $3, $4, $5, $6) RETURNING *`,
        [t.chargePointId, t.connectorId, t.idTag, t.reservationId, t.meterStartWh, t.startedAt],
        m,
      );
      return toTransaction(row) as StartedTransaction; // the INSERT sets tag, meter start and start time
    },

    async find(chargePointId: string, transactionId: string, m?: EntityManager): Promise<StoredTransaction | null> {
      const [row] = await rows<TransactionRow>(
        `SELECT * FROM ${TX} WHERE charge_point_id = $1 AND transaction_id = $2 FOR UPDATE`,
        [chargePointId, transactionId],
        m,
      );
      return row ? toTransaction(row) : null;
    },

    /**
     * Ends a running transaction (one that started: the caller checks); null when it had already ended (the
     * first StopTransaction counted).
     */
    async end(pk: number, e: TransactionEnd, m: EntityManager): Promise<EndedTransaction | null> {
      const [row] = rowsOf<TransactionRow>(
        await m.query(
          `UPDATE ${TX} SET meter_stop_wh = $2, ended_at = $3, stop_reason = $4, stop_id_tag = $5, energy_wh = $6,
             review_reasons = $7::jsonb
           WHERE id = $1 AND ended_at IS NULL RETURNING *`,
          [pk, e.meterStopWh, e.endedAt, e.reason, e.idTag, e.energyWh, JSON.stringify(e.reviewReasons)],
        ),
      );
      return row ? (toTransaction(row) as EndedTransaction) : null;
    },

    /**
     * Records a StopTransaction for a transaction the platform does not know (lost, or from before the
     * charger was registered): kept for review, billed to nobody.
     */
    async recordUnknownStop(chargePointId: string, transactionId: string, e: TransactionEnd, m: EntityManager) {
      await rows(
        `INSERT INTO ${TX} (charge_point_id, transaction_id, connector_id, known, meter_stop_wh, ended_at, stop_reason,
           stop_id_tag, energy_wh, review_reasons)
         VALUES ($1, $2, 0, false, $3, $4, $5, $6, NULL, $7::jsonb)
         ON CONFLICT (charge_point_id, transaction_id) DO NOTHING`,
        [chargePointId, transactionId, e.meterStopWh, e.endedAt, e.reason, e.idTag, JSON.stringify(['unknown transaction'])],
        m,
      );
    },

    /** Keeps one meterValue entry (raw and normalised); the transaction remembers its latest reading. */
    async addMeterValue(
      v: { chargePointId: string; connectorId: number; transactionPk: number | null; at: Date; raw: unknown; reading: MeterReading },
      m: EntityManager,
    ): Promise<void> {
      await rows(
        `INSERT INTO ${METER} (charge_point_id, connector_id, transaction_pk, at, sampled_values, meter_wh, power_w, soc_percent)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)`,
        [v.chargePointId, v.connectorId, v.transactionPk, v.at, JSON.stringify(v.raw), v.reading.meterWh, v.reading.powerW, v.reading.socPercent],
        m,
      );
      if (v.transactionPk === null) return;
      // Only a newer sample moves the latest reading (offline queues deliver late); each figure keeps its
      // last known value when a sample lacks it.
      await rows(
        `UPDATE ${TX} SET last_sample_at = $2,
           last_meter_wh = COALESCE($3, last_meter_wh), last_power_w = COALESCE($4, last_power_w),
           last_soc_percent = COALESCE($5, last_soc_percent)
         WHERE id = $1 AND (last_sample_at IS NULL OR last_sample_at <= $2)`,
        [v.transactionPk, v.at, v.reading.meterWh, v.reading.powerW, v.reading.socPercent],
        m,
      );
    },

    /** A meter event was published for the transaction at `at` (the throttle's memory). */
    async eventPublished(pk: number, at: Date, m: EntityManager): Promise<void> {
      await rows(`UPDATE ${TX} SET last_event_at = $2 WHERE id = $1`, [pk, at], m);
    },
  };
}
export type TransactionsRepository = ReturnType<typeof transactionsRepository>;

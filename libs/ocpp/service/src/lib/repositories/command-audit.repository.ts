import type { AuditEntry, ConsoleAction } from '@chargesetu/shared/contracts';
import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';

const AUDIT = `"ocpp"."command_audit"`;

export type NewAuditEntry = Omit<AuditEntry, 'id' | 'at'> & { at: Date };

interface AuditRow {
  id: string;
  at: Date;
  admin_user_id: number;
  admin_username: string;
  charge_point_id: string;
  action: ConsoleAction;
  params: Record<string, unknown>;
  outcome: 'ok' | 'error';
  answer: string | null;
  error: string | null;
}

const toEntry = (r: AuditRow): AuditEntry => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  adminUserId: r.admin_user_id,
  adminUsername: r.admin_username,
  chargePointId: r.charge_point_id,
  action: r.action,
  params: r.params,
  outcome: r.outcome,
  answer: r.answer,
  error: r.error,
});

/** The operator console's audit log: what administrators did to chargers, and what came of it. */
export function commandAuditRepository(ds: DataSource) {
  const rows = async <T>(sql: string, params: unknown[], m?: EntityManager): Promise<T[]> =>
    rowsOf<T>(await (m ?? ds.manager).query(sql, params));

  return {
    async record(e: NewAuditEntry, m?: EntityManager): Promise<AuditEntry> {
      const [row] = await rows<AuditRow>(
        `INSERT INTO ${AUDIT} (at, admin_user_id, admin_username, charge_point_id, action, params, outcome, answer, error)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9) RETURNING *`,
        [
          e.at,
          e.adminUserId,
          e.adminUsername,
          e.chargePointId,
          e.action,
          JSON.stringify(e.params),
          e.outcome,
          e.answer?.slice(0, 100) ?? null,
          e.error?.slice(0, 500) ?? null,
        ],
        m,
      );
      return toEntry(row);
    },

    /** Newest first, optionally of one charger; with how many there are in all. */
    async page(o: { chargePointId?: string; limit: number; offset: number }, m?: EntityManager) {
      const where = o.chargePointId === undefined ? '' : 'WHERE charge_point_id = $3';
      const params: unknown[] = [
        o.limit,
        o.offset,
        ...(o.chargePointId === undefined ? [] : [o.chargePointId]),
      ];
      const found = await rows<AuditRow & { total: string }>(
        `SELECT *, count(*) OVER () AS total FROM ${AUDIT} ${where} ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2`,
        params,
        m,
      );
      let total = found.length > 0 ? Number(found[0].total) : 0;
      if (found.length === 0 && o.offset > 0) {
        const [c] = await rows<{ n: string }>(
          `SELECT count(*) AS n FROM ${AUDIT} ${o.chargePointId === undefined ? '' : 'WHERE charge_point_id = $1'}`,
          o.chargePointId === undefined ? [] : [o.chargePointId],
          m,
        );
        total = Number(c.n);
      }
      return { entries: found.map(toEntry), total };
    },
  };
}
export type CommandAuditRepository = ReturnType<typeof commandAuditRepository>;

import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';

const ANSWERED = `"ocpp"."answered_messages"`;

/**
 * The messages already answered, by (charge point, message id): a charger that lost an answer sends the
 * same message again with the same id, and must get the same answer without the effect happening twice.
 */
export function answeredMessagesRepository(ds: DataSource) {
  const rows = async <T>(sql: string, params: unknown[], m?: EntityManager): Promise<T[]> =>
    rowsOf<T>(await (m ?? ds.manager).query(sql, params));

  return {
    /**
     * Claims a message id in the transaction of its effect: null when it is new (go on), otherwise the
     * answer given the first time. The row lock makes a concurrent duplicate wait for the first.
     */
    async claim(chargePointId: string, messageId: string, action: string, m: EntityManager): Promise<{ response: unknown } | null> {
      const [claimed] = await rows<{ message_id: string }>(
        `INSERT INTO ${ANSWERED} (charge_point_id, message_id, action) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING message_id`,
        [chargePointId, messageId, action],
        m,
      );
      if (claimed) return null;
      const [earlier] = await rows<{ response: unknown }>(
        `SELECT response FROM ${ANSWERED} WHERE charge_point_id = $1 AND message_id = $2`,
        [chargePointId, messageId],
        m,
      );
      return { response: earlier?.response ?? null };
    },

    async answered(chargePointId: string, messageId: string, response: unknown, m: EntityManager): Promise<void> {
      await rows(`UPDATE ${ANSWERED} SET response = $3 WHERE charge_point_id = $1 AND message_id = $2`, [
        chargePointId,
        messageId,
        JSON.stringify(response),
      ], m);
    },

    /** Forgets ids older than `before`; returns how many. */
    async purge(before: Date, m?: EntityManager): Promise<number> {
      const gone = await rows<{ message_id: string }>(
        `DELETE FROM ${ANSWERED} WHERE received_at < $1 RETURNING message_id`,
        [before],
        m,
      );
      return gone.length;
    },
  };
}
export type AnsweredMessagesRepository = ReturnType<typeof answeredMessagesRepository>;

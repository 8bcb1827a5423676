import type { ReservationRefusal } from '@chargesetu/shared/contracts';
import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';

const T = `"bookings"."bookings"`;

/** A reservation the booking's charger refused (charging.reservation.refused), as recorded on the booking. */
export interface ReservationRefusalRecord {
  refusal: ReservationRefusal;
  at: Date;
  /** The charger that refused: it counts only while the booking is still on it. */
  chargerIndex: number;
}

interface RefusalRow {
  id: number;
  reservation_refusal: ReservationRefusal;
  reservation_refused_at: Date | string;
  reservation_refused_charger_index: number;
}

/**
 * The refusals of bookings' reservations, kept on the bookings rows (migration 1765400000000) and read beside
 * them: the affected rule (rules/affected.ts) takes them as an input. The transaction, when a method takes one,
 * is its last parameter.
 */
export function refusalsRepository(ds: DataSource) {
  return {
    /** The recorded refusal of each of these bookings that has one. */
    async ofBookings(
      ids: readonly number[],
      m?: EntityManager,
    ): Promise<Map<number, ReservationRefusalRecord>> {
      if (ids.length === 0) return new Map();
      const rows = rowsOf<RefusalRow>(
        await (m ?? ds.manager).query(
          `SELECT id, reservation_refusal, reservation_refused_at, reservation_refused_charger_index FROM ${T}
           WHERE id = ANY($1::int[]) AND reservation_refusal IS NOT NULL`,
          [ids],
        ),
      );
      return new Map(
        rows.map((r) => [
          r.id,
          {
            refusal: r.reservation_refusal,
            at: new Date(r.reservation_refused_at),
            chargerIndex: r.reservation_refused_charger_index,
          },
        ]),
      );
    },
    /**
     * Records the refusal on a paid booking still on the charger that refused (a newer refusal replaces an
     * older one); false when the booking is no longer confirmed on that charger (moved, cancelled, charging).
     */
    async record(
      bookingId: number,
      chargerIndex: number,
      refusal: ReservationRefusal,
      at: Date,
      m: EntityManager,
    ): Promise<boolean> {
      const rows = rowsOf<{ id: number }>(
        await m.query(
          `UPDATE ${T} SET reservation_refusal = $3, reservation_refused_at = $4,
             reservation_refused_charger_index = $2, updated_at = now()
           WHERE id = $1 AND charger_index = $2 AND status = 'confirmed'
             AND (reservation_refused_at IS NULL OR reservation_refused_at <= $4)
           RETURNING id`,
          [bookingId, chargerIndex, refusal, at],
        ),
      );
      return rows.length > 0;
    },
    /** The booking moved to another charger: the old charger's refusal no longer concerns it. */
    async clear(bookingId: number, m: EntityManager): Promise<void> {
      await m.query(
        `UPDATE ${T} SET reservation_refusal = NULL, reservation_refused_at = NULL,
           reservation_refused_charger_index = NULL
         WHERE id = $1 AND reservation_refusal IS NOT NULL`,
        [bookingId],
      );
    },
  };
}
export type RefusalsRepository = ReturnType<typeof refusalsRepository>;

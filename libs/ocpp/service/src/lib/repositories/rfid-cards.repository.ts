import type { RfidCard } from '@chargesetu/shared/contracts';
import { rowsOf, withTransaction } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';
import { normalizeIdTag } from '../rules/id-tag';

const T = `"ocpp"."rfid_cards"`;

interface CardRow {
  id_tag: string;
  user_id: number;
  label: string;
  added_at: Date;
}

const toCard = (r: CardRow): RfidCard => ({
  idTag: r.id_tag,
  label: r.label,
  addedAt: new Date(r.added_at).toISOString(),
});

/** Why a card was not added. */
export type CardRefusal = 'taken' | 'full';

/** Drivers' RFID cards: numbers as chargers read them, upper-case, each one driver's. */
export function rfidCardsRepository(ds: DataSource) {
  const rows = async <R>(sql: string, params: unknown[], m?: EntityManager): Promise<R[]> =>
    rowsOf<R>(await (m ?? ds.manager).query(sql, params));

  return {
    /** The driver's cards, newest first. */
    async ofUser(userId: number): Promise<RfidCard[]> {
      return (
        await rows<CardRow>(`SELECT * FROM ${T} WHERE user_id = $1 ORDER BY added_at DESC, id_tag`, [userId])
      ).map(toCard);
    },

    /**
     * Adds a card unless its number is anyone's already (a card, or an issued idTag) or the driver has `max`.
     * The driver's cards are counted under a per-driver lock, so two adds at once cannot pass the limit; the
     * primary key decides between two drivers adding one number.
     */
    async add(
      card: { userId: number; idTag: string; label: string },
      max: number,
    ): Promise<RfidCard | CardRefusal> {
      const idTag = normalizeIdTag(card.idTag);
      return withTransaction(ds, async (m) => {
        await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`ocpp:rfid-cards:${card.userId}`]);
        const [{ n }] = await rows<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${T} WHERE user_id = $1`,
          [card.userId],
          m,
        );
        if (n >= max) return 'full';
        const [issued] = await rows(`SELECT 1 FROM "ocpp"."id_tags" WHERE id_tag = $1`, [idTag], m);
        if (issued) return 'taken';
        const [made] = await rows<CardRow>(
          `INSERT INTO ${T} (id_tag, user_id, label) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING *`,
          [idTag, card.userId, card.label.trim()],
          m,
        );
        return made ? toCard(made) : 'taken';
      });
    },

    /** Removes one of the driver's cards; false when the number is not one of theirs. */
    async remove(userId: number, idTag: string): Promise<boolean> {
      const gone = await rows(`DELETE FROM ${T} WHERE user_id = $1 AND id_tag = $2 RETURNING id_tag`, [
        userId,
        normalizeIdTag(idTag),
      ]);
      return gone.length > 0;
    },

    /** The driver a card number belongs to (compared without regard to case), or null. */
    async ownerOf(idTag: string): Promise<number | null> {
      const [row] = await rows<{ user_id: number }>(`SELECT user_id FROM ${T} WHERE id_tag = $1`, [
        normalizeIdTag(idTag),
      ]);
      return row?.user_id ?? null;
    },
  };
}
export type RfidCardsRepository = ReturnType<typeof rfidCardsRepository>;

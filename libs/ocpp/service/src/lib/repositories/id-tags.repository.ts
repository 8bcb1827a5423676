import { rowsOf } from '@chargesetu/shared/db';
import type { DataSource, EntityManager } from 'typeorm';
import { newIdTag, normalizeIdTag } from '../rules/id-tag';

const T = `"ocpp"."id_tags"`;

/** Tries before giving up on a fresh tag: a second collision of 80 random bits means a broken generator. */
const ATTEMPTS = 3;

/** Drivers' idTags: one per user, made on first use, never changed. */
export function idTagsRepository(ds: DataSource, generate: () => string = newIdTag) {
  const rows = async <T>(sql: string, params: unknown[], m?: EntityManager): Promise<T[]> =>
    rowsOf<T>(await (m ?? ds.manager).query(sql, params));
  const tagOf = async (userId: number, m?: EntityManager): Promise<string | null> => {
    const [row] = await rows<{ id_tag: string }>(`SELECT id_tag FROM ${T} WHERE user_id = $1`, [userId], m);
    return row?.id_tag ?? null;
  };

  return {
    /**
     * The user's idTag, made now if they have none. Two first uses at once make one: the second insert
     * waits for the first and does nothing, then reads its tag. A new tag equal to another user's (80
     * random bits: never, in practice) is drawn again.
     */
    async ofUser(userId: number, m?: EntityManager): Promise<string> {
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const existing = await tagOf(userId, m);
        if (existing) return existing;
        const [made] = await rows<{ id_tag: string }>(
          `INSERT INTO ${T} (user_id, id_tag) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id_tag`,
          [userId, normalizeIdTag(generate())],
          m,
        );
        if (made) return made.id_tag;
      }
      const existing = await tagOf(userId, m);
      if (existing) return existing;
      throw new Error(`no idTag could be made for user ${userId}: every new tag was taken`);
    },

    /** The user an idTag belongs to (compared without regard to case), or null when it is no driver's. */
    async ownerOf(idTag: string, m?: EntityManager): Promise<number | null> {
      const [row] = await rows<{ user_id: number }>(
        `SELECT user_id FROM ${T} WHERE id_tag = $1`,
        [normalizeIdTag(idTag)],
        m,
      );
      return row?.user_id ?? null;
    },
  };
}
export type IdTagsRepository = ReturnType<typeof idTagsRepository>;

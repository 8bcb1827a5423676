import { rowsOf } from '@chargesetu/shared/db';
import type { Language, NotificationPreferences, UserRole } from '@chargesetu/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { User } from './user';

/** A row of auth.users as PostgreSQL answers it. */
interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  name: string;
  email: string;
  phone: string | null;
  role: UserRole;
  notify_booking_confirmations: boolean;
  notify_charging_updates: boolean;
  notify_promotional_messages: boolean;
  language: Language;
  token_version: number;
  created_at: Date | string;
}

const COLUMNS = `"id", "username", "password_hash", "name", "email", "phone", "role",
  "notify_booking_confirmations", "notify_charging_updates", "notify_promotional_messages", "language",
  "token_version", "created_at"`;

/** `$1` is in the name, username or email, letter case ignored ('' matches all); strpos has no wildcards. */
const SEARCH_MATCH = `($1 = '' OR strpos(lower("name"), lower($1)) > 0
  OR strpos(lower("username"), lower($1)) > 0 OR strpos(lower("email"), lower($1)) > 0)`;

function toUser(row: UserRow): User {
  return {
    id: Number(row.id),
    username: row.username,
    passwordHash: row.password_hash,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    notifyBookingConfirmations: row.notify_booking_confirmations,
    notifyChargingUpdates: row.notify_charging_updates,
    notifyPromotionalMessages: row.notify_promotional_messages,
    language: row.language,
    tokenVersion: Number(row.token_version),
    createdAt: new Date(row.created_at),
  };
}

export interface NewUser {
  username: string;
  passwordHash: string;
  name: string;
  email: string;
  phone: string | null;
  /** 'user' unless given. */
  role?: UserRole;
  /** The language the account reads the app in; 'en' unless given. */
  language?: Language;
}

export type ProfileChanges = Partial<Pick<User, 'name' | 'email' | 'phone'>>;

const PROFILE_COLUMNS: Record<keyof ProfileChanges, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
};

/**
 * Accounts. Username and email lookups ignore letter case, as the unique indexes do. A second account
 * with a taken username or email fails with PostgreSQL's unique violation (23505).
 */
export function usersRepository(ds: DataSource) {
  const run = (m?: EntityManager) => m ?? ds.manager;
  const first = (result: unknown): User | null => {
    const [row] = rowsOf<UserRow>(result);
    return row ? toUser(row) : null;
  };
  const findBy = async (column: 'username' | 'email', value: string, m?: EntityManager) =>
    first(
      await run(m).query(`SELECT ${COLUMNS} FROM "auth"."users" WHERE lower("${column}") = lower($1)`, [
        value,
      ]),
    );
  const insert = (user: NewUser, onConflict: string, m?: EntityManager) =>
    run(m).query(
      `INSERT INTO "auth"."users" ("username", "password_hash", "name", "email", "phone", "role", "language")
       VALUES ($1, $2, $3, $4, $5, $6, $7) ${onConflict} RETURNING ${COLUMNS}`,
      [
        user.username,
        user.passwordHash,
        user.name,
        user.email,
        user.phone,
        user.role ?? 'user',
        user.language ?? 'en',
      ],
    );
  const findById = async (id: number, m?: EntityManager): Promise<User | null> =>
    first(await run(m).query(`SELECT ${COLUMNS} FROM "auth"."users" WHERE "id" = $1`, [id]));

  return {
    findById,
    findByUsername: (username: string, m?: EntityManager) => findBy('username', username, m),
    findByEmail: (email: string, m?: EntityManager) => findBy('email', email, m),
    /** An email address (contains "@") or a username. Usernames cannot contain "@". */
    findByLogin: (identifier: string, m?: EntityManager) =>
      findBy(identifier.includes('@') ? 'email' : 'username', identifier, m),

    /** Inserts the account (notification preferences and token version at their defaults). */
    async create(user: NewUser, m?: EntityManager): Promise<User> {
      const created = first(await insert(user, '', m));
      if (!created) throw new Error('the new user was not returned by its INSERT');
      return created;
    },

    /** Inserts unless the username or email exists already; null when nothing was inserted. */
    async createIfAbsent(user: NewUser, m?: EntityManager): Promise<User | null> {
      return first(await insert(user, 'ON CONFLICT DO NOTHING', m));
    },

    /** Writes the given fields; answers the user as stored now, null if there is no such user. */
    async updateProfile(id: number, changes: ProfileChanges, m?: EntityManager): Promise<User | null> {
      const fields = (Object.keys(PROFILE_COLUMNS) as Array<keyof ProfileChanges>).filter(
        (f) => changes[f] !== undefined,
      );
      if (fields.length === 0) return findById(id, m);
      const set = fields.map((f, i) => `"${PROFILE_COLUMNS[f]}" = $${i + 2}`).join(', ');
      return first(
        await run(m).query(`UPDATE "auth"."users" SET ${set} WHERE "id" = $1 RETURNING ${COLUMNS}`, [
          id,
          ...fields.map((f) => changes[f]),
        ]),
      );
    },

    /** Sets the user's language; null when the account is gone. */
    async setLanguage(id: number, language: Language, m?: EntityManager): Promise<User | null> {
      return first(
        await run(m).query(`UPDATE "auth"."users" SET "language" = $2 WHERE "id" = $1 RETURNING ${COLUMNS}`, [
          id,
          language,
        ]),
      );
    },

    /** Replaces the three preferences; answers the user as stored now, null if there is no such user. */
    async setNotificationPreferences(
      id: number,
      preferences: NotificationPreferences,
      m?: EntityManager,
    ): Promise<User | null> {
      return first(
        await run(m).query(
          `UPDATE "auth"."users"
              SET "notify_booking_confirmations" = $2, "notify_charging_updates" = $3,
                  "notify_promotional_messages" = $4
            WHERE "id" = $1 RETURNING ${COLUMNS}`,
          [
            id,
            preferences.bookingConfirmations,
            preferences.chargingUpdates,
            preferences.promotionalMessages,
          ],
        ),
      );
    },

    /**
     * Stores a new password hash and, in the same statement, raises the token version: every token
     * issued before is revoked. Answers the new version (for the fresh token of the session that asked).
     */
    async setPasswordHash(id: number, passwordHash: string, m?: EntityManager): Promise<number> {
      const [row] = rowsOf<{ token_version: number }>(
        await run(m).query(
          `UPDATE "auth"."users" SET "password_hash" = $2, "token_version" = "token_version" + 1
           WHERE "id" = $1 RETURNING "token_version"`,
          [id, passwordHash],
        ),
      );
      if (!row) throw new Error(`user ${id} vanished while their password was being changed`);
      return Number(row.token_version);
    },

    /**
     * Accounts whose name, username or email contains `q` (letter case ignored; no wildcards), newest
     * first, one page of them, with how many match in all. An empty `q` matches every account.
     */
    async search(
      q: string,
      page: { limit: number; offset: number },
      m?: EntityManager,
    ): Promise<{ users: User[]; total: number }> {
      const rows = rowsOf<UserRow & { total: number | string }>(
        await run(m).query(
          `SELECT ${COLUMNS}, count(*) OVER ()::int AS "total" FROM "auth"."users"
            WHERE ${SEARCH_MATCH}
            ORDER BY "created_at" DESC, "id" DESC LIMIT $2 OFFSET $3`,
          [q, page.limit, page.offset],
        ),
      );
      // A page past the end has no rows to carry the total: count separately then.
      const total =
        rows.length > 0 || page.offset === 0
          ? Number(rows[0]?.total ?? 0)
          : Number(
              rowsOf<{ n: number | string }>(
                await run(m).query(
                  `SELECT count(*)::int AS n FROM "auth"."users"
WHERE ${SEARCH_MATCH}`,
                  [q],
                ),
              )[0]?.n ?? 0,
            );
      return { users: rows.map(toUser), total };
    },

    /** How many drivers (accounts with role `user`) there are. */
    async countDrivers(m?: EntityManager): Promise<number> {
      const [row] = rowsOf<{ n: number | string }>(
        await run(m).query(`SELECT count(*)::int AS n FROM "auth"."users" WHERE "role" = 'user'`),
      );
      return Number(row?.n ?? 0);
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;

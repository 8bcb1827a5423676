import { rowsOf } from '@chargesetu/shared/db';
import type { NotificationPreferences, PublicUser } from '@chargesetu/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { UserEntity, type UserRole } from '../db/entities/user.entity';

/** The API's view of a user: never the password hash. */
export function toPublicUser(u: UserEntity): PublicUser {
  return {
    id: u.id,
    username: u.username,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
  };
}

/** A user's notification preferences as the API shows them. */
export function toNotificationPreferences(u: UserEntity): NotificationPreferences {
  return {
    bookingConfirmations: u.notifyBookingConfirmations,
    chargingUpdates: u.notifyChargingUpdates,
    promotionalMessages: u.notifyPromotionalMessages,
  };
}

export interface NewUser {
  username: string;
  passwordHash: string;
  name: string;
  email: string;
  phone: string | null;
  role?: UserRole;
}

export type ProfileChanges = Partial<Pick<UserEntity, 'name' | 'email' | 'phone'>>;

/** Accounts. Username and email lookups ignore letter case, as the unique indexes do. */
export function usersRepository(ds: DataSource) {
  const repo = (m?: EntityManager) => (m ?? ds.manager).getRepository(UserEntity);
  const findBy = (column: 'username' | 'email', value: string, m?: EntityManager) =>
    repo(m).createQueryBuilder('u').where(`lower(u.${column}) = lower(:value)`, { value }).getOne();
  return {
    findById: (id: number, m?: EntityManager) => repo(m).findOneBy({ id }),
    findByUsername: (username: string, m?: EntityManager) => findBy('username', username, m),
    findByEmail: (email: string, m?: EntityManager) => findBy('email', email, m),
    /** An email address (contains "@") or a username. Usernames cannot contain "@". */
    findByLogin: (identifier: string, m?: EntityManager) =>
      findBy(identifier.includes('@') ? 'email' : 'username', identifier, m),
    async create(user: NewUser, m?: EntityManager): Promise<UserEntity> {
      return repo(m).save(repo(m).create({ ...user, role: user.role ?? 'user' }));
    },
    /** Inserts unless the username or email exists already; null when nothing was inserted. */
    async createIfAbsent(user: NewUser, m?: EntityManager): Promise<UserEntity | null> {
      const result = await repo(m)
        .createQueryBuilder()
        .insert()
        .values({ ...user, role: user.role ?? 'user' })
        .orIgnore()
        .returning('id')
        .execute();
      const id = (result.raw as Array<{ id: number }>)[0]?.id;
      return id ? repo(m).findOneBy({ id }) : null;
    },
    async updateProfile(id: number, changes: ProfileChanges, m?: EntityManager): Promise<void> {
      if (Object.keys(changes).length > 0) await repo(m).update({ id }, changes);
    },
    async setNotificationPreferences(
      id: number,
      preferences: NotificationPreferences,
      m?: EntityManager,
    ): Promise<void> {
      await repo(m).update(
        { id },
        {
          notifyBookingConfirmations: preferences.bookingConfirmations,
          notifyChargingUpdates: preferences.chargingUpdates,
          notifyPromotionalMessages: preferences.promotionalMessages,
        },
      );
    },
    /**
     * Stores a new password hash and, in the same statement, raises the token version: every token
     * issued before is revoked. Answers the new version (for the fresh token of the session that asked).
     */
    async setPasswordHash(id: number, passwordHash: string, m?: EntityManager): Promise<number> {
      const [row] = rowsOf<{ token_version: number }>(
        await (m ?? ds.manager).query(
          `UPDATE "auth"."users" SET "password_hash" = $2, "token_version" = "token_version" + 1
           WHERE "id" = $1 RETURNING "token_version"`,
          [id, passwordHash],
        ),
      );
      if (!row) throw new Error(`user ${id} vanished while their password was being changed`);
      return Number(row.token_version);
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;

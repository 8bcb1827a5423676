import type { PublicUser } from '@chargesetu/shared/contracts';

/**
 * The signed-in user as the web app keeps it (docs/product.md §3): the API's `PublicUser`, where a record
 * read back from localStorage may lack the optional parts.
 */
export type SessionUser = Pick<PublicUser, 'id' | 'username' | 'name' | 'email' | 'role'> & {
  phone?: string | null;
  createdAt?: string;
  /** Set on the stored record of an administrator (docs/product.md §3). */
  isAdmin?: boolean;
};

/** docs/product.md §2.1: an administrator is a user with role admin, or the reserved username admin. */
export function isAdminUser(
  user: Pick<SessionUser, 'role' | 'username' | 'isAdmin'> | null | undefined,
): boolean {
  if (!user) return false;
  return user.role === 'admin' || user.username === 'admin' || user.isAdmin === true;
}

/** Accepts only records that look like a user, so a tampered or stale localStorage entry is dropped. */
export function asSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record['username'] !== 'string') return null;
  const id = typeof record['id'] === 'string' ? Number(record['id']) : record['id'];
  if (typeof id !== 'number' || !Number.isFinite(id)) return null;
  return {
    id,
    username: record['username'],
    name: typeof record['name'] === 'string' ? record['name'] : record['username'],
    email: typeof record['email'] === 'string' ? record['email'] : '',
    phone: typeof record['phone'] === 'string' ? record['phone'] : null,
    // Only the two roles of the API; anything else (the sample data's "manager") gets no extra rights.
    role: record['role'] === 'admin' ? 'admin' : 'user',
    ...(typeof record['createdAt'] === 'string' ? { createdAt: record['createdAt'] } : {}),
    ...(record['isAdmin'] === true ? { isAdmin: true } : {}),
  };
}

/** The letter the frame shows in the avatar. */
export function userInitial(user: Pick<SessionUser, 'name' | 'username'> | null | undefined): string {
  const source = (user?.name || user?.username || '').trim();
  return source ? source.charAt(0).toUpperCase() : '?';
}

import type { AdminUsersQuery, UserRole } from '@chargesetu/shared/contracts';

/** docs/product.md §2.14 User Management: the directory's texts. */
export const USERS_TEXTS = {
  loadFailed: 'The user directory could not be loaded. Please try again.',
  detailFailed: 'This account could not be loaded. Please try again.',
  noMatch: (q: string) => `No account matches "${q}".`,
  none: 'No accounts yet.',
  noVehicles: 'No vehicles added.',
} as const;

const ROLE_LABELS: Record<UserRole, string> = { admin: 'Administrator', user: 'Driver' };

/** "Driver" for `user`, "Administrator" for `admin`. */
export const roleLabel = (role: UserRole): string => ROLE_LABELS[role];

/** The query for a table page: the trimmed search (left out when empty), `limit` and `offset`. */
export function directoryQuery(search: string, page: number, pageSize: number): AdminUsersQuery {
  const q = search.trim();
  return { ...(q ? { q } : {}), limit: pageSize, offset: page * pageSize };
}

/** "3 accounts", "1 account", or with a search "2 accounts match". */
export function accountCountLine(total: number, searching: boolean): string {
  const noun = `${total.toLocaleString('en-IN')} ${total === 1 ? 'account' : 'accounts'}`;
  if (!searching) return noun;
  return `${noun} ${total === 1 ? 'matches' : 'match'}`;
}

/** "On" / "Off" for a notification preference. */
export const onOff = (on: boolean): string => (on ? 'On' : 'Off');

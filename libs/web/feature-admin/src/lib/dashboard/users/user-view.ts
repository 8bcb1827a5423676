import type { AdminUsersQuery, UserRole } from '@chargesetu/shared/contracts';
import { formatNumber, translate } from '@chargesetu/web/i18n';

/** docs/product.md §2.14 User Management: the directory's texts, in the language shown when read. */
export const USERS_TEXTS = {
  get loadFailed() {
    return translate('admin:users.loadFailed');
  },
  get detailFailed() {
    return translate('admin:users.detailFailed');
  },
  noMatch: (q: string) => translate('admin:users.noMatch', { q }),
  get none() {
    return translate('admin:users.none');
  },
  get noVehicles() {
    return translate('admin:users.noVehicles');
  },
};

const ROLE_LABELS: Record<UserRole, string> = {
  admin: 'admin:users.role.admin',
  user: 'admin:users.role.user',
};

/** "Driver" for `user`, "Administrator" for `admin`. */
export const roleLabel = (role: UserRole): string => translate(ROLE_LABELS[role]);

/** The query for a table page: the trimmed search (left out when empty), `limit` and `offset`. */
export function directoryQuery(search: string, page: number, pageSize: number): AdminUsersQuery {
  const q = search.trim();
  return { ...(q ? { q } : {}), limit: pageSize, offset: page * pageSize };
}

/** "3 accounts", "1 account", or with a search "2 accounts match". */
export function accountCountLine(total: number, searching: boolean): string {
  const n = formatNumber(total);
  return searching
    ? translate('admin:users.accountsMatch', { count: total, n })
    : translate('admin:users.accounts', { count: total, n });
}

/** "On" / "Off" for a notification preference. */
export const onOff = (on: boolean): string =>
  on ? translate('admin:users.on') : translate('admin:users.off');

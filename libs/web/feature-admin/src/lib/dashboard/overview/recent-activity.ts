import type { FinanceTransaction, PublicUser } from '@chargesetu/shared/contracts';
import { formatInr, translate } from '@chargesetu/web/i18n';
import { paymentMethodLabel } from '../finance/finance-view';

/** What an activity line is about: an account or a payment. */
export type ActivityKind = 'account' | 'payment';

export interface Activity {
  key: string;
  kind: ActivityKind;
  text: string;
  /** When it happened (ISO instant). */
  at: string;
}

/** How many lines the Overview shows. */
export const RECENT_ACTIVITY_LIMIT = 8;

function accountText(user: PublicUser): string {
  return user.role === 'admin'
    ? translate('admin:overview.activity.adminCreated', { name: user.name })
    : translate('admin:overview.activity.driverRegistered', { name: user.name });
}

function paymentText(t: FinanceTransaction): string {
  const amount = formatInr(t.amount);
  const method = paymentMethodLabel(t.method);
  const booking = t.stationName
    ? translate('admin:overview.activity.bookingAt', { id: t.bookingId, station: t.stationName })
    : translate('admin:overview.activity.booking', { id: t.bookingId });
  const values = { user: t.userId, amount, method, booking };
  switch (t.status) {
    case 'completed':
      return translate('admin:overview.activity.paid', values);
    case 'refunded':
      return translate('admin:overview.activity.refunded', values);
    case 'failed':
      return translate('admin:overview.activity.declined', values);
    case 'pending':
      return translate('admin:overview.activity.started', values);
  }
}

/**
 * The Overview's "Recent activity" (docs/product.md §2.14): the newest accounts (auth's directory, newest
 * first) and the latest payments (the payments service's 10 latest, any status) in one list, newest first.
 * Payments name the user by id, as the Finance tab does: the payments service does not know names.
 */
export function recentActivity(
  users: readonly PublicUser[],
  transactions: readonly FinanceTransaction[],
  limit = RECENT_ACTIVITY_LIMIT,
): Activity[] {
  const lines: Activity[] = [
    ...users.map((u) => ({
      key: `account-${u.id}`,
      kind: 'account' as const,
      text: accountText(u),
      at: u.createdAt,
    })),
    ...transactions.map((t) => ({
      key: `payment-${t.id}`,
      kind: 'payment' as const,
      text: paymentText(t),
      at: t.date,
    })),
  ];
  return lines.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
}

import type { FinanceTransaction, PublicUser } from '@chargesetu/shared/contracts';
import { formatInr } from '@chargesetu/shared/domain';
import { PAYMENT_METHOD_LABELS } from '@chargesetu/web/data-access';

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
    ? `Administrator account ${user.name} was created`
    : `${user.name} registered as a driver`;
}

function paymentText(t: FinanceTransaction): string {
  const amount = formatInr(t.amount);
  const method = PAYMENT_METHOD_LABELS[t.method];
  const where = t.stationName ? ` at ${t.stationName}` : '';
  const booking = `booking #${t.bookingId}${where}`;
  switch (t.status) {
    case 'completed':
      return `User #${t.userId} paid ${amount} by ${method} for ${booking}`;
    case 'refunded':
      return `User #${t.userId} paid ${amount} by ${method} for ${booking}, since refunded to the wallet`;
    case 'failed':
      return `A ${method} payment of ${amount} by User #${t.userId} for ${booking} was declined`;
    case 'pending':
      return `User #${t.userId} started a ${method} payment of ${amount} for ${booking}`;
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

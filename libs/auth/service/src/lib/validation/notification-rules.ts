import {
  NOTIFICATION_LABELS,
  NOTIFICATION_PREFERENCE_KEYS,
  type NotificationPreferences,
} from '@chargesetu/shared/contracts';
import { InvalidRequest } from '@chargesetu/shared/domain';

/**
 * The body of PUT /api/auth/me/notifications, checked as sent: every setting present and a real JSON
 * boolean, nothing else. It runs before the schema because the shared validator coerces types
 * ("false", 0 and null would all become booleans), and a toggle must never flip by accident.
 */
export function checkNotificationPreferences(body: unknown): NotificationPreferences {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidRequest('Please send the fields as a JSON object');
  }
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find(
    (key) => !(NOTIFICATION_PREFERENCE_KEYS as readonly string[]).includes(key),
  );
  if (unknown !== undefined) {
    throw new InvalidRequest(
      `Unknown notification setting "${unknown}". Choose from ${NOTIFICATION_PREFERENCE_KEYS.join(', ')}.`,
    );
  }
  for (const key of NOTIFICATION_PREFERENCE_KEYS) {
    if (!(key in record)) throw new InvalidRequest(`${NOTIFICATION_LABELS[key]} is required`);
    if (typeof record[key] !== 'boolean')
      throw new InvalidRequest(`${NOTIFICATION_LABELS[key]} must be true or false`);
  }
  return {
    bookingConfirmations: record['bookingConfirmations'] as boolean,
    chargingUpdates: record['chargingUpdates'] as boolean,
    promotionalMessages: record['promotionalMessages'] as boolean,
  };
}

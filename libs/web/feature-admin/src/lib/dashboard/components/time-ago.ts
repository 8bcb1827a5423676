import { formatDateIn, translate } from '@chargesetu/web/i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago something happened, the way an activity feed says it: "just now" (under a minute, or a
 * moment ahead of this browser's clock), "4 min ago", "3 hr ago", "2 days ago"; from 30 days on, the IST
 * date ("23 Nov 2026").
 */
export function timeAgo(instant: string, now: Date): string {
  const ms = now.getTime() - new Date(instant).getTime();
  if (Number.isNaN(ms)) return formatDateIn(instant);
  if (ms < MINUTE) return translate('admin:timeAgo.justNow');
  if (ms < HOUR) return translate('admin:timeAgo.minutes', { count: Math.floor(ms / MINUTE) });
  if (ms < DAY) return translate('admin:timeAgo.hours', { count: Math.floor(ms / HOUR) });
  const days = Math.floor(ms / DAY);
  if (days < 30) return translate('admin:timeAgo.days', { count: days });
  return formatDateIn(instant);
}

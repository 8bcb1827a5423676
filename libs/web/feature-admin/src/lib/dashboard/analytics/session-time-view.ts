import type { SessionTime } from '@chargesetu/shared/contracts';
import { formatNumber, translate } from '@chargesetu/web/i18n';
import { formatCount } from '../components/format';

type Bucket = SessionTime['buckets'][number];

/** A bucket as the chart's axis writes it: "Under 15 min", "15–30 min", "60 min or more". */
export function sessionBucketLabel(b: Bucket): string {
  const values = { from: b.fromMinutes, to: b.toMinutes };
  if (b.toMinutes === null) return translate('admin:analytics.session.labelMore', values);
  return b.fromMinutes === 0
    ? translate('admin:analytics.session.labelUnder', values)
    : translate('admin:analytics.session.labelRange', values);
}

/** A bucket in a sentence: "under 15 minutes", "15 to 30 minutes", "60 minutes or more". */
export function sessionBucketWords(b: Bucket): string {
  const values = { from: b.fromMinutes, to: b.toMinutes };
  if (b.toMinutes === null) return translate('admin:analytics.session.wordsMore', values);
  return b.fromMinutes === 0
    ? translate('admin:analytics.session.wordsUnder', values)
    : translate('admin:analytics.session.wordsRange', values);
}

/** Minutes with at most one decimal: 31.4 -> "31.4 minutes", 1 -> "1 minute". */
export function minutesText(minutes: number): string {
  return translate('admin:analytics.session.minutes', {
    count: minutes,
    n: formatNumber(minutes, { maximumFractionDigits: 1 }),
  });
}

/**
 * The session-time chart's point in words, or null without a completed session (the card says so instead):
 * "12 completed sessions, 31.4 minutes on average; most (7) charged 15 to 30 minutes."
 */
export function sessionTimeSummary(t: SessionTime): string | null {
  if (t.sessions === 0 || t.averageMinutes === null) return null;
  const top = t.buckets.reduce((a, b) => (b.sessions > a.sessions ? b : a));
  const sessions = translate('admin:analytics.session.completed', {
    count: t.sessions,
    n: formatCount(t.sessions),
  });
  const words = sessionBucketWords(top);
  const most =
    top.sessions === t.sessions
      ? t.sessions === 1
        ? translate('admin:analytics.session.itCharged', { words })
        : translate('admin:analytics.session.allCharged', { words })
      : translate('admin:analytics.session.mostCharged', { n: formatCount(top.sessions), words });
  return translate('admin:analytics.session.summary', {
    sessions,
    average: minutesText(t.averageMinutes),
    most,
  });
}

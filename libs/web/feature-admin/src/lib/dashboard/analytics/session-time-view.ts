import type { SessionTime } from '@chargesetu/shared/contracts';
import { formatCount } from '../components/format';

type Bucket = SessionTime['buckets'][number];

/** A bucket as the chart's axis writes it: "Under 15 min", "15–30 min", "60 min or more". */
export function sessionBucketLabel(b: Bucket): string {
  if (b.toMinutes === null) return `${b.fromMinutes} min or more`;
  return b.fromMinutes === 0 ? `Under ${b.toMinutes} min` : `${b.fromMinutes}–${b.toMinutes} min`;
}

/** A bucket in a sentence: "under 15 minutes", "15 to 30 minutes", "60 minutes or more". */
export function sessionBucketWords(b: Bucket): string {
  if (b.toMinutes === null) return `${b.fromMinutes} minutes or more`;
  return b.fromMinutes === 0 ? `under ${b.toMinutes} minutes` : `${b.fromMinutes} to ${b.toMinutes} minutes`;
}

/** Minutes with at most one decimal: 31.4 -> "31.4 minutes", 1 -> "1 minute". */
export function minutesText(minutes: number): string {
  return `${minutes.toLocaleString('en-IN', { maximumFractionDigits: 1 })} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * The session-time chart's point in words, or null without a completed session (the card says so instead):
 * "12 completed sessions, 31.4 minutes on average; most (7) charged 15 to 30 minutes."
 */
export function sessionTimeSummary(t: SessionTime): string | null {
  if (t.sessions === 0 || t.averageMinutes === null) return null;
  const top = t.buckets.reduce((a, b) => (b.sessions > a.sessions ? b : a));
  const sessions = `${formatCount(t.sessions)} completed session${t.sessions === 1 ? '' : 's'}`;
  const most =
    top.sessions === t.sessions
      ? `${t.sessions === 1 ? 'it' : 'all'} charged ${sessionBucketWords(top)}`
      : `most (${formatCount(top.sessions)}) charged ${sessionBucketWords(top)}`;
  return `${sessions}, ${minutesText(t.averageMinutes)} on average; ${most}.`;
}

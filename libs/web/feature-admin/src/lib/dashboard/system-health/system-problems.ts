import type { AdminSystem } from '@chargesetu/shared/contracts';
import { formatCount } from '../components/format';

/** One problem the platform records now, as a log line: its level, the service and what is wrong. */
export interface ProblemLine {
  key: string;
  level: 'ERROR' | 'WARN';
  service: string;
  message: string;
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * The Support tab's "System logs" (docs/product.md §2.14): what GET /api/admin/system shows is wrong right
 * now, worst first: a service that does not answer or is not ready, messages in a dead-letter queue
 * (events no handler could apply) and events waiting in an outbox (the broker may be unreachable). The
 * platform keeps no log store of its own, so this is all it records for the dashboard to show.
 */
export function systemProblems({ services }: AdminSystem): ProblemLine[] {
  const errors: ProblemLine[] = [];
  const warnings: ProblemLine[] = [];
  for (const s of services) {
    if (s.status === 'unreachable') {
      errors.push({
        key: `${s.name}-unreachable`,
        level: 'ERROR',
        service: s.name,
        message: 'did not answer its readiness check',
      });
    } else if (s.status === 'not ready') {
      errors.push({
        key: `${s.name}-not-ready`,
        level: 'ERROR',
        service: s.name,
        message: 'is not ready: its database or broker does not answer',
      });
    }
    if (s.deadLetters) {
      errors.push({
        key: `${s.name}-dead-letters`,
        level: 'ERROR',
        service: s.name,
        message: `${plural(s.deadLetters, 'message', 'messages')} in its dead-letter queue: events its handlers could not apply`,
      });
    }
    if (s.outboxBacklog) {
      warnings.push({
        key: `${s.name}-outbox`,
        level: 'WARN',
        service: s.name,
        message: `${plural(s.outboxBacklog, 'event', 'events')} waiting in its outbox to be published`,
      });
    }
  }
  return [...errors, ...warnings];
}

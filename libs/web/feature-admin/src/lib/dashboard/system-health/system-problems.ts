import type { AdminSystem } from '@chargesetu/shared/contracts';
import { translate } from '@chargesetu/web/i18n';
import { formatCount } from '../components/format';

/** One problem the platform records now, as a log line: its level, the service and what is wrong. */
export interface ProblemLine {
  key: string;
  level: 'ERROR' | 'WARN';
  service: string;
  message: string;
}

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
        message: translate('admin:support.logs.unreachable'),
      });
    } else if (s.status === 'not ready') {
      errors.push({
        key: `${s.name}-not-ready`,
        level: 'ERROR',
        service: s.name,
        message: translate('admin:support.logs.notReady'),
      });
    }
    if (s.deadLetters) {
      errors.push({
        key: `${s.name}-dead-letters`,
        level: 'ERROR',
        service: s.name,
        message: translate('admin:support.logs.deadLetters', {
          count: s.deadLetters,
          n: formatCount(s.deadLetters),
        }),
      });
    }
    if (s.outboxBacklog) {
      warnings.push({
        key: `${s.name}-outbox`,
        level: 'WARN',
        service: s.name,
        message: translate('admin:support.logs.outbox', {
          count: s.outboxBacklog,
          n: formatCount(s.outboxBacklog),
        }),
      });
    }
  }
  return [...errors, ...warnings];
}

import type { TestBroker } from './test-broker';
import type { TestDatabase } from './test-database';

/** One line naming the backends a suite ran against, e.g. for a console.info in beforeAll. */
export function describeBackends(db?: TestDatabase, broker?: TestBroker): string {
  const parts: string[] = [];
  if (db) {
    const where = db.kind === 'embedded' ? db.dataDir : redact(db.url);
    parts.push(`database: ${db.kind} (${where})`);
  }
  if (broker) {
    parts.push(
      broker.kind === 'none'
        ? `broker: none — broker tests SKIPPED (${broker.reason})`
        : `broker: ${broker.kind} (${redact(broker.url)}, exchange ${broker.exchange})`,
    );
  }
  return `backends: ${parts.join('; ') || 'none'}`;
}

function redact(url?: string): string {
  if (!url) return '?';
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '?';
  }
}

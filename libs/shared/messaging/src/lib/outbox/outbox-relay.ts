import type { DataSource } from 'typeorm';
import { silentLogger, type Logger } from '@chargesetu/shared/db';
import { backoffDelay } from '../backoff';
import type { EventEnvelope } from '../envelope';
import type { EventBus } from '../event-bus';
import { serial } from '../serial';
import { claimBatch, countUnsent, markFailed, markSent, pruneSent } from './outbox-store';

export interface OutboxRelayOptions {
  dataSource: DataSource;
  bus: EventBus;
  logger?: Logger;
  /** Poll interval while healthy; default 250 ms. After failures it backs off up to 5 s. */
  pollIntervalMs?: number;
  /** Rows claimed per round; default 50. */
  batchSize?: number;
  /** How long a claim keeps other relay instances off a row; default 30 s. */
  leaseMs?: number;
  /** Sent rows older than this are deleted (checked hourly); default 7 days. */
  retainSentMs?: number;
}

const HOUR = 3_600_000;

/**
 * Publishes a service's outbox. Each round claims the oldest unsent rows (FOR UPDATE SKIP LOCKED, so
 * several instances of a service never take the same row) by setting a short lease, publishes the whole
 * batch pipelined (every message handed to the confirm channel in id order, then every confirm awaited)
 * and marks the confirmed rows sent in one statement. No database transaction stays open while it talks
 * to the broker. A row whose publish failed (nack, closed channel, no confirm in time) stays unsent with
 * attempts and last_error recorded and its lease released, and the relay backs off; later rows of the
 * same batch that were confirmed count as sent, so after such a failure a retried row can reach the broker
 * after them. A crash after publishing but before marking means a second publish, which consumers'
 * inboxes absorb. A row is never lost.
 */
export class OutboxRelay {
  private readonly ds: DataSource;
  private readonly bus: EventBus;
  private readonly logger: Logger;
  private readonly o: Required<
    Pick<OutboxRelayOptions, 'pollIntervalMs' | 'batchSize' | 'leaseMs' | 'retainSentMs'>
  >;
  private readonly rounds = serial();
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private failures = 0;
  private lastPrune = Date.now();

  constructor(o: OutboxRelayOptions) {
    this.ds = o.dataSource;
    this.bus = o.bus;
    this.logger = o.logger ?? silentLogger;
    this.o = {
      pollIntervalMs: o.pollIntervalMs ?? 250,
      batchSize: o.batchSize ?? 50,
      leaseMs: o.leaseMs ?? 30_000,
      retainSentMs: o.retainSentMs ?? 7 * 24 * HOUR,
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the round in progress. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.rounds(async () => undefined);
  }

  /** Wakes the relay now (after a commit that enqueued events) instead of at the next poll. */
  notify(): void {
    if (this.running && this.failures === 0) this.schedule(0);
  }

  /** Publishes everything pending now; resolves with how many were sent (stops early if the bus fails). */
  flush(): Promise<number> {
    return this.rounds(() => this.drain());
  }

  /** Rows not yet published. */
  backlog(): Promise<number> {
    return countUnsent(this.ds);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    if (this.running) this.timer = setTimeout(() => void this.tick(), ms);
  }

  private async tick(): Promise<void> {
    try {
      await this.rounds(() => this.drain());
      if (Date.now() - this.lastPrune > HOUR) {
        this.lastPrune = Date.now();
        await pruneSent(this.ds, this.o.retainSentMs);
      }
    } catch (err) {
      this.failures += 1;
      this.logger.warn({ err: (err as Error).message, failures: this.failures }, 'outbox relay round failed');
    }
    const delay =
      this.failures === 0
        ? this.o.pollIntervalMs
        : backoffDelay(this.failures, { initialMs: this.o.pollIntervalMs, maxMs: 5000 });
    this.schedule(delay);
  }

  private async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claimBatch(this.ds, this.o.batchSize, this.o.leaseMs);
      if (rows.length === 0) break;
      const outcomes = await this.publishBatch(rows.map((r) => r.envelope));
      const published: string[] = [];
      const failed: Array<{ id: string; error: string }> = [];
      rows.forEach((row, i) => {
        const outcome = outcomes[i];
        if (outcome.status === 'fulfilled') published.push(row.id);
        else failed.push({ id: row.id, error: errorMessage(outcome.reason) });
      });
      if (published.length > 0) await markSent(this.ds, published);
      sent += published.length;
      if (failed.length > 0) {
        await markFailed(this.ds, failed);
        if (this.failures === 0)
          this.logger.warn(
            { err: failed[0].error, failed: failed.length, of: rows.length },
            'outbox relay cannot publish; will retry',
          );
        this.failures += 1;
        return sent;
      }
      if (this.failures > 0) this.logger.info({ after: this.failures }, 'outbox relay publishing again');
      this.failures = 0;
      if (rows.length < this.o.batchSize) break;
    }
    return sent;
  }

  /**
   * Hands every event of the batch to the bus in id order before awaiting any confirm (the bus keeps call
   * order, so the broker gets them in that order), then waits for each one's own outcome.
   */
  private publishBatch(events: EventEnvelope[]): Promise<Array<PromiseSettledResult<void>>> {
    return Promise.allSettled(
      events.map((event) => {
        try {
          return this.bus.publish(event);
        } catch (err) {
          return Promise.reject(err);
        }
      }),
    );
  }
}

const errorMessage = (err: unknown) => (err as Error)?.message ?? String(err);

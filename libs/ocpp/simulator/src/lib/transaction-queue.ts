import { randomUUID } from 'node:crypto';
import type { OCPP16 } from 'typed-ocpp';
import { silentLogger, type SimulatorLogger } from './logger';
import type { ChargePointCalls } from './ocpp-actions';
import { ConnectionError } from './ocpp-j-client';

/**
 * A transaction-related message (OCPP 1.6 §3.7), made when it happened and sent when it can be. Those that
 * follow a StartTransaction name their transaction by the simulator's own reference (`txRef`): the
 * central system's transactionId is only known once it has answered that StartTransaction, which may be
 * long after (a transaction started or stopped offline).
 */
export type TransactionMessage =
  | { action: 'StartTransaction'; txRef: number; payload: OCPP16.StartTransactionRequest }
  | { action: 'MeterValues'; txRef: number; payload: Omit<OCPP16.MeterValuesRequest, 'transactionId'> }
  | {
      action: 'StopTransaction';
      txRef: number;
      payload: Omit<OCPP16.StopTransactionRequest, 'transactionId'>;
    };

type TxAction = TransactionMessage['action'];

export interface TransactionQueueOptions {
  /** Sends one CALL (with this message id, the same on every retransmission) and resolves with its answer. */
  send<A extends TxAction>(
    action: A,
    payload: ChargePointCalls[A][0],
    messageId: string,
  ): Promise<ChargePointCalls[A][1]>;
  /** Whether messages may go now: connected and accepted by the central system (§4.2). */
  canSend(): boolean;
  /** TransactionMessageAttempts, read at each failure. */
  attempts(): number;
  /** TransactionMessageRetryInterval in milliseconds, read at each failure. */
  retryIntervalMs(): number;
  /** Waits; resolves false when the charge point closed meanwhile (then the queue stops). */
  sleep(ms: number): Promise<boolean>;
  /** The central system's answer to a StartTransaction: its transactionId and what it says of the idTag. */
  onStarted?(txRef: number, answer: OCPP16.StartTransactionResponse): void;
  logger?: SimulatorLogger;
  chargePointId?: string;
}

interface Queued {
  message: TransactionMessage;
  messageId: string;
  failures: number;
}

/**
 * The charge point's transaction-related messages, delivered in the order they happened (§3.7): every one
 * goes through here, online or not, so a new one never overtakes a queued one. Offline, they wait; once
 * connected and accepted again, they go one by one with their original timestamps and message ids. A
 * message the central system fails to process (CALLERROR, no answer, an invalid answer) is retried after
 * TransactionMessageRetryInterval × failures, and dropped after TransactionMessageAttempts failures
 * (§3.7.1). A lost connection is not a failure: the message goes again after the reconnection.
 */
export class TransactionQueue {
  private readonly items: Queued[] = [];
  private readonly transactionIds = new Map<number, number>();
  private readonly emptyWaiters: Array<() => void> = [];
  private pumping = false;
  private readonly log: SimulatorLogger;

  constructor(private readonly options: TransactionQueueOptions) {
    this.log = options.logger ?? silentLogger;
  }

  get length(): number {
    return this.items.length;
  }

  /** The messages still to deliver, oldest first. */
  pending(): TransactionMessage[] {
    return this.items.map((i) => i.message);
  }

  /** The central system's transactionId for a transaction of this charge point, once it gave one. */
  transactionId(txRef: number): number | undefined {
    return this.transactionIds.get(txRef);
  }

  /** Queues a message and sends it at once when nothing is ahead of it and the charge point is online. */
  enqueue(message: TransactionMessage): void {
    this.items.push({ message, messageId: randomUUID(), failures: 0 });
    this.resume();
  }

  /** Starts delivering (after a reconnection and its BootNotification, or a new message). */
  resume(): void {
    if (!this.pumping) void this.pump();
  }

  /** Resolves once nothing is left to deliver. */
  whenEmpty(): Promise<void> {
    if (this.items.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.emptyWaiters.push(resolve));
  }

  // Sends synchronously up to the first answer it awaits: a message queued while nothing is ahead is on the
  // wire before any call made after it (a StatusNotification following a StopTransaction stays behind it).
  private async pump(): Promise<void> {
    this.pumping = true;
    try {
      while (this.items.length > 0 && this.options.canSend()) {
        const outcome = await this.deliver(this.items[0]);
        if (outcome === 'stop') break;
      }
    } finally {
      this.pumping = false;
      if (this.items.length === 0) for (const wake of this.emptyWaiters.splice(0)) wake();
    }
  }

  private async deliver(item: Queued): Promise<'done' | 'retry' | 'stop'> {
    const { message } = item;
    const payload = this.wirePayload(message);
    if (!payload) {
      this.log.error(
        { chargePointId: this.options.chargePointId, txRef: message.txRef },
        'StopTransaction dropped: its StartTransaction was never answered with a transactionId',
      );
      this.items.shift();
      return 'done';
    }
    try {
      const answer = await this.options.send(message.action, payload, item.messageId);
      this.items.shift();
      if (message.action === 'StartTransaction') {
        const started = answer as OCPP16.StartTransactionResponse;
        this.transactionIds.set(message.txRef, started.transactionId);
        this.options.onStarted?.(message.txRef, started);
      }
      return 'done';
    } catch (err) {
      if (err instanceof ConnectionError) return 'stop';
      item.failures += 1;
      const attempts = this.options.attempts();
      const context = {
        chargePointId: this.options.chargePointId,
        action: message.action,
        failures: item.failures,
        attempts,
        err: (err as Error).message,
      };
      if (item.failures >= attempts) {
        this.log.error(context, 'transaction message dropped after repeated failures');
        this.items.shift();
        return 'done';
      }
      this.log.warn(context, 'transaction message failed; retrying');
      return (await this.options.sleep(this.options.retryIntervalMs() * item.failures)) ? 'retry' : 'stop';
    }
  }

  /** The payload as sent: the transactionId the central system gave, in the messages that follow a start. */
  private wirePayload(message: TransactionMessage): ChargePointCalls[TxAction][0] | null {
    if (message.action === 'StartTransaction') return message.payload;
    const transactionId = this.transactionIds.get(message.txRef);
    if (message.action === 'MeterValues') {
      // Optional in MeterValues: without a transactionId the values still say what the meter read.
      return transactionId === undefined ? message.payload : { ...message.payload, transactionId };
    }
    return transactionId === undefined ? null : { ...message.payload, transactionId };
  }
}

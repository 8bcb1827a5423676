import type { OCPP16 } from 'typed-ocpp';
import { CallErrorResponse, ConnectionError } from './ocpp-j-client';
import { TransactionQueue, type TransactionMessage, type TransactionQueueOptions } from './transaction-queue';

interface Sent {
  action: string;
  payload: Record<string, unknown>;
  messageId: string;
}

/** A central system behind a switchable connection: records what arrives, answers StartTransaction with ids 100, 101… */
function harness(over: Partial<TransactionQueueOptions> = {}) {
  const sent: Sent[] = [];
  const state = { online: false, nextId: 100, failNext: 0 };
  const started: Array<[number, OCPP16.StartTransactionResponse]> = [];
  const queue = new TransactionQueue({
    send: async (action, payload, messageId) => {
      if (!state.online) throw new ConnectionError('offline', action);
      if (state.failNext > 0) {
        state.failNext -= 1;
        throw new CallErrorResponse(action, 'InternalError', 'boom', {});
      }
      sent.push({ action, payload: payload as unknown as Record<string, unknown>, messageId });
      return (
        action === 'StartTransaction'
          ? { transactionId: state.nextId++, idTagInfo: { status: 'Accepted' } }
          : {}
      ) as never;
    },
    canSend: () => state.online,
    attempts: () => 3,
    retryIntervalMs: () => 0,
    sleep: async () => true,
    onStarted: (ref, answer) => started.push([ref, answer]),
    ...over,
  });
  return { queue, sent, state, started };
}

const start = (txRef: number, at: string): TransactionMessage => ({
  action: 'StartTransaction',
  txRef,
  payload: { connectorId: 1, idTag: 'T', meterStart: 0, timestamp: at },
});
const meter = (txRef: number, at: string, wh: number): TransactionMessage => ({
  action: 'MeterValues',
  txRef,
  payload: { connectorId: 1, meterValue: [{ timestamp: at, sampledValue: [{ value: String(wh) }] }] },
});
const stop = (txRef: number, at: string, wh: number): TransactionMessage => ({
  action: 'StopTransaction',
  txRef,
  payload: { meterStop: wh, timestamp: at, reason: 'Local' },
});

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('TransactionQueue', () => {
  it('keeps what happened offline and delivers it in order once online, with the transactionId mapped in', async () => {
    const { queue, sent, state, started } = harness();
    queue.enqueue(start(1, 't1'));
    queue.enqueue(meter(1, 't2', 500));
    queue.enqueue(stop(1, 't3', 900));
    queue.enqueue(start(2, 't4'));
    queue.enqueue(meter(2, 't5', 950));
    await settle();
    expect(sent).toEqual([]);
    expect(queue.length).toBe(5);

    state.online = true;
    queue.resume();
    await queue.whenEmpty();
    expect(
      sent.map((s) => [
        s.action,
        s.payload['transactionId'],
        s.payload['timestamp'] ?? s.payload['meterValue'],
      ]),
    ).toEqual([
      ['StartTransaction', undefined, 't1'],
      ['MeterValues', 100, [{ timestamp: 't2', sampledValue: [{ value: '500' }] }]],
      ['StopTransaction', 100, 't3'],
      ['StartTransaction', undefined, 't4'],
      ['MeterValues', 101, [{ timestamp: 't5', sampledValue: [{ value: '950' }] }]],
    ]);
    expect(started.map(([ref, a]) => [ref, a.transactionId])).toEqual([
      [1, 100],
      [2, 101],
    ]);
    expect(queue.transactionId(2)).toBe(101);
  });

  it('sends a message at once when online and nothing is ahead of it', async () => {
    const { queue, sent, state } = harness();
    state.online = true;
    queue.enqueue(start(1, 't1'));
    await queue.whenEmpty();
    expect(sent).toHaveLength(1);
  });

  it('retries a message the central system fails to process, with the same message id, then goes on', async () => {
    const sleeps: number[] = [];
    const { queue, sent, state } = harness({
      retryIntervalMs: () => 10,
      sleep: async (ms) => {
        sleeps.push(ms);
        return true;
      },
    });
    state.online = true;
    state.failNext = 2;
    queue.enqueue(start(1, 't1'));
    queue.enqueue(stop(1, 't2', 10));
    await queue.whenEmpty();
    expect(sent.map((s) => s.action)).toEqual(['StartTransaction', 'StopTransaction']);
    // §3.7.1: the retry interval times the failures so far.
    expect(sleeps).toEqual([10, 20]);
  });

  it('drops a message after TransactionMessageAttempts failures, and a StopTransaction that never got its id', async () => {
    const { queue, sent, state } = harness();
    state.online = true;
    state.failNext = 3;
    queue.enqueue(start(1, 't1'));
    queue.enqueue(meter(1, 't2', 5));
    queue.enqueue(stop(1, 't3', 9));
    await queue.whenEmpty();
    // MeterValues may go without a transactionId; a StopTransaction may not.
    expect(sent.map((s) => [s.action, s.payload['transactionId']])).toEqual([['MeterValues', undefined]]);
  });

  it('does not count a lost connection as a failure: the message waits for the reconnection', async () => {
    // One attempt only: were the lost connection a failure, the message would be dropped.
    const { queue, sent, state } = harness({ canSend: () => true, attempts: () => 1 });
    queue.enqueue(start(1, 't1'));
    await settle();
    expect(queue.length).toBe(1);
    state.online = true;
    queue.resume();
    await queue.whenEmpty();
    expect(sent.map((s) => s.action)).toEqual(['StartTransaction']);
  });

  it('reuses the message id of a message sent again', async () => {
    const ids: string[] = [];
    let fail = true;
    const { queue, state } = harness({
      send: async (action, _payload, messageId) => {
        ids.push(messageId);
        if (fail) {
          fail = false;
          throw new ConnectionError('lost', action);
        }
        return { transactionId: 1, idTagInfo: { status: 'Accepted' } } as never;
      },
    });
    state.online = true;
    queue.enqueue(start(1, 't1'));
    await settle();
    queue.resume();
    await queue.whenEmpty();
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });
});

import { randomUUID } from 'node:crypto';
import {
  connect,
  type ChannelModel,
  type ConfirmChannel,
  type ConsumeMessage,
  type RecoveringChannelModel,
} from 'amqplib';
import { silentLogger, type Logger } from '@chargesetu/shared/db';
import { backoffDelay } from '../backoff';

export interface AmqpRpcOptions {
  url: string;
  /** The direct exchange requests are routed on (declared durable); the routing key is the node's name. */
  exchange: string;
  /** This process's name among its peers: requests routed with it as the key come here. */
  node: string;
  /** Prefix of this node's request queue (tests keep runs apart with it). */
  queuePrefix?: string;
  logger?: Logger;
}

/** No node of that name is listening (its queue is gone with its connection): the broker returned the request. */
export class RpcUnroutable extends Error {}
/** No answer within the requester's timeout. */
export class RpcTimeout extends Error {}
/** Not connected to RabbitMQ right now: the request was not sent. */
export class RpcUnavailable extends Error {}

/** Answers one request's JSON body with a JSON body; throwing answers the requester with an Error of its message. */
export type RpcHandler = (body: unknown) => Promise<unknown>;

export interface AmqpRpc {
  /** Starts taking this node's requests with `handler`; resolves once connected (`timeoutMs`, default 5 s). */
  serve(handler: RpcHandler, timeoutMs?: number): Promise<void>;
  /**
   * Sends `body` to `node` and resolves with its answer. Rejects with RpcUnroutable when no such node is
   * listening, RpcTimeout after `timeoutMs` (the request expires in the broker then too: a late one is never
   * handled), RpcUnavailable while disconnected, or an Error of the handler's message when it threw.
   */
  request(node: string, body: unknown, timeoutMs: number): Promise<unknown>;
  close(): Promise<void>;
}

const FAILED_HEADER = 'x-rpc-failed';

/**
 * Request and reply between named processes over RabbitMQ: each node consumes its own exclusive,
 * auto-deleted queue bound under its name on a direct exchange, and a server-named reply queue. Requests
 * are published `mandatory` on a confirm channel, so one for a node that is gone comes straight back
 * (RpcUnroutable) instead of waiting out the timeout. Delivery is at most once: requests are consumed
 * without acknowledgements and never redelivered (a command must not run twice). The connection recovers
 * like the event bus's; requests in flight across a reconnect time out.
 */
export function createAmqpRpc(o: AmqpRpcOptions): AmqpRpc {
  const logger = o.logger ?? silentLogger;
  const pending = new Map<
    string,
    { resolve(v: unknown): void; reject(e: Error): void; timer: NodeJS.Timeout }
  >();
  let handler: RpcHandler | undefined;
  let live: { pub: ConfirmChannel; replyQueue: string } | undefined;
  let closed = false;
  const connectedWaiters = new Set<() => void>();

  const settle = (id: string | undefined, outcome: { value: unknown } | { error: Error }) => {
    const p = id ? pending.get(id) : undefined;
    if (!p || !id) return;
    pending.delete(id);
    clearTimeout(p.timer);
    if ('error' in outcome) p.reject(outcome.error);
    else p.resolve(outcome.value);
  };

  const onReply = (msg: ConsumeMessage) => {
    let body: unknown;
    try {
      body = JSON.parse(msg.content.toString('utf8'));
    } catch {
      return logger.warn({ node: o.node }, 'malformed RPC reply dropped');
    }
    const failed = msg.properties.headers?.[FAILED_HEADER] === true;
    settle(msg.properties.correlationId, failed ? { error: new Error(String(body)) } : { value: body });
  };

  const onRequest = async (pub: ConfirmChannel, msg: ConsumeMessage) => {
    const { replyTo, correlationId } = msg.properties;
    let answer: unknown;
    let failed = false;
    try {
      if (!handler) throw new Error('this node takes no requests');
      answer = await handler(JSON.parse(msg.content.toString('utf8')));
    } catch (err) {
      failed = true;
      answer = (err as Error)?.message ?? String(err);
    }
    if (!replyTo || live?.pub !== pub) return; // nobody to answer, or the channel is gone with its reply queue
    pub.publish('', replyTo, Buffer.from(JSON.stringify(answer ?? null)), {
      correlationId,
      contentType: 'application/json',
      headers: failed ? { [FAILED_HEADER]: true } : {},
    });
  };

  const setup = async (model: ChannelModel) => {
    const pub = await model.createConfirmChannel();
    pub.on('error', (err: Error) => logger.warn({ err: err.message }, 'AMQP RPC channel error'));
    pub.on('return', (msg: ConsumeMessage) =>
      settle(msg.properties.correlationId, {
        error: new RpcUnroutable(`no node '${msg.fields.routingKey}' is listening`),
      }),
    );
    await pub.assertExchange(o.exchange, 'direct', { durable: true });
    const ch = await model.createChannel();
    ch.on('error', (err: Error) => logger.warn({ err: err.message }, 'AMQP RPC channel error'));
    const { queue: replyQueue } = await ch.assertQueue('', {
      exclusive: true,
      autoDelete: true,
      durable: false,
    });
    await ch.consume(replyQueue, (msg) => msg && onReply(msg), { noAck: true });
    const requests = `${o.queuePrefix ?? ''}${o.node}`;
    await ch.assertQueue(requests, { exclusive: true, autoDelete: true, durable: false });
    await ch.bindQueue(requests, o.exchange, o.node);
    await ch.consume(requests, (msg) => msg && void onRequest(pub, msg), { noAck: true });
    live = { pub, replyQueue };
    logger.info({ node: o.node, exchange: o.exchange }, 'RPC node connected to RabbitMQ');
    for (const w of connectedWaiters) w();
  };

  let recovering: Promise<RecoveringChannelModel> | undefined;
  const start = () =>
    (recovering ??= connect(o.url, {
      recovery: {
        waitForConnect: false,
        calculateDelay: (attempt: number) => backoffDelay(attempt, { initialMs: 200, maxMs: 5000 }),
        setup,
      },
    }).then((r) => {
      r.on('disconnect', (err: Error) => {
        live = undefined;
        logger.warn({ err: err.message }, 'RPC node lost RabbitMQ; reconnecting');
      });
      r.on('error', (err: Error) => logger.debug({ err: err.message }, 'RabbitMQ connection error'));
      return r;
    }));

  const waitUntilConnected = (timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      if (live) return resolve();
      const timer = setTimeout(() => {
        connectedWaiters.delete(done);
        reject(new RpcUnavailable(`not connected to RabbitMQ (waited ${timeoutMs} ms)`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        connectedWaiters.delete(done);
        resolve();
      };
      connectedWaiters.add(done);
    });

  return {
    async serve(h, timeoutMs = 5000) {
      handler = h;
      void start().catch((err: Error) => logger.error({ err: err.message }, 'RPC node could not connect'));
      await waitUntilConnected(timeoutMs);
    },
    request(node, body, timeoutMs) {
      if (closed || !live) return Promise.reject(new RpcUnavailable('not connected to RabbitMQ'));
      const { pub, replyQueue } = live;
      const id = randomUUID();
      return new Promise<unknown>((resolve, reject) => {
        const timer = setTimeout(
          () => settle(id, { error: new RpcTimeout(`no answer from '${node}' in ${timeoutMs} ms`) }),
          timeoutMs,
        );
        pending.set(id, { resolve, reject, timer });
        try {
          pub.publish(
            o.exchange,
            node,
            Buffer.from(JSON.stringify(body)),
            {
              mandatory: true,
              correlationId: id,
              replyTo: replyQueue,
              expiration: String(Math.max(1, Math.round(timeoutMs))),
              contentType: 'application/json',
            },
            (err: unknown) => {
              if (err)
                settle(id, { error: new RpcUnavailable(`RabbitMQ refused the request: ${String(err)}`) });
            },
          );
        } catch (err) {
          settle(id, { error: new RpcUnavailable((err as Error).message) });
        }
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      live = undefined;
      for (const id of [...pending.keys()]) settle(id, { error: new RpcUnavailable('RPC node closed') });
      if (recovering) await (await recovering).close().catch(() => undefined);
    },
  };
}

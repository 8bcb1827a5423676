import { connect } from 'amqplib';
// A util lib may not depend on a testing lib; its integration tests may (the lint rule cannot tell them apart).
import {
  itWithBroker,
  useTestBroker,
  type RealTestBroker,
  type TestBroker,
} from '@chargesetu/shared/testing';
import { createAmqpRpc, RpcTimeout, RpcUnavailable, RpcUnroutable, type AmqpRpc } from './amqp-rpc';

let broker: TestBroker;
const nodes: AmqpRpc[] = [];
const real = () => broker as RealTestBroker;
const exchange = () => `${real().exchange}.rpc`;

const node = (name: string) => {
  const rpc = createAmqpRpc({
    url: real().url,
    exchange: exchange(),
    queuePrefix: real().queuePrefix,
    node: name,
  });
  nodes.push(rpc);
  return rpc;
};

beforeAll(async () => {
  broker = await useTestBroker();
});

afterAll(async () => {
  for (const n of nodes) await n.close();
  if (broker?.kind === 'none') return;
  const conn = await connect(real().url);
  const ch = await conn.createChannel();
  await ch.deleteExchange(exchange());
  await conn.close();
  await broker.cleanup();
});

describe('request and reply between named nodes over RabbitMQ', () => {
  itWithBroker(
    'a request reaches the named node only, and its answer comes back to the requester',
    async () => {
      const a = node('node-a');
      const b = node('node-b');
      const seenByA: unknown[] = [];
      await a.serve(async (body) => void seenByA.push(body));
      await b.serve(async (body) => ({ echoed: body, by: 'b' }));
      expect(await a.request('node-b', { n: 1 }, 5000)).toEqual({ echoed: { n: 1 }, by: 'b' });
      const answers = await Promise.all([1, 2, 3].map((n) => a.request('node-b', { n }, 5000)));
      expect(answers.map((x) => (x as { echoed: { n: number } }).echoed.n)).toEqual([1, 2, 3]);
      expect(seenByA).toEqual([]);
    },
  );

  itWithBroker(
    'a request for a node nobody runs comes back at once as unroutable, not after the timeout',
    async () => {
      const a = node('node-c');
      await a.serve(async () => null);
      const started = Date.now();
      await expect(a.request('node-gone', {}, 10_000)).rejects.toBeInstanceOf(RpcUnroutable);
      expect(Date.now() - started).toBeLessThan(2000);
    },
  );

  itWithBroker(
    'a node that closed is unroutable; a silent one times out; a failing handler names its error',
    async () => {
      const a = node('node-d');
      const b = node('node-e');
      await a.serve(async () => null);
      await b.serve(async (body) => {
        if ((body as { fail?: boolean }).fail) throw new Error('charger jammed');
        return new Promise(() => undefined); // never answers
      });
      await expect(a.request('node-e', { fail: true }, 5000)).rejects.toThrow('charger jammed');
      await expect(a.request('node-e', {}, 300)).rejects.toBeInstanceOf(RpcTimeout);
      await b.close();
      await expect(a.request('node-e', {}, 5000)).rejects.toBeInstanceOf(RpcUnroutable);
    },
  );

  itWithBroker('a node that has not connected (or closed) refuses to send', async () => {
    const idle = node('node-f');
    await expect(idle.request('node-a', {}, 1000)).rejects.toBeInstanceOf(RpcUnavailable);
  });
});

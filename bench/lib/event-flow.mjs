// How the charger events of the OCPP section flow: what waits in the ocpp outbox and in the consumers'
// queues, and how long charger.meter.sampled took from its outbox row to being marked sent by ocpp's relay
// and to being processed by charging (database clock readings: outbox created_at and sent_at, the
// consumer's inbox processed_at). sent_at is written once the broker has confirmed the publish, so a
// consumer may process an event before it: only times from created_at are compared.
import { createRequire } from 'node:module';
import { sleep } from './cluster.mjs';

const require = createRequire(import.meta.url);
const amqp = require('amqplib');

/** Events not yet published by ocpp, and messages waiting in the charging and bookings queues. */
async function backlog(db, channel, queuePrefix) {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM ocpp.outbox WHERE sent_at IS NULL`);
  const queued = {};
  for (const service of ['charging', 'bookings'])
    queued[service] = (await channel.checkQueue(`${queuePrefix}${service}`)).messageCount;
  return { outbox: rows[0].n, ...queued };
}

/**
 * Waits until every charger event is published and consumed (at most `timeoutMs`): answers how long that
 * took and the largest backlog seen.
 */
export async function settleEvents({ db, amqpUrl, queuePrefix, timeoutMs = 180_000 }) {
  const connection = await amqp.connect(amqpUrl);
  try {
    const channel = await connection.createChannel();
    const started = performance.now();
    let largest = { outbox: 0, charging: 0, bookings: 0 };
    for (;;) {
      const now = await backlog(db, channel, queuePrefix);
      largest = Object.fromEntries(Object.entries(now).map(([k, v]) => [k, Math.max(v, largest[k])]));
      const seconds = (performance.now() - started) / 1000;
      if (Object.values(now).every((v) => v === 0)) return { seconds, largest, settled: true };
      if (seconds * 1000 > timeoutMs) return { seconds, largest, settled: false };
      await sleep(250);
    }
  } finally {
    await connection.close();
  }
}

/** The database's clock now (the event times below are its readings). */
export async function dbNow(db) {
  return (await db.query('SELECT now() AS at')).rows[0].at;
}

/**
 * charger.meter.sampled events created in [from, to): how many, and p50/p99 in ms from the outbox row to
 * marked sent (ocpp's relay) and to processed by charging's follow-charger-meter consumer.
 */
export async function meterEventLag(db, from, to) {
  const { rows } = await db.query(
    `WITH e AS (
       SELECT EXTRACT(EPOCH FROM (o.sent_at - o.created_at)) * 1000 AS relay,
              EXTRACT(EPOCH FROM (i.processed_at - o.created_at)) * 1000 AS consume
         FROM ocpp.outbox o
         LEFT JOIN charging.inbox i ON i.event_id = o.event_id AND i.consumer = 'charging.follow-charger-meter'
        WHERE o.event_type = 'charger.meter.sampled' AND o.created_at >= $1 AND o.created_at < $2)
     SELECT count(*)::int AS n, count(consume)::int AS consumed,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY relay) AS relay_p50,
            percentile_cont(0.99) WITHIN GROUP (ORDER BY relay) AS relay_p99,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY consume) AS consume_p50,
            percentile_cont(0.99) WITHIN GROUP (ORDER BY consume) AS consume_p99
       FROM e`,
    [from, to],
  );
  const r = rows[0];
  const ms = (v) => (v === null ? Number.NaN : Number(v));
  return {
    count: r.n,
    consumed: r.consumed,
    relay: { p50: ms(r.relay_p50), p99: ms(r.relay_p99) },
    consume: { p50: ms(r.consume_p50), p99: ms(r.consume_p99) },
  };
}

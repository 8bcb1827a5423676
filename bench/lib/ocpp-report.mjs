// The OCPP section's text for bench/results/latest.md (the figures come from bench/lib/ocpp-bench.mjs).
import os from 'node:os';

const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const f2 = (n) => (Number.isFinite(n) ? n.toFixed(2) : '–');
const int = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');
const ms = (s) => `${f1(s.p50)} / ${f1(s.p99)}`;

function monitorCell(m, giveUpMs) {
  const seen = m.count > 0 ? `${ms(m)} (${m.count})` : `– (0)`;
  return m.missed ? `${seen}, ${m.missed} not shown within ${giveUpMs / 1000} s` : seen;
}

function eventsCell(e) {
  const late = e.consumed < e.count ? `, ${e.count - e.consumed} not yet consumed` : '';
  return `${ms(e.relay)}, ${ms(e.consume)} (${int(e.count)}${late})`;
}

function cpuCell(cpu, answered) {
  const services = ['gateway', 'auth', 'stations', 'bookings', 'payments', 'assistant'].reduce(
    (a, k) => a + cpu[k],
    0,
  );
  return `ocpp ${int(cpu.ocpp)} (${f2((cpu.ocpp * 10) / answered)} ms a message), charging ${int(cpu.charging)}, other services ${int(services)}, generator ${int(cpu.generator)}, PostgreSQL ${int(cpu.postgres)}, RabbitMQ ${int(cpu.rabbitmq)}, other work ${int(cpu.elsewhere)}; machine ${int(cpu.machine)}% busy`;
}

/** `sampling`: how the monitored sessions were sampled ({ everyS, pollMs, giveUpMs }). */
export function ocppReport({
  results,
  registration,
  baseline,
  monitored,
  rate,
  seconds,
  files,
  stopped,
  sampling,
}) {
  const r0 = results[0];
  // Growth per 1,000 from the first step: the heap left by registering every charge point is in each reading.
  const perThousand = (r) => (r === r0 ? NaN : (r.rss - r0.rss) / ((r.n - r0.n) / 1000));
  const rateText = rate.toLocaleString('en-US');
  const lines = [
    `Charge points connect straight to the ocpp process's port (\`ws://127.0.0.1:<OCPP_PORT>/ocpp/{id}\`, subprotocol ocpp1.6, HTTP Basic), not through the gateway's relay. The load generator (bench/lib/ocpp-load.mjs: \`ws\` and OCPP-J by hand, one small object per charge point) is one more process on the same ${os.cpus().length} cores. ${int(registration.chargePoints.length)} charge points were registered first through \`POST /api/admin/charge-points\` (the real path: station checked, password generated and hashed by the service; 16 at a time, ${int(registration.rate)} a second), one connector each, on the chargers of synthetic 24/7 stations. Open-file limit of the ocpp process and the generator: ${files}.`,
    '',
    `Each step connects the new charge points, 100 at a time (each from its handshake until it is "ready": BootNotification and two StatusNotifications answered; the connect rate counts ready ones) and starts a transaction on 10% of them (Authorize, StartTransaction, StatusNotification Charging; their idTags are the booked drivers', so these chargers are answered Expired and the transaction is recorded all the same), and waits until the events that made (status changes, transactions started) are published by ocpp and consumed by charging and bookings ("events behind", "settled after"), so that the phases start from a steady state. Then the profile for ${seconds} s at real time (Heartbeat every 60 s per charge point, MeterValues every 10 s per transaction, each an evenly paced open-loop stream) and ${seconds} s of the same mix scaled to ${rateText} msg/s in total. Latency is measured by the generator on loopback, from each CALL's due time to its CALLRESULT: a call due while its charge point awaits an answer waits (OCPP-J: one call in flight), and that wait counts; "from send" leaves it out. The ocpp service has no OCPP latency histogram of its own (its Prometheus metrics time HTTP routes only), so there is no server-side figure.`,
    '',
    `MeterValues → monitor: ${monitored} sessions booked, paid and started through the gateway on charge points of this run (charging sends RemoteStartTransaction, the generator answers and starts the transaction); in each phase every session sends a sample every ${sampling.everyS} s, and its driver's \`GET /api/charging/:id/status\` is polled every ${sampling.pollMs} ms until \`energyDelivered\` shows it: ocpp stores it and publishes \`charger.meter.sampled\` (at most one per ${5} s per transaction), charging records it, the status reads it. The last column times every \`charger.meter.sampled\` of the phase (all transactions) on the database's clock, from its outbox row (written in the MeterValues' transaction) to the relay marking it sent (after the broker's confirm) and to charging's consumer processing it (its inbox row).`,
    '',
    '| connected | new | connect rate (conn/s) | handshake p50 / p99 (ms) | ready p99 (ms) | events behind after connecting: ocpp outbox / charging / bookings queue (most) | settled after (s) | ocpp RSS (MiB) | growth per 1,000 (MiB) | generator RSS (MiB) |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    const { largest, seconds: settledS, settled } = r.settled;
    lines.push(
      `| ${int(r.n)} | ${int(r.conn.connected)} | ${int(r.conn.rate)} | ${ms(r.conn.handshake)} | ${f1(r.conn.ready.p99)} | ${int(largest.outbox)} / ${int(largest.charging)} / ${int(largest.bookings)} | ${f1(settledS)}${settled ? '' : ' (not settled)'} | ${f1(r.rss)} | ${f1(perThousand(r))} | ${f1(r.state.rssMiB)} |`,
    );
  }
  lines.push(
    '',
    `| connected | load | msg/s offered / answered | CALL → CALLRESULT p50 / p99 from due (ms) | p99 from send (ms) | Heartbeat p99 / MeterValues p99 (ms) | MeterValues → monitor p50 / p99 (ms, samples) | charger.meter.sampled from its outbox row: marked sent, processed by charging p50 / p99 (ms, events) |`,
    '|---:|---|---:|---:|---:|---:|---|---|',
  );
  for (const r of results)
    for (const [label, p] of [
      ['real time', r.realTime],
      [`${rateText} msg/s`, r.paced],
    ]) {
      const c = p.calls;
      lines.push(
        `| ${int(r.n)} | ${label} | ${int(c.offered)} / ${int(c.answered)} | ${ms(c.fromDue)} | ${f1(c.fromSend.p99)} | ${f1(c.byAction.Heartbeat?.fromDue.p99)} / ${f1(c.byAction.MeterValues?.fromDue.p99)} | ${monitorCell(p.monitor, sampling.giveUpMs)} | ${eventsCell(p.events)} |`,
      );
    }
  lines.push(
    '',
    `- ocpp RSS ${f1(baseline)} MiB before the load (${monitored} booked charge points connected, after the registration); peak ${f1(results.at(-1)?.peak)} MiB.`,
  );
  for (const r of results)
    lines.push(
      `- ${int(r.n)}: ${r.tx.started} transactions started (${Object.entries(r.tx.answers)
        .map(([k, v]) => `${v} ${k}`)
        .join(
          ', ',
        )}); CPU in % of one core at ${rateText} msg/s: ${cpuCell(r.paced.cpu, r.paced.calls.answered)}; the generator's timer lagged at most ${f1(r.paced.calls.maxGeneratorLagMs)} ms.`,
    );
  if (stopped) lines.push(`- Stopped ${stopped}.`);
  return lines;
}

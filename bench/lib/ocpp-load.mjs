// The OCPP load generator of `npm run bench`: many charge points in one small process, each one small
// object and one WebSocket (the `ws` package and OCPP-J framing by hand, no simulator library), run as
// a child of bench/lib/ocpp-bench.mjs and driven over IPC: { id, cmd, ...args } in, { id, result } or
// { id, error } out.
//
// The profile: every charge point sends a Heartbeat every 60 s and each charge point in a transaction a
// MeterValues every 10 s, both as evenly paced open-loop streams (message i of a stream is due at
// start + i / rate, round-robin over the charge points), times `scale` (1 = real time; the paced phase
// raises it until the total is the rate asked for). OCPP-J allows one CALL in flight per charge point: a
// message due while its charge point awaits an answer waits in that charge point's queue, and its latency
// counts from its due time, so a slow server is never hidden by sending less (no coordinated omission).
import WebSocket from 'ws';

const HEARTBEAT_S = 60;
const METER_S = 10;
const CONNECTOR = 1;
const VENDOR = { chargePointVendor: 'ChargeSetu', chargePointModel: 'bench-ocpp-load' };

const now = () => performance.now();
const epochMs = (t) => performance.timeOrigin + t;
const iso = () => new Date().toISOString();
/** For calls whose failure is already counted (callErrors, closedByServer) and noted (recentErrors). */
const ignore = () => undefined;

let url;
let seq = 0;
/**
 * Every charge point by id. All heartbeat; `load` ones in a transaction send meter values on the profile,
 * `monitor` ones (the booked sessions) only when told to (meterNow).
 */
const all = new Map();
const heartbeaters = [];
const metering = [];
const counters = { closedByServer: 0, callErrors: 0, serverCalls: 0 };
const recentErrors = [];
let scale = 1;
let recording = null;

function noteError(text) {
  if (recentErrors.length < 5) recentErrors.push(text);
}

/** One charge point: its socket, the CALL in flight (OCPP-J: one at a time) and what waits behind it. */
class ChargePoint {
  constructor(id, password, role) {
    this.id = id;
    this.password = password;
    this.role = role; // 'load' | 'monitor'
    this.ws = null;
    this.inflight = null;
    this.queue = null;
    this.transactionId = null;
    this.meterWh = 0;
  }

  /** Queues a CALL; resolves with the CALLRESULT payload, rejects on a CALLERROR or a closed socket. */
  call(action, payload, due = now()) {
    return new Promise((resolve, reject) => {
      const job = { action, payload, due, resolve, reject, sent: 0, messageId: '' };
      if (this.inflight) (this.queue ??= []).push(job);
      else this.send(job);
    });
  }

  send(job) {
    job.messageId = (++seq).toString(36);
    job.sent = now();
    this.inflight = job;
    this.ws.send(JSON.stringify([2, job.messageId, job.action, job.payload]));
  }

  onMessage(data) {
    let msg;
    try {
      msg = JSON.parse(data);
    } catch {
      return noteError(`${this.id}: unparsable message`);
    }
    if (msg[0] === 2) return this.answerServer(msg[1], msg[2], msg[3]);
    const job = this.inflight;
    if (!job || job.messageId !== msg[1])
      return noteError(`${this.id}: answer to an unknown message ${msg[1]}`);
    this.inflight = null;
    const next = this.queue?.shift();
    if (next) this.send(next);
    if (msg[0] === 3) {
      record(job, now());
      job.resolve(msg[2]);
    } else {
      counters.callErrors += 1;
      noteError(`${this.id} ${job.action}: ${msg[2]} ${msg[3]}`);
      job.reject(new Error(`${job.action} answered ${msg[2]}: ${msg[3]}`));
    }
  }

  /** The central system's CALLs: remote start and stop act like a charger; the rest are acknowledged. */
  answerServer(messageId, action, payload) {
    counters.serverCalls += 1;
    const reply = (result) => this.ws.send(JSON.stringify([3, messageId, result]));
    switch (action) {
      case 'RemoteStartTransaction':
        reply({ status: 'Accepted' });
        void this.startTransaction(payload.idTag).then(
          () =>
            process.send({
              event: 'started',
              id: this.id,
              idTag: payload.idTag,
              transactionId: this.transactionId,
            }),
          (err) => noteError(`${this.id} remote start: ${err.message}`),
        );
        return;
      case 'RemoteStopTransaction':
        reply({ status: payload.transactionId === this.transactionId ? 'Accepted' : 'Rejected' });
        if (payload.transactionId === this.transactionId) void this.stopTransaction().catch(ignore);
        return;
      case 'TriggerMessage':
        reply({ status: payload.requestedMessage === 'StatusNotification' ? 'Accepted' : 'NotImplemented' });
        if (payload.requestedMessage === 'StatusNotification')
          void this.status(this.transactionId === null ? 'Available' : 'Charging').catch(ignore);
        return;
      case 'ReserveNow':
      case 'CancelReservation':
      case 'ChangeAvailability':
        reply({ status: 'Accepted' });
        return;
      default:
        this.ws.send(
          JSON.stringify([4, messageId, 'NotImplemented', `${action} is not played by the bench`, {}]),
        );
    }
  }

  status(status, connectorId = CONNECTOR) {
    return this.call('StatusNotification', { connectorId, errorCode: 'NoError', status, timestamp: iso() });
  }

  async startTransaction(idTag) {
    const answer = await this.call('StartTransaction', {
      connectorId: CONNECTOR,
      idTag,
      meterStart: this.meterWh,
      timestamp: iso(),
    });
    this.transactionId = answer.transactionId;
    await this.status('Charging');
    return answer.idTagInfo.status;
  }

  async stopTransaction() {
    const transactionId = this.transactionId;
    this.transactionId = null;
    await this.call('StopTransaction', {
      transactionId,
      meterStop: this.meterWh,
      timestamp: iso(),
      reason: 'Remote',
    });
    await this.status('Available');
  }

  /** One sample of the meter, 60 kW for `seconds`: the energy register, the power and the car's SoC. */
  meterValues(seconds, due) {
    this.meterWh += Math.round((60_000 * seconds) / 3600);
    const timestamp = iso();
    return this.call(
      'MeterValues',
      {
        connectorId: CONNECTOR,
        transactionId: this.transactionId,
        meterValue: [
          {
            timestamp,
            sampledValue: [
              {
                value: String(this.meterWh),
                context: 'Sample.Periodic',
                measurand: 'Energy.Active.Import.Register',
                location: 'Outlet',
                unit: 'Wh',
              },
              {
                value: '60000',
                context: 'Sample.Periodic',
                measurand: 'Power.Active.Import',
                location: 'Outlet',
                unit: 'W',
              },
              {
                value: String(20 + (this.meterWh % 60)),
                context: 'Sample.Periodic',
                measurand: 'SoC',
                location: 'EV',
                unit: 'Percent',
              },
            ],
          },
        ],
      },
      due,
    );
  }
}

/** Latency of every answered CALL while a measurement runs, from its due time and from its send. */
function record(job, at) {
  if (!recording || job.due < recording.from) return;
  const r = (recording.byAction[job.action] ??= { fromDue: [], fromSend: [] });
  r.fromDue.push(at - job.due);
  r.fromSend.push(at - job.sent);
}

/** Opens a charge point's socket (HTTP Basic, subprotocol ocpp1.6) and boots it: connector 0 and 1 Available. */
async function connect(cp) {
  const started = now();
  const ws = new WebSocket(`${url}/${encodeURIComponent(cp.id)}`, 'ocpp1.6', {
    headers: { authorization: `Basic ${Buffer.from(`${cp.id}:${cp.password}`).toString('base64')}` },
    perMessageDeflate: false,
    handshakeTimeout: 30_000,
  });
  cp.password = null; // kept by the server, not needed here any more
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`handshake answered ${res.statusCode}`)));
    ws.once('error', reject);
  });
  const opened = now();
  cp.ws = ws;
  ws.on('message', (data) => cp.onMessage(data));
  ws.on('error', (err) => noteError(`${cp.id}: ${err.message}`));
  ws.on('close', () => {
    if (cp.ws === ws && !closing) counters.closedByServer += 1;
    cp.ws = null;
    if (cp.inflight) cp.inflight.reject(new Error('closed'));
    for (const job of cp.queue ?? []) job.reject(new Error('closed'));
    cp.inflight = null;
    cp.queue = null;
  });
  const boot = await cp.call('BootNotification', VENDOR);
  if (boot.status !== 'Accepted') throw new Error(`BootNotification ${boot.status}`);
  await cp.status('Available', 0);
  await cp.status('Available');
  heartbeaters.push(cp);
  return { handshakeMs: opened - started, readyMs: now() - started };
}

/** Connects `chargePoints`, at most `concurrency` at a time (each until it is ready: booted, statuses sent). */
async function connectMany({ chargePoints, concurrency = 100 }) {
  const queue = chargePoints.map(({ id, password, role }) => {
    const cp = new ChargePoint(id, password, role ?? 'load');
    all.set(id, cp);
    return cp;
  });
  const handshake = [];
  const ready = [];
  const failures = [];
  const started = now();
  let lastReady = started;
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let cp = queue[next++]; cp; cp = queue[next++]) {
        try {
          const t = await connect(cp);
          handshake.push(t.handshakeMs);
          ready.push(t.readyMs);
          lastReady = now();
        } catch (err) {
          failures.push(`${cp.id}: ${err.code ?? err.message}`);
          all.delete(cp.id);
          cp.ws?.terminate();
        }
      }
    }),
  );
  const seconds = (lastReady - started) / 1000;
  return {
    connected: handshake.length,
    failed: failures.length,
    failures: failures.slice(0, 5),
    seconds,
    rate: handshake.length / seconds,
    handshake: stats(handshake),
    ready: stats(ready),
  };
}

/** Authorize and StartTransaction (then StatusNotification Charging) for each of `ids`, idTags in turn. */
async function startTransactions({ ids, idTags, concurrency = 50 }) {
  const queue = [...ids];
  const answers = {};
  let turn = 0;
  const started = now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        const cp = all.get(id);
        if (!cp?.ws) continue;
        const idTag = idTags[turn++ % idTags.length];
        await cp.call('Authorize', { idTag });
        const status = await cp.startTransaction(idTag);
        answers[status] = (answers[status] ?? 0) + 1;
        metering.push(cp);
      }
    }),
  );
  const count = Object.values(answers).reduce((a, b) => a + b, 0);
  return { started: count, answers, seconds: (now() - started) / 1000 };
}

/** The two profile streams, evenly paced; each message goes to the next charge point of its stream. */
const streams = {
  heartbeat: { members: heartbeaters, periodS: HEARTBEAT_S, next: 0, due: 0, sent: 0 },
  meter: { members: metering, periodS: METER_S, next: 0, due: 0, sent: 0 },
};
let maxLagMs = 0;

function fire(name, s, due) {
  const cp = s.members[s.next++ % s.members.length];
  s.sent += 1;
  if (!cp.ws) return;
  const p = name === 'heartbeat' ? cp.call('Heartbeat', {}, due) : cp.meterValues(s.periodS / scale, due);
  p.catch(ignore);
}

function pump() {
  const t = now();
  for (const [name, s] of Object.entries(streams)) {
    if (s.members.length === 0) {
      s.due = t;
      continue;
    }
    const period = (s.periodS * 1000) / (s.members.length * scale);
    if (s.due === 0) s.due = t;
    if (t - s.due > maxLagMs && recording) maxLagMs = t - s.due;
    while (s.due <= t) {
      fire(name, s, s.due);
      s.due += period;
    }
  }
  setTimeout(pump, 1);
}

/** The total message rate of the profile at `scale`. */
const profileRate = (sc) => (heartbeaters.length / HEARTBEAT_S + metering.length / METER_S) * sc;

function stats(xs) {
  if (xs.length === 0) return { count: 0, p50: NaN, p99: NaN, max: NaN };
  const s = Float64Array.from(xs).sort();
  const at = (p) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
  return { count: s.length, p50: at(50), p99: at(99), max: s[s.length - 1] };
}

/**
 * Runs the profile at `rate` msg/s in total (scaled from the real-time profile) for `warmupS` unrecorded
 * then `seconds` recorded; back to real time afterwards.
 */
async function measure({ rate, seconds, warmupS = 3 }) {
  const scaleFor = rate ? rate / profileRate(1) : 1;
  setScale(scaleFor);
  await new Promise((r) => setTimeout(r, warmupS * 1000));
  const before = { errors: counters.callErrors, closed: counters.closedByServer };
  const sentBefore = streams.heartbeat.sent + streams.meter.sent;
  maxLagMs = 0;
  recording = { from: now(), byAction: {} };
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const window = recording;
  recording = null;
  const windowS = (now() - window.from) / 1000;
  const sent = streams.heartbeat.sent + streams.meter.sent - sentBefore;
  // Answers still on their way count too: wait a moment for the last ones.
  await new Promise((r) => setTimeout(r, 500));
  setScale(1);
  const merged = { fromDue: [], fromSend: [] };
  const byAction = {};
  for (const [action, r] of Object.entries(window.byAction)) {
    byAction[action] = { fromDue: stats(r.fromDue), fromSend: stats(r.fromSend) };
    merged.fromDue.push(...r.fromDue);
    merged.fromSend.push(...r.fromSend);
  }
  return {
    scale: scaleFor,
    offered: sent / windowS,
    answered: merged.fromDue.length / windowS,
    fromDue: stats(merged.fromDue),
    fromSend: stats(merged.fromSend),
    byAction,
    maxGeneratorLagMs: maxLagMs,
    callErrors: counters.callErrors - before.errors,
    closedByServer: counters.closedByServer - before.closed,
  };
}

function setScale(s) {
  scale = s;
  for (const st of Object.values(streams)) st.due = 0;
}

/** One MeterValues of a monitored charge point now; answers when it was sent (epoch ms) and its energy. */
async function meterNow({ chargePointId, seconds }) {
  const cp = all.get(chargePointId);
  if (!cp?.ws || cp.transactionId === null) throw new Error(`${chargePointId} has no transaction running`);
  const sentAt = epochMs(now());
  await cp.meterValues(seconds);
  return { sentAt, answeredAt: epochMs(now()), meterWh: cp.meterWh };
}

let closing = false;
const commands = {
  init: (a) => {
    url = a.url;
    setTimeout(pump, 1);
    return { pid: process.pid };
  },
  connect: connectMany,
  startTransactions,
  measure,
  meterNow,
  state: () => ({
    connected: [...all.values()].filter((cp) => cp.ws).length,
    heartbeating: heartbeaters.length,
    metering: metering.length,
    profileRate: profileRate(1),
    rssMiB: process.memoryUsage.rss() / 2 ** 20,
    ...counters,
    recentErrors,
  }),
  close: async () => {
    closing = true;
    for (const cp of all.values()) cp.ws?.terminate();
    setTimeout(() => process.exit(0), 100);
    return {};
  },
};

process.on('message', async ({ id, cmd, ...args }) => {
  try {
    process.send({ id, result: await commands[cmd](args) });
  } catch (err) {
    process.send({ id, error: err.message });
  }
});
process.on('disconnect', () => process.exit(0));

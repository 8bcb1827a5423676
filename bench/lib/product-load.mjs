// The product load of the benchmark: 1,000 charging sessions running at once, each polled by its driver's
// app every 3 s (spec 4), while other people browse stations. Everything goes through the gateway.
import autocannon from 'autocannon';
import { client } from './cluster.mjs';

const SESSIONS = 1000;
const POLL_MS = 3000;
const BROWSE_PER_SECOND = 30;

/** Books, pays for and starts `n` sessions (the charging service runs with early start allowed). */
async function startSessions(call, n, bookingFixtures) {
  const { drivers, slots } = await bookingFixtures(call, n);
  const sessions = [];
  const queue = slots.map((slot, i) => ({ slot, driver: drivers[i % drivers.length] }));
  // A few in parallel: set-up time is not what is measured.
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const { slot, driver } = job;
        const booking = await call(
          'POST',
          '/api/bookings',
          { ...slot, vehicleId: driver.vehicleId },
          driver.token,
        );
        await call(
          'POST',
          '/api/payments',
          { bookingId: booking.id, paymentMethod: 'upi', upiId: 'bench@okaxis' },
          driver.token,
        );
        // The booking turns confirmed when bookings has consumed payment.completed.
        for (let attempt = 0; ; attempt += 1) {
          try {
            await call('POST', `/api/charging/${booking.id}/control`, { action: 'start' }, driver.token);
            break;
          } catch (err) {
            if (attempt > 200 || !/409/.test(err.message)) throw err;
            await new Promise((r) => setTimeout(r, 25));
          }
        }
        sessions.push({ bookingId: booking.id, token: driver.token });
      }
    }),
  );
  return sessions;
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0 || result.errors > 0)
        return reject(
          new Error(`${result.title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`),
        );
      resolve(result);
    });
  });
}

export async function productLoad({ gateway, db, seconds, bookingFixtures }) {
  const call = client(gateway);
  const sessions = await startSessions(call, SESSIONS, bookingFixtures);
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM charging.charging_sessions WHERE status = 'active'`,
  );
  const stations = await call('GET', '/api/stations');
  const states = [...new Set(stations.map((s) => s.address.state))];
  let poll = 0;
  let browse = 0;
  const [polling, browsing] = await Promise.all([
    run({
      title: 'status polling',
      url: gateway,
      connections: 50,
      duration: seconds,
      overallRate: Math.round((SESSIONS * 1000) / POLL_MS),
      timeout: 10,
      requests: [
        {
          setupRequest: (req) => {
            const s = sessions[poll++ % sessions.length];
            return {
              ...req,
              method: 'GET',
              path: `/api/charging/${s.bookingId}/status`,
              headers: { authorization: `Bearer ${s.token}` },
            };
          },
        },
      ],
    }),
    run({
      title: 'station browsing',
      url: gateway,
      connections: 10,
      duration: seconds,
      overallRate: BROWSE_PER_SECOND,
      timeout: 10,
      requests: [
        {
          setupRequest: (req) => {
            const i = browse++;
            const path =
              i % 2 === 0
                ? `/api/stations?state=${encodeURIComponent(states[i % states.length])}`
                : `/api/stations/${stations[i % stations.length].id}`;
            return { ...req, method: 'GET', path };
          },
        },
      ],
    }),
  ]);
  const p99 = Math.max(polling.latency.p99, browsing.latency.p99);
  return {
    p99,
    lines: [
      `- ${rows[0].n} charging sessions active at once (booked, paid and started through the API), each polled every ${POLL_MS / 1000} s: GET /api/charging/:id/status at ${Math.round(polling.requests.average)} req/s for ${seconds} s, p50 ${polling.latency.p50} ms, p99 ${polling.latency.p99} ms`,
      `- with station browsing alongside (GET /api/stations?state=… and /api/stations/:id) at ${Math.round(browsing.requests.average)} req/s: p50 ${browsing.latency.p50} ms, p99 ${browsing.latency.p99} ms`,
    ],
  };
}

// The product load of the benchmark: 1,000 charging sessions running at once, each polled by its driver's
// app every 3 s (docs/product.md §4), while other people browse stations. Everything goes through the
// gateway.
import { BENCH_OPERATOR } from './bench-stations.mjs';
import { bookAndPay, client, startWhenPaid } from './cluster.mjs';
import { pacedLoad } from './paced-load.mjs';

const SESSIONS = 1000;
const POLL_MS = 3000;
const BROWSE_PER_SECOND = 30;

/**
 * Books, pays for and starts `n` sessions (the charging service runs with early start allowed). The
 * fixtures give each booking its own driver, vehicle and charger: a charger runs one session at a time.
 */
async function startSessions(call, n, bookingFixtures) {
  const queue = await bookingFixtures(call, n);
  const sessions = [];
  // A few in parallel: set-up time is not what is measured.
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const { driver } = job;
        const booking = await bookAndPay(call, job);
        await startWhenPaid(call, booking.id, driver.token);
        sessions.push({ bookingId: booking.id, token: driver.token });
      }
    }),
  );
  return sessions;
}

export async function productLoad({ gateway, db, seconds, bookingFixtures }) {
  const call = client(gateway);
  const sessions = await startSessions(call, SESSIONS, bookingFixtures);
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM charging.charging_sessions WHERE status = 'active'`,
  );
  // Browsing covers the catalogue only, as before the bench-only stations existed.
  const stations = (await call('GET', '/api/stations')).filter((s) => s.operator !== BENCH_OPERATOR);
  const states = [...new Set(stations.map((s) => s.address.state))];
  // Open-loop and evenly paced (see paced-load.mjs): the polls of independent drivers, not bursts.
  const [polling, browsing] = await Promise.all([
    pacedLoad({
      origin: gateway,
      rate: (SESSIONS * 1000) / POLL_MS,
      seconds,
      next: (i) => {
        const s = sessions[i % sessions.length];
        return {
          path: `/api/charging/${s.bookingId}/status`,
          headers: { authorization: `Bearer ${s.token}` },
        };
      },
    }),
    pacedLoad({
      origin: gateway,
      rate: BROWSE_PER_SECOND,
      seconds,
      next: (i) => ({
        path:
          i % 2 === 0
            ? `/api/stations?state=${encodeURIComponent(states[i % states.length])}`
            : `/api/stations/${stations[i % stations.length].id}`,
      }),
    }),
  ]);
  const p99 = Math.max(polling.p99, browsing.p99);
  return {
    p99,
    lines: [
      `- ${rows[0].n} charging sessions active at once (booked, paid and started through the API, each by its own driver, on its own charger), each polled every ${POLL_MS / 1000} s: GET /api/charging/:id/status at ${Math.round(polling.rps)} req/s for ${seconds} s, p50 ${polling.p50.toFixed(1)} ms, p99 ${polling.p99.toFixed(1)} ms, max ${polling.max.toFixed(1)} ms`,
      `- with station browsing alongside (GET /api/stations?state=… and /api/stations/:id) at ${Math.round(browsing.rps)} req/s: p50 ${browsing.p50.toFixed(1)} ms, p99 ${browsing.p99.toFixed(1)} ms, max ${browsing.max.toFixed(1)} ms`,
    ],
  };
}

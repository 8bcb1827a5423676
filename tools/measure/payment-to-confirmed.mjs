#!/usr/bin/env node
// Measures how long a paid booking takes to turn "confirmed": the time from the moment POST /api/payments
// answers to the first GET /api/bookings/:id that says "confirmed". In between, the payments service's
// outbox relay publishes payment.completed, the broker routes it, and the bookings service applies it.
//
//   node tools/measure/payment-to-confirmed.mjs [baseUrl] [flows]
//
// Run it against a platform started on RabbitMQ (AMQP_URL set), e.g. `npm start` with DATABASE_URL and
// AMQP_URL exported, or `npm run start:services`. It registers its own driver, so it needs nothing seeded
// but the station catalogue. Polling every 2 ms adds at most ~2 ms (plus one request) to each figure.

import { client } from '../../bench/lib/cluster.mjs';

const baseUrl = (process.argv[2] ?? 'http://127.0.0.1:3311').replace(/\/$/, '');
const flows = Number(process.argv[3] ?? 100);
const SLOT_MS = 30 * 60 * 1000;

const call = client(baseUrl);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const tag = `m${Date.now().toString(36)}`;
  const { token } = await call('POST', '/api/auth/register', {
    name: 'Latency Probe',
    email: `${tag}@example.in`,
    phone: '9876543210',
    username: tag,
    password: 'Probe@123',
  });
  const vehicle = await call(
    'POST',
    '/api/vehicles',
    {
      make: 'Tata',
      model: 'Nexon EV',
      registrationNumber: `MH12${tag.slice(-6).toUpperCase()}`,
      connectorTypes: ['CCS2'],
    },
    token,
  );
  const stations = await call('GET', '/api/stations');
  // A round-the-clock station with a CCS2 charger, so 100 consecutive half-hours are all bookable.
  const station = stations.find(
    (s) => s.operatingHours === '24/7' && s.chargers.some((c) => c.type === 'CCS2'),
  );
  if (!station) throw new Error('no 24/7 station with a CCS2 charger in the catalogue');
  const charger = station.chargers.find((c) => c.type === 'CCS2');

  // One slot per flow, from tomorrow on: the booking grid is 06:00-23:30 IST, 36 half-hours a day.
  const IST_MS = 330 * 60 * 1000;
  const DAY_MS = 24 * 3600 * 1000;
  const tomorrowIst = Math.floor((Date.now() + IST_MS) / DAY_MS) * DAY_MS + DAY_MS; // IST midnight, as UTC ms + 5:30
  const slotStart = (i) =>
    tomorrowIst - IST_MS + Math.floor(i / 36) * DAY_MS + 6 * 3600 * 1000 + (i % 36) * SLOT_MS;
  const waits = [];
  const pays = [];
  for (let i = 0; i < flows; i += 1) {
    const start = slotStart(i);
    const booking = await call(
      'POST',
      '/api/bookings',
      {
        stationId: station.id,
        vehicleId: vehicle.id,
        chargerType: charger.type,
        power: charger.power,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + SLOT_MS).toISOString(),
      },
      token,
    );
    const payStart = performance.now();
    await call(
      'POST',
      '/api/payments',
      { bookingId: booking.id, paymentMethod: 'upi', upiId: 'probe@okaxis' },
      token,
    );
    const paid = performance.now();
    pays.push(paid - payStart);
    for (;;) {
      const current = await call('GET', `/api/bookings/${booking.id}`, undefined, token);
      if (current.status === 'confirmed') break;
      if (performance.now() - paid > 30_000)
        throw new Error(`booking ${booking.id} not confirmed after 30 s`);
      await sleep(2);
    }
    waits.push(performance.now() - paid);
  }
  const sorted = [...waits].sort((a, b) => a - b);
  const paySorted = [...pays].sort((a, b) => a - b);
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`station ${station.id} (${station.name}), ${flows} flows against ${baseUrl}`);
  console.log(
    `payment answered -> booking confirmed: median ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1))}`,
  );
  console.log(
    `POST /api/payments itself: median ${ms(percentile(paySorted, 50))}, p95 ${ms(percentile(paySorted, 95))}`,
  );
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});

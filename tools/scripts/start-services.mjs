// Microservices mode on one machine: every service and the gateway as its own process, against
// DATABASE_URL and AMQP_URL. Output is prefixed with the service name; Ctrl-C stops them all. Each process
// serves its metrics on a port of its own on 127.0.0.1 (gateway METRICS_PORT 9300, auth … ocpp
// <NAME>_METRICS_PORT 9301–9307), never on its API port.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const missing = ['DATABASE_URL', 'AMQP_URL'].filter((v) => !process.env[v]);
if (missing.length) {
  console.error(`start:services needs ${missing.join(' and ')} (real PostgreSQL and RabbitMQ), for example:
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/chargesetu AMQP_URL=amqp://guest:guest@127.0.0.1:5672 JWT_SECRET=$(openssl rand -hex 32) npm run start:services`);
  process.exit(2);
}
if (!process.env.JWT_SECRET) {
  console.error('start:services needs JWT_SECRET (at least 32 characters), shared by every service.');
  process.exit(2);
}

// charger-sim plays the demo's simulated chargers (SIMULATED_CHARGERS=false: none), through the gateway.
const simulate = !/^(false|0|no)$/i.test(process.env.SIMULATED_CHARGERS ?? '');
const apps = ['auth', 'stations', 'bookings', 'payments', 'charging', 'assistant', 'ocpp', 'gateway'];
if (simulate) apps.push('charger-sim');
// Chargers connect through the gateway (ws://localhost:<PORT>/ocpp/<id>): the address the admin screen gives.
const chargersUrl = `ws://localhost:${process.env.PORT || 3000}/ocpp`;
const env = { OCPP_PUBLIC_URL: chargersUrl, OCPP_WS_URL: chargersUrl, ...process.env };
const children = apps.map((name) => {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'dist/apps', name, 'main.js')],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const prefix = `[${name}]`.padEnd(12);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix} exited (${signal ?? code}); stopping the others`);
      stop(1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

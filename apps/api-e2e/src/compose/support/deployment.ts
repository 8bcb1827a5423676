import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eventually, freePort } from '@chargesetu/shared/testing';
import { request } from '../../reliability/support/api';

const exec = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../../../..');

function required(name: string): string {
  const value = process.env[name];
  // Never a silent skip: the compose tests run only through tools/compose-test/run.sh, which sets these.
  if (!value) throw new Error(`${name} is not set: run the compose tests with npm run test:compose`);
  return value;
}

export interface Container {
  id: string;
  name: string;
  service: string;
  state: string;
  health: string;
}

/**
 * The deployment docker-compose.yml describes, run under podman through docker-compose (Docker API) by
 * tools/compose-test/run.sh, which built its images. Its .env is this run's own: random secrets, a free
 * gateway port; the gateway is the only way in, as for an operator.
 */
export class ComposeDeployment {
  readonly dir = required('COMPOSE_TEST_DIR');
  readonly project = required('COMPOSE_PROJECT_NAME');
  readonly db = { user: 'chargesetu', name: 'chargesetu' };
  private constructor(readonly gatewayPort: number) {}

  static async create(): Promise<ComposeDeployment> {
    required('DOCKER_HOST');
    const d = new ComposeDeployment(await freePort());
    const env = {
      JWT_SECRET: randomBytes(32).toString('hex'),
      POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
      RABBITMQ_PASSWORD: randomBytes(12).toString('hex'),
      GATEWAY_PORT: String(d.gatewayPort),
      RABBITMQ_UI_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      // The tests drive hundreds of requests a minute from one address.
      RATE_LIMIT_API_PER_MINUTE: '100000000',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000000',
      // Sessions: a slot days ahead may start now, a booked half hour lasts 90 s, the meter reads every second.
      CHARGING_EARLY_START_MINUTES: String(60 * 24 * 30),
      CHARGING_TIME_SCALE: '20',
      METER_SAMPLE_INTERVAL_S: '1',
      OCPP_METER_EVENT_MIN_INTERVAL_S: '0',
      CHARGING_COMPLETION_INTERVAL_MS: '500',
    };
    writeFileSync(
      path.join(d.dir, '.env'),
      Object.entries(env)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n') + '\n',
    );
    return d;
  }

  get gatewayUrl(): string {
    return `http://127.0.0.1:${this.gatewayPort}`;
  }

  /** docker-compose on the unchanged docker-compose.yml, with this run's .env. */
  compose(...args: string[]): Promise<string> {
    return this.composeWithInput(null, ...args);
  }

  /** docker-compose with `input` on its standard input (psql reading a dump). */
  composeWithInput(input: string | null, ...args: string[]): Promise<string> {
    const argv = [
      '--project-directory',
      this.dir,
      '-f',
      path.join(ROOT, 'docker-compose.yml'),
      '-p',
      this.project,
    ];
    return new Promise((resolve, reject) => {
      const child = execFile(
        'docker-compose',
        [...argv, ...args],
        { maxBuffer: 256 * 1024 * 1024, env: process.env },
        (err, stdout, stderr) =>
          err
            ? reject(new Error(`docker-compose ${args.join(' ')}: ${err.message}\n${stderr}`))
            : resolve(stdout),
      );
      child.stdin?.end(input ?? undefined);
    });
  }

  async podman(...args: string[]): Promise<string> {
    const { stdout } = await exec('podman', args, { maxBuffer: 64 * 1024 * 1024, env: process.env });
    return stdout;
  }

  /** Starts (or rescales) the deployment without building, then waits until every container is healthy. */
  async up(scale: Record<string, number> = {}, timeoutMs = 300_000): Promise<Container[]> {
    const flags = Object.entries(scale).flatMap(([s, n]) => ['--scale', `${s}=${n}`]);
    await this.compose('up', '-d', '--no-build', '--no-recreate', ...flags);
    return this.healthy(timeoutMs);
  }

  /** The project's containers, with their compose service and health ('none' without a health check). */
  async containers(): Promise<Container[]> {
    const ids = (
      await this.podman('ps', '-aq', '--filter', `label=com.docker.compose.project=${this.project}`)
    )
      .split('\n')
      .filter(Boolean);
    if (ids.length === 0) return [];
    const raw = JSON.parse(await this.podman('inspect', ...ids)) as Array<{
      Id: string;
      Name: string;
      Config: { Labels: Record<string, string> };
      State: { Status: string; Health?: { Status: string }; Healthcheck?: { Status: string } };
    }>;
    return raw.map((c) => ({
      id: c.Id,
      name: c.Name.replace(/^\//, ''),
      service: c.Config.Labels['com.docker.compose.service'],
      state: c.State.Status,
      health: c.State.Health?.Status || c.State.Healthcheck?.Status || 'none',
    }));
  }

  async replicas(service: string): Promise<Container[]> {
    return (await this.containers())
      .filter((c) => c.service === service && c.state === 'running')
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Waits until every running container with a health check reports healthy and the gateway is ready. */
  async healthy(timeoutMs = 300_000): Promise<Container[]> {
    const all = await eventually(
      async () => {
        const now = await this.containers();
        const waiting = now.filter((c) => c.state !== 'running' || !['healthy', 'none'].includes(c.health));
        expect(waiting.map((c) => `${c.name} ${c.state} ${c.health}`)).toEqual([]);
        return now;
      },
      timeoutMs,
      1_000,
    );
    await eventually(
      async () =>
        expect((await request(this.gatewayUrl, 'GET', '/ready', { timeoutMs: 5_000 })).status).toBe(200),
      60_000,
      500,
    );
    return all;
  }

  /** SQL in the postgres container (psql, unaligned): rows as arrays of column texts. */
  async sql(query: string): Promise<string[][]> {
    const out = await this.compose(
      'exec',
      '-T',
      'postgres',
      'psql',
      '-U',
      this.db.user,
      '-d',
      this.db.name,
      '-At',
      '-F',
      '\t',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      query,
    );
    return out
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'));
  }

  async down(o: { volumes?: boolean } = {}): Promise<void> {
    await this.compose('down', '--remove-orphans', ...(o.volumes ? ['--volumes'] : []));
  }

  /** The containers' last log lines, for a failure's message. */
  async logs(service: string, lines = 80): Promise<string> {
    return this.compose('logs', '--no-color', '--tail', String(lines), service).catch(
      (e: Error) => e.message,
    );
  }
}

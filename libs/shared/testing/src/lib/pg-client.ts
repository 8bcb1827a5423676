import { createRequire } from 'node:module';

/** The few `pg` Client methods the harness uses (`pg` ships no types and @types/pg is not installed). */
export interface PgClient {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  end(): Promise<void>;
  on(event: 'error', listener: (err: Error) => void): void;
}

const { Client } = createRequire(__filename)('pg') as {
  Client: new (o: { connectionString: string; connectionTimeoutMillis?: number }) => PgClient;
};

/** Opens one connection to `url`, runs `fn` and always closes it. */
export async function withPgClient<T>(url: string, fn: (c: PgClient) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  // A server that terminates the connection (DROP DATABASE of it, a restart) must not crash the run.
  c.on('error', () => undefined);
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

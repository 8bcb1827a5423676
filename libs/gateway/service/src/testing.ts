// Helpers for the gateway's own tests, never imported by production code.
import { createServer } from 'node:net';

/** The URL of a local port nothing listens on: a service that is down. */
export async function closedPortUrl(): Promise<string> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const { port } = srv.address() as { port: number };
  await new Promise((r) => srv.close(r));
  return `http://127.0.0.1:${port}`;
}

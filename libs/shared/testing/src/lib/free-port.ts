import { createServer } from 'node:net';

/** Ports this process has handed out; the kernel may offer a closed port again, so the next call skips it. */
const handedOut = new Set<number>();

/**
 * A TCP port on 127.0.0.1 that nothing listens on now and that this process has not handed out before.
 * Two processes told the same port would leave one of them without its listener (a metrics listener
 * that cannot bind only logs), and a test would then read the other process's answers.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const srv = createServer();
    await new Promise<void>((resolve, reject) => {
      srv.once('error', reject);
      srv.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = srv.address() as { port: number };
    await new Promise((r) => srv.close(r));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

import { createServer } from 'node:net';
import { freePort } from './free-port';

describe('freePort', () => {
  it('never hands out the same port twice in one process, and each can be listened on', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 200; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
    const srv = createServer();
    await new Promise<void>((r) => srv.listen(ports[199], '127.0.0.1', () => r()));
    expect((srv.address() as { port: number }).port).toBe(ports[199]);
    await new Promise((r) => srv.close(r));
  });
});

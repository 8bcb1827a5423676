import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * One TCP entry in front of several backends (the ocpp instances): each new connection goes to the next
 * backend in turn, and to the one after when that one refuses (a killed process), as a load balancer that
 * checks by connecting does. Bytes are passed through untouched, so WebSocket upgrades and Basic
 * authentication reach the instance as the charger sent them.
 */
export class RoundRobinProxy {
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;
  private turn = 0;
  port = 0;

  constructor(private readonly backendPorts: () => number[]) {}

  /** The ws:// address chargers are given (without their identity). */
  get ocppUrl(): string {
    return `ws://127.0.0.1:${this.port}/ocpp`;
  }

  async listen(): Promise<void> {
    const server = createServer((client) => this.accept(client, 0));
    this.server = server;
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    this.port = (server.address() as { port: number }).port;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((r) => (this.server ? this.server.close(r) : r(undefined)));
  }

  private accept(client: Socket, tried: number): void {
    const ports = this.backendPorts();
    client.pause();
    this.track(client);
    const upstream = createConnection({ host: '127.0.0.1', port: ports[this.turn++ % ports.length] });
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      this.track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
    upstream.on('error', () => {
      if (!connected && tried + 1 < ports.length) return this.accept(client, tried + 1);
      client.destroy();
    });
    upstream.on('close', () => connected && client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
  }

  private track(s: Socket): void {
    this.sockets.add(s);
    s.once('close', () => this.sockets.delete(s));
  }
}

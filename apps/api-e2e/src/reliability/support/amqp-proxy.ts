import { createConnection, createServer, type Server, type Socket } from 'node:net';

type Direction = 'toBroker' | 'toClient';

interface Link {
  client: Socket;
  upstream: Socket;
  held: Record<Direction, Buffer[]>;
}

/**
 * A TCP proxy between one service and the broker that the test can stall in either direction, to put a
 * process in a precise state before killing it: holding `toBroker` keeps its publishes and acks from the
 * broker; holding `toClient` keeps deliveries and publisher confirms from the process. Held bytes are
 * delivered on `release`, or dropped with the link when either end closes (a killed process's unsent
 * acks and publishes never reach the broker, as with a real crash).
 */
export class StallableProxy {
  private readonly links = new Set<Link>();
  private readonly holding: Record<Direction, boolean> = { toBroker: false, toClient: false };
  private server: Server | undefined;
  port = 0;

  constructor(private readonly upstream: { host: string; port: number }) {}

  get url(): string {
    return `amqp://guest:guest@127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((r) => this.server?.listen(0, '127.0.0.1', () => r()));
    this.port = (this.server.address() as { port: number }).port;
  }

  hold(direction: Direction): void {
    this.holding[direction] = true;
  }

  /** Stops holding `direction` and delivers what was held, in order. */
  release(direction: Direction): void {
    this.holding[direction] = false;
    for (const link of this.links) {
      const to = direction === 'toBroker' ? link.upstream : link.client;
      for (const chunk of link.held[direction].splice(0)) to.write(chunk);
    }
  }

  /** Closes every link, dropping what was held, and lets traffic flow freely from now on. */
  reset(): void {
    for (const link of this.links) this.drop(link);
    this.holding.toBroker = false;
    this.holding.toClient = false;
  }

  async close(): Promise<void> {
    this.reset();
    await new Promise((r) => (this.server ? this.server.close(r) : r(undefined)));
  }

  private accept(client: Socket): void {
    const upstream = createConnection(this.upstream);
    const link: Link = { client, upstream, held: { toBroker: [], toClient: [] } };
    this.links.add(link);
    client.on('data', (d: Buffer) =>
      this.holding.toBroker ? link.held.toBroker.push(d) : upstream.write(d),
    );
    upstream.on('data', (d: Buffer) =>
      this.holding.toClient ? link.held.toClient.push(d) : client.write(d),
    );
    for (const s of [client, upstream]) {
      s.on('error', () => this.drop(link));
      s.on('close', () => this.drop(link));
    }
  }

  private drop(link: Link): void {
    if (!this.links.delete(link)) return;
    link.held.toBroker.length = 0;
    link.held.toClient.length = 0;
    link.client.destroy();
    link.upstream.destroy();
  }
}

import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './ports';

/**
 * A TCP proxy that can misbehave on command, standing in for a network fault (this kernel has no netem):
 * `cut()` drops every connection and refuses new ones, `delay(ms)` holds every chunk that long in each
 * direction, `stall()` swallows every byte. Chunks keep their order: timers of equal delay fire in the order they were set.
 */
export class FaultProxy {
  private readonly pairs = new Set<[Socket, Socket]>();
  private delayMs = 0;
  private isCut = false;
  private isStalled = false;

  private constructor(
    private readonly server: Server,
    readonly port: number,
    readonly name: string,
  ) {}

  static async start(targetPort: number, name: string): Promise<FaultProxy> {
    const port = await freePort();
    let proxy: FaultProxy | undefined;
    const server = createServer((client) => proxy?.accept(client, targetPort));
    proxy = new FaultProxy(server, port, name);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    return proxy;
  }

  /** Replace the database or Redis URL's port with this proxy's. */
  url(upstreamUrl: string): string {
    const url = new URL(upstreamUrl);
    url.port = String(this.port);
    return url.toString().replace(/\/$/, '');
  }

  cut(): void {
    this.isCut = true;
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  restore(): void {
    this.isCut = false;
    this.isStalled = false;
    this.delayMs = 0;
  }

  /** Keeps every connection open but lets nothing through: a peer that stopped answering. */
  stall(): void {
    this.isStalled = true;
  }

  delay(ms: number): void {
    this.delayMs = ms;
  }

  get connections(): number {
    return this.pairs.size;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket, targetPort: number): void {
    if (this.isCut) {
      client.destroy();
      return;
    }
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    const pair: [Socket, Socket] = [client, upstream];
    this.pairs.add(pair);
    const close = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on('data', (chunk) => {
        if (this.isStalled) return;
        if (this.delayMs === 0) to.write(chunk);
        else setTimeout(() => to.writable && to.write(chunk), this.delayMs);
      });
      from.on('error', close);
      from.on('close', close);
    }
  }
}

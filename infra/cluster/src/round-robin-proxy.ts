import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface Backend {
  name: string;
  host: string;
  port: number;
}

/**
 * The load balancer in front of the api hosts: a TCP proxy that hands each new connection to the next
 * backend in turn, skipping one that refuses or does not answer within a second. Working on connections
 * rather than requests carries HTTP keep-alive and WebSocket upgrades alike; a socket.io client whose host
 * dies reconnects through it and lands on a live one.
 */
export class RoundRobinProxy {
  private next = 0;
  private readonly open = new Set<Socket>();
  /** Connections handed to each backend, by name. */
  readonly connections: Record<string, number> = {};
  /** The backend the latest connection went to. */
  lastBackend: string | undefined;

  private constructor(
    private readonly server: Server,
    private readonly backends: readonly Backend[],
    readonly port: number,
  ) {
    for (const backend of backends) this.connections[backend.name] = 0;
  }

  static async start(backends: readonly Backend[], host = '127.0.0.1'): Promise<RoundRobinProxy> {
    let proxy: RoundRobinProxy | undefined;
    const server = createServer((client) => proxy?.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, host, () => resolve());
    });
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('the proxy has no port');
    proxy = new RoundRobinProxy(server, backends, address.port);
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private accept(client: Socket): void {
    this.open.add(client);
    client.once('close', () => this.open.delete(client));
    client.on('error', () => client.destroy());
    client.pause();
    const start = this.next++ % this.backends.length;
    this.tryBackend(client, start, 0);
  }

  private tryBackend(client: Socket, first: number, tried: number): void {
    if (client.destroyed) return;
    if (tried === this.backends.length) {
      client.destroy();
      return;
    }
    const backend = this.backends[(first + tried) % this.backends.length] as Backend;
    const upstream = createConnection({ host: backend.host, port: backend.port });
    this.open.add(upstream);
    upstream.once('close', () => this.open.delete(upstream));
    const timer = setTimeout(() => upstream.destroy(new Error('connect timeout')), 1000);
    const failed = () => {
      clearTimeout(timer);
      upstream.destroy();
      this.tryBackend(client, first, tried + 1);
    };
    upstream.once('error', failed);
    upstream.once('connect', () => {
      clearTimeout(timer);
      upstream.off('error', failed);
      this.connections[backend.name] = (this.connections[backend.name] ?? 0) + 1;
      this.lastBackend = backend.name;
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
  }

  async close(): Promise<void> {
    for (const socket of this.open) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

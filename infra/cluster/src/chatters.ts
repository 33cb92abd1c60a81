import { io, type Socket } from 'socket.io-client';
import { call, nextIp } from '../../chaos/src/http';
import { waitFor } from '../../chaos/src/ports';

/**
 * A signed-in person with the site's live connection, through the proxy: socket.io over WebSocket that
 * reconnects by itself when its api host dies and, as the inbox does on every reconnection, reads the thread
 * again to catch up on what was sent meanwhile.
 */
export class Chatter {
  partner: Chatter | undefined;
  /** Message ids that arrived over the socket. */
  readonly live = new Set<string>();
  /** Message ids read from the thread on a reconnection. */
  readonly caughtUp = new Set<string>();
  reconnections = 0;
  /** The api host its first connection landed on. */
  host: string | undefined;
  private socket: Socket | undefined;

  constructor(
    readonly name: string,
    readonly userId: string,
    readonly token: string,
    private readonly baseUrl: string,
  ) {}

  async connect(): Promise<void> {
    const socket = io(this.baseUrl, {
      transports: ['websocket'],
      auth: { token: this.token },
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
    });
    this.socket = socket;
    socket.on('message:new', (message: { id: string | number }) => this.live.add(String(message.id)));
    let connections = 0;
    socket.on('connect', () => {
      connections += 1;
      if (connections > 1) {
        this.reconnections += 1;
        void this.catchUp();
      }
    });
    await waitFor(`${this.name} connected`, async () => socket.connected, 15_000, 50);
  }

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  private async catchUp(): Promise<void> {
    if (!this.partner) return;
    const answer = await call(this.baseUrl, '/api/v1/message/get-messages', {
      body: { receiverId: this.partner.userId, limit: 100 },
      token: this.token,
      ip: nextIp(),
    });
    const messages = (answer.body as { data?: Array<{ id: string | number }> } | null)?.data ?? [];
    for (const message of messages) this.caughtUp.add(String(message.id));
  }

  close(): void {
    this.socket?.disconnect();
  }
}

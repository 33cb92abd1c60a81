import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

export interface RealtimeOptions {
  corsOrigins: string[];
}

/** socket.io on the api's own port and origin; rooms and the handshake's token check are added by the features that push. */
export default fp<RealtimeOptions>(
  async function realtime(app: FastifyInstance, options) {
    const io = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      cors: { origin: options.corsOrigins, credentials: true },
    });
    app.decorate('io', io);
    app.addHook('onClose', async () => {
      await io.close();
    });
  },
  { name: 'realtime' },
);

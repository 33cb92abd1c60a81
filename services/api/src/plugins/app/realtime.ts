import { connectRedis } from '@ile/db/redis';
import { findAccountStanding } from '@ile/db/repositories/users.repository';
import {
  type ClientToServerEvents,
  type Conversation,
  type Message,
  type Notification,
  REALTIME_EVENTS,
  RealtimeHandshakeAuth,
  type ServerToClientEvents,
  userRoom,
} from '@ile/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';

interface SocketData {
  userId: string;
  /** When the handshake's access token expires (ms since the epoch). */
  expiresAt: number;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** What other modules push; each call reaches the user's sockets on every api process. */
export interface Realtime {
  /** `notification:new` to every open tab of the user. */
  notify(userId: string, notification: Notification): void;
  /**
   * `message:new` to the receiver's tabs and the sender's (their other tabs show it too): `forSender` is the
   * sender's copy, without the receiver's scam warnings; one emit reaches both when the copies are the same.
   */
  pushMessage(forReceiver: Message, forSender: Message): void;
  /** `conversation:updated`, the conversation as `userId` sees it. */
  pushConversation(userId: string, conversation: Conversation): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
    realtime: Realtime;
  }
}

export interface RealtimeOptions {
  corsOrigins: string[];
}

interface AccessTokenClaims {
  sub: string;
  exp: number;
}

/** A refused handshake: socket.io-client reports it as `connect_error` with this message and data. */
function refused(message: string): Error {
  return Object.assign(new Error(message), { data: { status: 401 } });
}

/** Resolves when `promise` does or after `ms`, whichever comes first (Redis may be down at boot). */
const atMost = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms).unref())]);

/** Commands the adapter sends without handling their failure (it never awaits them). */
const UNAWAITED_COMMANDS = new Set(['publish', 'psubscribe', 'subscribe', 'punsubscribe', 'unsubscribe']);

/**
 * The client as the adapter sees it, with those commands' failures logged. Unhandled, a publish that fails
 * while Redis is away would be an unhandled rejection, which stops a Node process: live updates pause
 * (messages stay stored and are read as usual) but the api keeps answering.
 */
function withoutUnhandledFailures(client: Redis, app: FastifyInstance): Redis {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function' || property === 'constructor') return value;
      if (typeof property !== 'string' || !UNAWAITED_COMMANDS.has(property)) return value.bind(target);
      return (...args: unknown[]) =>
        (value.apply(target, args) as Promise<unknown>).catch((err: Error) => {
          app.log.warn({ err: err.message, command: property }, 'realtime redis command failed');
        });
    },
  });
}

/**
 * socket.io on the api's own port and origin. A socket authenticates with the access token in the
 * handshake (`auth: { token }`) and joins only its user's room; it is dropped when that token expires, and
 * the client reconnects with a fresh one. The Redis adapter (its own pub/sub connections, under the app's
 * key prefix) carries every emit to the sockets held by the other api processes.
 */
export default fp<RealtimeOptions>(
  async function realtime(app: FastifyInstance, options) {
    const io: RealtimeServer = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      cors: { origin: options.corsOrigins, credentials: true },
    });

    // Auto-pipelining sends the publishes made in one tick (a message makes three) in one write: system
    // calls, not Redis, are what a message costs most here (docs/performance.md).
    const publisher = connectRedis(app.config.redisUrl, { connectTimeout: 2000, enableAutoPipelining: true });
    const subscriber = publisher.duplicate({ enableAutoPipelining: false });
    for (const [name, client] of [
      ['publisher', publisher],
      ['subscriber', subscriber],
    ] as const) {
      client.on('error', (err) => app.log.warn({ err: err.message, client: name }, 'realtime redis problem'));
    }
    io.adapter(
      createAdapter(withoutUnhandledFailures(publisher, app), withoutUnhandledFailures(subscriber, app), {
        key: `${app.config.redisPrefix}:socket.io`,
      }),
    );
    // Commands run in order on a connection: once this ping answers, the adapter's subscription is live, so
    // an emit from another process right after boot is not missed.
    await atMost(subscriber.ping(), 2000);

    io.use((socket, next) => {
      const auth = RealtimeHandshakeAuth.safeParse(socket.handshake.auth);
      if (!auth.success) return next(refused('Sign in to connect: send the access token as auth.token'));
      let claims: AccessTokenClaims;
      try {
        claims = app.jwt.verify<AccessTokenClaims>(auth.data.token.replace(/^Bearer\s+/i, ''));
      } catch {
        return next(refused('Your session has expired or is invalid; sign in again'));
      }
      findAccountStanding(app.db, claims.sub).then(
        (user) => {
          if (!user || user.deleted_at || user.suspended_at)
            return next(refused('This account cannot connect; sign in again'));
          socket.data.userId = claims.sub;
          socket.data.expiresAt = claims.exp * 1000;
          next();
        },
        (err: Error) => {
          app.log.error({ err }, 'realtime handshake failed');
          next(new Error('The server could not check your session; try again'));
        },
      );
    });

    io.on('connection', (socket: RealtimeSocket) => {
      void socket.join(userRoom(socket.data.userId));
      const expiry = setTimeout(
        () => socket.disconnect(true),
        Math.max(0, socket.data.expiresAt - Date.now()),
      );
      expiry.unref();
      socket.on('disconnect', () => clearTimeout(expiry));
    });

    app.decorate('io', io);
    app.decorate('realtime', {
      notify(userId, notification) {
        io.to(userRoom(userId)).emit(REALTIME_EVENTS.notificationNew, notification);
      },
      pushMessage(forReceiver, forSender) {
        if (forReceiver.warnings.length === 0) {
          io.to([userRoom(forReceiver.receiver_id), userRoom(forReceiver.sender_id)]).emit(
            REALTIME_EVENTS.messageNew,
            forSender,
          );
          return;
        }
        io.to(userRoom(forReceiver.receiver_id)).emit(REALTIME_EVENTS.messageNew, forReceiver);
        io.to(userRoom(forSender.sender_id)).emit(REALTIME_EVENTS.messageNew, forSender);
      },
      pushConversation(userId, conversation) {
        io.to(userRoom(userId)).emit(REALTIME_EVENTS.conversationUpdated, conversation);
      },
    } satisfies Realtime);

    // Sockets are closed before the HTTP server, which would otherwise wait for their connections.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      // Auto-pipelined publishes are flushed on the next turn of the event loop: let the last ones go out.
      await new Promise((resolve) => setImmediate(resolve));
      await io.close();
      // QUIT after the adapter's unsubscribes, so their replies arrive before the connections close.
      await atMost(Promise.all([subscriber.quit(), publisher.quit()]), 1000);
      publisher.disconnect();
      subscriber.disconnect();
    });
  },
  { name: 'realtime', dependencies: ['authentication', 'database'] },
);

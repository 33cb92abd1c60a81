import type { ClientToServerEvents, ServerToClientEvents } from '@ile/shared/realtime/events';
import { io, type Socket } from 'socket.io-client';
import { getAccessToken, refreshSession } from './api-client';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let shared: RealtimeSocket | null = null;
let holders = 0;

/**
 * The tab's one socket.io connection, shared by the inbox and the live notifications: opened by the first
 * holder, closed when the last lets go. Only lazily loaded chunks import this file, so socket.io-client is
 * never part of a page's first load.
 */
export function acquireRealtimeSocket(): { socket: RealtimeSocket; release: () => void } {
  if (!shared) {
    // The callback form re-reads the token on every (re)connection, so a refreshed token is used.
    // WebSocket first: one connection, so a load balancer in front of several api hosts needs no sticky
    // sessions; long-polling stays as the fallback for networks that block WebSocket.
    const socket: RealtimeSocket = io({
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      auth: (send) => send({ token: getAccessToken() ?? '' }),
    });
    socket.on('connect_error', async (error) => {
      // A refused handshake is not retried by socket.io: refresh the token once, then try again.
      const status = (error as Error & { data?: { status?: number } }).data?.status;
      if (status === 401 && (await refreshSession())) socket.connect();
    });
    shared = socket;
  }
  const socket = shared;
  holders += 1;
  let held = true;
  return {
    socket,
    release() {
      if (!held) return;
      held = false;
      holders -= 1;
      if (holders === 0 && shared === socket) {
        socket.removeAllListeners();
        socket.disconnect();
        shared = null;
      }
    },
  };
}

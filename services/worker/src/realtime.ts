import { type Notification, REALTIME_EVENTS, userRoom } from '@ile/shared';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';

/** What handlers push live to users' open tabs. */
export interface RealtimeEmitter {
  /** `notification:new` to every open tab of the user, on whichever api process holds it. */
  notify(userId: string, notification: Notification): void;
}

/**
 * Emits through the api's socket.io Redis adapter (services/api/src/plugins/app/realtime.ts): the same key
 * (`<prefix>:socket.io`), so every api process delivers to the user's sockets. A user with no tab open
 * misses nothing: the notice is stored and listed on the notifications page.
 */
export function createRealtimeEmitter(redis: Redis, prefix: string): RealtimeEmitter {
  const emitter = new Emitter(redis, { key: `${prefix}:socket.io` });
  return {
    notify(userId, notification) {
      emitter.to(userRoom(userId)).emit(REALTIME_EVENTS.notificationNew, notification);
    },
  };
}

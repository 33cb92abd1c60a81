import { createLocalStorage, type Storage } from '@ile/db/storage/local-storage';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Media storage: a local folder served at /media (object storage would sit behind the same interface). */
export default fp<{ mediaDir: string }>(
  async function storage(app: FastifyInstance, options) {
    app.decorate('storage', createLocalStorage(options.mediaDir));
  },
  { name: 'storage' },
);

import { createLocalStorage, type Storage } from '@ile/db/storage/local-storage';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    privateStorage: Storage;
  }
}

/**
 * Media storage (a local folder served at /media) and private storage (never served directly); object
 * storage would sit behind the same interface.
 */
export default fp<{ mediaDir: string; privateDir: string }>(
  async function storage(app: FastifyInstance, options) {
    app.decorate('storage', createLocalStorage(options.mediaDir));
    app.decorate('privateStorage', createLocalStorage(options.privateDir));
  },
  { name: 'storage' },
);

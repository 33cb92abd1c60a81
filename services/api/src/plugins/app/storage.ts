import { createStorages, type StorageConfig } from '@ile/db/storage/create-storage';
import type { Storage } from '@ile/db/storage/storage';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public media: listing variants, avatars, message and ticket pictures. */
    storage: Storage;
    /** Never public: upload originals, documents, proofs, data exports; read through the api's checks. */
    privateStorage: Storage;
  }
}

/** Media and private storage: two local folders (the api serves the media one at /media) or two buckets. */
export default fp<StorageConfig>(
  async function storage(app: FastifyInstance, config) {
    const storages = createStorages(config);
    app.decorate('storage', storages.media);
    app.decorate('privateStorage', storages.private);
  },
  { name: 'storage' },
);

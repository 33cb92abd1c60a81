import { join } from 'node:path';
import { createLocalStorage, type Storage } from '@ile/db';

/** Where the hosts keep pictures, originals and exports: the one shared store of files. */
export interface ObjectStore {
  description: string;
  /** What the api and worker hosts are started with to use it. */
  environment: Record<string, string>;
  /** The seed's storages (it writes through the same interface as the hosts). */
  storagesFor(localDir: string): { storage: Storage; privateStorage: Storage };
  close(): Promise<void>;
}

/** Placeholder until the s3 driver lands: local folders, which no other host can see. */
export async function startObjectStore(_dir: string, _address: string): Promise<ObjectStore> {
  return {
    description: 'no object store (local folders)',
    environment: {},
    storagesFor: (localDir) => ({
      storage: createLocalStorage(join(localDir, 'media')),
      privateStorage: createLocalStorage(join(localDir, 'private')),
    }),
    async close() {},
  };
}

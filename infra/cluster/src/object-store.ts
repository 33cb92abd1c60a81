import { createStorages, type Storage } from '@ile/db';
import { startTestS3Server, TEST_BUCKETS } from '@ile/db/testing/s3-server';

/** Where the hosts keep pictures, originals and exports: the one store of files they share. */
export interface ObjectStore {
  description: string;
  /** What the api and worker hosts are started with to use it. */
  environment: Record<string, string>;
  /** The seed's storages: it writes through the same interface as the hosts. */
  storages: { storage: Storage; privateStorage: Storage };
  close(): Promise<void>;
}

/**
 * An S3-compatible store (s3rver) on the data services' address, with a public media bucket and a private
 * one: what MinIO, R2 or S3 is in production.
 */
export async function startObjectStore(address: string): Promise<ObjectStore> {
  const server = await startTestS3Server(Object.values(TEST_BUCKETS), address);
  const config = server.storageConfig();
  const storages = createStorages(config);
  return {
    description: `S3-compatible store ${server.endpoint}`,
    environment: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: server.endpoint,
      S3_REGION: server.settings.region,
      S3_BUCKET_MEDIA: TEST_BUCKETS.media,
      S3_BUCKET_PRIVATE: TEST_BUCKETS.private,
      S3_ACCESS_KEY_ID: server.settings.accessKeyId as string,
      S3_SECRET_ACCESS_KEY: server.settings.secretAccessKey as string,
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_PUBLIC_URL: config.mediaPublicUrl as string,
    },
    storages: { storage: storages.media, privateStorage: storages.private },
    close: () => server.close(),
  };
}

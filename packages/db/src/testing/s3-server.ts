/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../storage/create-storage';
import type { S3Settings } from '../storage/s3-storage';
import { freePort } from './free-port';

/** The credentials s3rver accepts. */
const ACCESS_KEY = 'S3RVER';

/**
 * A local S3-compatible server (s3rver, in this process, files in a temporary folder) for tests and the
 * images benchmark. `stop` and `start` take it away and bring it back on the same port with the same
 * objects, to play an unreachable store.
 */
export interface TestS3Server {
  readonly endpoint: string;
  readonly settings: S3Settings;
  /** The s3 StorageConfig over two buckets of this server (created when it started). */
  storageConfig(buckets?: { media: string; private: string }): StorageConfig;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its files. */
  close(): Promise<void>;
}

export const TEST_BUCKETS = { media: 'ile-media', private: 'ile-private' } as const;

/** How to reach a test S3 server at `endpoint` (s3rver's credentials, path-style addressing). */
export function testS3Settings(endpoint: string): S3Settings {
  return {
    endpoint,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
    // An unreachable local port is refused at once; keep a hung one from holding a test for long.
    connectionTimeoutMs: 1000,
    requestTimeoutMs: 10_000,
  };
}

/** The s3 StorageConfig over two buckets of the test S3 server at `endpoint`. */
export function testS3StorageConfig(
  endpoint: string,
  names: { media: string; private: string } = TEST_BUCKETS,
): StorageConfig {
  return {
    driver: 's3',
    s3: testS3Settings(endpoint),
    mediaBucket: names.media,
    privateBucket: names.private,
    mediaPublicUrl: `${endpoint}/${names.media}`,
  };
}

/** `address`: where it listens (default loopback; the cluster proof's bridge address for its hosts). */
export async function startTestS3Server(
  buckets: readonly string[] = Object.values(TEST_BUCKETS),
  address = '127.0.0.1',
): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'ile-s3-'));
  const port = await freePort();
  let server: S3rver | undefined;
  const start = async () => {
    if (server) return;
    const next = new S3rver({
      address,
      port,
      silent: true,
      directory,
      configureBuckets: buckets.map((name) => ({ name })),
    });
    await next.run();
    server = next;
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    const closed = running.close();
    // Clients keep sockets alive; an unreachable store drops them, as a stopped process would.
    running.httpServer?.closeAllConnections();
    await closed;
  };
  await start();
  const endpoint = `http://${address}:${port}`;
  return {
    endpoint,
    settings: testS3Settings(endpoint),
    storageConfig: (names = TEST_BUCKETS) => testS3StorageConfig(endpoint, names),
    start,
    stop,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertSignedUrlSeconds,
  assertValidKey,
  contentTypeOfKey,
  type Storage,
  StorageUnavailableError,
} from './storage';

/** How to reach an S3-compatible store (AWS S3, Cloudflare R2, MinIO, ...). */
export interface S3Settings {
  /** The store's URL; unset means AWS S3 for the region. */
  endpoint?: string;
  region: string;
  /** Unset: the AWS SDK's default credential chain (environment, instance role, ...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO, most self-hosted stores). */
  forcePathStyle: boolean;
  /** Give up connecting after this long (default 3 s), so an unreachable store answers quickly. */
  connectionTimeoutMs?: number;
  /** Give up on a request whose socket stays silent this long (default 30 s). */
  requestTimeoutMs?: number;
  /** Attempts per request, with the SDK's backoff between them (default 3). */
  maxAttempts?: number;
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    maxAttempts: settings.maxAttempts ?? 3,
    // Checksums only where S3 requires them: R2, MinIO releases and other S3-compatible stores do not all
    // understand the newer default (CRC32 trailers on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: settings.connectionTimeoutMs ?? 3000,
      requestTimeout: settings.requestTimeoutMs ?? 30_000,
    },
  });
}

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** Cache-Control stored with every object (the media bucket's are immutable: keys are never rewritten). */
  cacheControl?: string;
}

/** Streams at least this large go up in parts (S3's smallest part), a few parts in flight at most. */
const PART_BYTES = 5 * 1024 * 1024;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'ServiceUnavailable',
  'SlowDown',
  'InternalError',
]);

/** Whether an SDK error means the store cannot be reached or cannot serve right now. */
export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, name, cause, $metadata } = error as {
    code?: unknown;
    name?: unknown;
    cause?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  if (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) return true;
  if (($metadata?.httpStatusCode ?? 0) >= 500) return true;
  return isStoreUnavailable(cause, depth + 1);
}

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/** A bucket of an S3-compatible store. Errors meaning "unreachable" become StorageUnavailableError. */
export function createS3Storage({ client, bucket, cacheControl }: S3StorageOptions): Storage {
  const call = async <T>(what: string, key: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (isStoreUnavailable(error))
        throw new StorageUnavailableError(
          `object storage unavailable (${what} ${bucket}/${key}): ${(error as Error).message}`,
          { cause: error },
        );
      throw error;
    }
  };
  const objectOf = (key: string) => {
    assertValidKey(key);
    return { Bucket: bucket, Key: key };
  };
  const written = (key: string) => ({
    ...objectOf(key),
    ContentType: contentTypeOfKey(key),
    ...(cacheControl ? { CacheControl: cacheControl } : {}),
  });
  const getObject = (key: string) =>
    call('get', key, async () => {
      try {
        return await client.send(new GetObjectCommand(objectOf(key)));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    });

  return {
    driver: 's3',
    async put(key, data) {
      const params = written(key);
      await call('put', key, async () => {
        if (Buffer.isBuffer(data)) {
          await client.send(new PutObjectCommand({ ...params, Body: data, ContentLength: data.length }));
          return;
        }
        // A multipart upload of unknown length: at most queueSize parts in memory; a failure aborts it,
        // so no half object is ever visible.
        await new Upload({
          client,
          params: { ...params, Body: data as Readable },
          partSize: PART_BYTES,
          queueSize: 2,
        }).done();
      });
    },
    async get(key) {
      const answer = await getObject(key);
      if (!answer?.Body) return undefined;
      const body = answer.Body;
      return call('get', key, async () => {
        const bytes = await body.transformToByteArray();
        // A view, not Buffer.from(bytes): a copy of a 12 MP original costs the worker's core for nothing.
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      });
    },
    async getStream(key) {
      const answer = await getObject(key);
      if (!answer?.Body) return undefined;
      return { body: answer.Body as Readable, bytes: answer.ContentLength ?? 0 };
    },
    async has(key) {
      return call('head', key, async () => {
        try {
          await client.send(new HeadObjectCommand(objectOf(key)));
          return true;
        } catch (error) {
          if (isMissing(error)) return false;
          throw error;
        }
      });
    },
    async remove(key) {
      await call('delete', key, () => client.send(new DeleteObjectCommand(objectOf(key))));
    },
    async signedUrl(key, seconds) {
      assertSignedUrlSeconds(seconds);
      return getSignedUrl(client, new GetObjectCommand(objectOf(key)), { expiresIn: seconds });
    },
  };
}

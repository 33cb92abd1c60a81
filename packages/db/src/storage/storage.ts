import type { Readable } from 'node:stream';

/**
 * Where files live, whatever holds them: a local folder (`local-storage.ts`) or an S3-compatible bucket
 * (`s3-storage.ts`); `create-storage.ts` picks one by configuration. Keys are relative paths
 * (`properties/<id>/<imageId>/640.webp`); the media storage's are public through `MEDIA_PUBLIC_URL` (or
 * `/media` when local), the private storage's never are.
 */
export interface Storage {
  readonly driver: StorageDriver;
  /**
   * Writes the whole file under `key`, replacing any earlier one; readers see the old file or the new one,
   * never half of either. A stream is written as it arrives (no whole-file buffering).
   */
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** The file as a stream and its size in bytes, or undefined when there is none. */
  getStream(key: string): Promise<StoredFile | undefined>;
  has(key: string): Promise<boolean>;
  /** Deletes the file if it is there; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /**
   * A URL anyone holding it may GET the file with for `seconds` (at most MAX_SIGNED_URL_SECONDS), or
   * undefined when the driver has none (local folders). Only for a caller already checked to be allowed.
   */
  signedUrl(key: string, seconds: number): Promise<string | undefined>;
}

export type StorageDriver = 'local' | 's3';

export interface StoredFile {
  body: Readable;
  bytes: number;
}

/** A presigned URL lives at most this long (5 minutes). */
export const MAX_SIGNED_URL_SECONDS = 300;

/**
 * The store cannot be reached right now (refused, reset, timed out, or it answered 5xx): a temporary state,
 * not a bug. The api answers 503 with Retry-After; the worker's job fails and is retried with backoff.
 */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

// Keys are relative paths of plain segments: letters, digits, '.', '_', '-', separated by '/'.
const KEY_PATTERN = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.length > 512)
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

export function assertSignedUrlSeconds(seconds: number): void {
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_SIGNED_URL_SECONDS)
    throw new RangeError(`a signed URL lives 1 to ${MAX_SIGNED_URL_SECONDS} whole seconds, not ${seconds}`);
}

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  json: 'application/json',
};

/** The content type a key's extension stands for (what a bucket or CDN answers with). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * Removes files no row refers to any more (or ever did: uploads whose request failed). When the store is
 * unreachable they stay behind, harmless since nothing points at them, and the caller's answer stands: a
 * change already committed is not reported as failed. Any other error is thrown.
 */
export async function removeUnreferenced(storage: Storage, keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  for (const result of results)
    if (result.status === 'rejected' && !(result.reason instanceof StorageUnavailableError))
      throw result.reason;
}

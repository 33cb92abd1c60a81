import { z } from 'zod';
import { parseEnv } from '../server-env';
import { createLocalStorage, resolveMediaDir, resolvePrivateDir } from './local-storage';
import { createS3Client, createS3Storage, type S3Settings } from './s3-storage';
import type { Storage } from './storage';

const httpUrl = () => z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
// S3's bucket naming rules, which R2 and MinIO share.
const bucketName = () =>
  z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, "." or "-")',
    );

/** The storage settings the api, the worker and the seed read, validated the same way. */
export const StorageEnvFields = {
  /** `local` (default): folders MEDIA_DIR and PRIVATE_DIR; `s3`: two buckets of an S3-compatible store. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: httpUrl().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET_MEDIA: bucketName().optional(),
  S3_BUCKET_PRIVATE: bucketName().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .default(false),
  /** Where browsers fetch public media from (a CDN or the media bucket's public URL); default `/media`. */
  MEDIA_PUBLIC_URL: httpUrl().optional(),
};

const StorageEnvSchema = z.object(StorageEnvFields);
export type StorageEnv = z.infer<typeof StorageEnvSchema>;

/** The cross-field rules of StorageEnvFields; call it from the schema's superRefine. */
export function checkStorageEnv(env: StorageEnv, ctx: z.RefinementCtx): void {
  if (env.STORAGE_DRIVER !== 's3') return;
  const need = (name: keyof StorageEnv, why: string) => {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `must be set when ${why}` });
  };
  need('S3_BUCKET_MEDIA', 'STORAGE_DRIVER=s3');
  need('S3_BUCKET_PRIVATE', 'STORAGE_DRIVER=s3');
  need('MEDIA_PUBLIC_URL', 'STORAGE_DRIVER=s3 (the media bucket is not served under /media)');
  if (env.S3_BUCKET_MEDIA && env.S3_BUCKET_MEDIA === env.S3_BUCKET_PRIVATE)
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET_PRIVATE'],
      message: 'must differ from S3_BUCKET_MEDIA (private files are never public)',
    });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    need('S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY is');
    need('S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID is');
  }
}

/** Where public media and private files live. */
export type StorageConfig = (
  | { driver: 'local'; mediaDir: string; privateDir: string }
  | { driver: 's3'; s3: S3Settings; mediaBucket: string; privateBucket: string }
) & {
  /** The absolute URL public media keys are appended to, without a trailing slash; undefined: `/media`. */
  mediaPublicUrl: string | undefined;
};

/** The storage configuration from validated settings; `dirs` are the local folders (absolute). */
export function storageConfigOf(
  env: StorageEnv,
  dirs: { mediaDir: string; privateDir: string },
): StorageConfig {
  const mediaPublicUrl = env.MEDIA_PUBLIC_URL?.replace(/\/+$/, '');
  if (env.STORAGE_DRIVER === 'local') return { driver: 'local', ...dirs, mediaPublicUrl };
  return {
    driver: 's3',
    s3: {
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    },
    mediaBucket: env.S3_BUCKET_MEDIA as string,
    privateBucket: env.S3_BUCKET_PRIVATE as string,
    mediaPublicUrl,
  };
}

export interface Storages {
  /** Public: listing variants, avatars, message and ticket pictures. */
  media: Storage;
  /** Never public: upload originals, registration documents, ID proofs, data exports. */
  private: Storage;
}

/** Media keys are never rewritten (a new picture gets a new key), so caches may keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function createStorages(config: StorageConfig): Storages {
  if (config.driver === 'local')
    return { media: createLocalStorage(config.mediaDir), private: createLocalStorage(config.privateDir) };
  const client = createS3Client(config.s3);
  return {
    media: createS3Storage({ client, bucket: config.mediaBucket, cacheControl: MEDIA_CACHE_CONTROL }),
    private: createS3Storage({ client, bucket: config.privateBucket, cacheControl: 'private, no-store' }),
  };
}

const StandaloneSchema = StorageEnvSchema.extend({
  MEDIA_DIR: z.string().optional(),
  PRIVATE_DIR: z.string().optional(),
}).superRefine(checkStorageEnv);

/**
 * The storages the environment names, for the scripts that have no config module of their own (the seed,
 * the launcher): MEDIA_DIR and PRIVATE_DIR as resolveMediaDir and resolvePrivateDir read them.
 */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  return storageConfigOf(parseEnv(StandaloneSchema, env), {
    mediaDir: resolveMediaDir(env),
    privateDir: resolvePrivateDir(env),
  });
}

import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isAllowHostsList,
  type PhotoAddressPolicy,
  photoAddressPolicyOf,
} from '@ile/db/media/photo-address-policy';
import { parseEnv, ServerEnvFields } from '@ile/db/server-env';
import {
  checkStorageEnv,
  type StorageConfig,
  StorageEnvFields,
  storageConfigOf,
} from '@ile/db/storage/create-storage';
import { z } from 'zod';

export const DEFAULT_MAIL_FROM = 'Ile <no-reply@ile.test>';
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * Files only their owner may fetch (data exports), through the api. Never under MEDIA_DIR, which the api
 * serves publicly at /media.
 */
export const DEFAULT_PRIVATE_DIR = resolve(repoRoot, '.data/private');
/** Public files (image variants) the api serves at /media; the api's MEDIA_DIR must be the same folder. */
export const DEFAULT_MEDIA_DIR = resolve(repoRoot, '.data/media');
export const DEFAULT_RATES_REFRESH_EVERY_HOURS = 6;

const httpUrl = () => z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const EnvSchema = z
  .object({
    ...ServerEnvFields,
    ...StorageEnvFields,
    OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
    OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** Unset: mail is caught (recorded in the emails table, never sent). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
    PUBLIC_URL: z.url().default(DEFAULT_PUBLIC_URL),
    PRIVATE_DIR: z.string().min(1).default(DEFAULT_PRIVATE_DIR),
    MEDIA_DIR: z.string().min(1).default(DEFAULT_MEDIA_DIR),
    /** Unset: no rate provider; the (seeded) table is kept as it is. */
    RATES_API_URL: httpUrl().optional(),
    RATES_API_KEY: z.string().optional(),
    RATES_REFRESH_EVERY_HOURS: z.coerce.number().min(0.1).max(168).default(DEFAULT_RATES_REFRESH_EVERY_HOURS),
    /** Unset: listings are placed at their state's or district's centroid, with no network call. */
    GEOCODER_URL: httpUrl().optional(),
    GEOCODER_USER_AGENT: z.string().min(3).optional(),
    /** Instant saved-search alerts matched within this many seconds share one email. */
    ALERT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    /**
     * TEST-ONLY: exact host:port pairs imported listings' photos may be fetched from although they are not
     * public addresses (a test's local photo server). Never set in production.
     */
    IMPORT_PHOTO_ALLOW_HOSTS: z
      .string()
      .optional()
      .refine(isAllowHostsList, 'must be exact host:port pairs separated by commas (tests only)'),
  })
  .superRefine(checkStorageEnv);

export interface WorkerConfig {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  logLevel: string;
  outboxPollMs: number;
  outboxBatchSize: number;
  concurrency: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The origin users reach, without a trailing slash; links in emails start with it. */
  publicUrl: string;
  /** Absolute; where data exports are written (exports/<userId>/<exportId>.json). */
  privateDir: string;
  /** Absolute; where image variants are written (properties/<propertyId>/<imageId>/<width>.<ext>). */
  mediaDir: string;
  /** These folders (default) or two buckets of an S3-compatible store, as the api's. */
  storage: StorageConfig;
  /** A currencylayer-style `live` endpoint's base URL, without `/live`; undefined = no provider. */
  ratesApiUrl: string | undefined;
  ratesApiKey: string | undefined;
  ratesRefreshEveryHours: number;
  /** A Nominatim-compatible geocoder's base URL, without `/search`; undefined = centroids only. */
  geocoderUrl: string | undefined;
  /** Nominatim's usage policy asks for a User-Agent that identifies the application. */
  geocoderUserAgent: string;
  /** Instant saved-search alerts matched within one window of this length share an email. */
  alertWindowMs: number;
  /** Where imported listings' photos may come from: public addresses, plus the test-only allow-list. */
  importPhotoPolicy: PhotoAddressPolicy;
}

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const e = parseEnv(EnvSchema, env);
  return {
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    outboxPollMs: e.OUTBOX_POLL_MS,
    outboxBatchSize: e.OUTBOX_BATCH_SIZE,
    concurrency: e.WORKER_CONCURRENCY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    privateDir: resolve(e.PRIVATE_DIR),
    mediaDir: resolve(e.MEDIA_DIR),
    storage: storageConfigOf(e, { mediaDir: resolve(e.MEDIA_DIR), privateDir: resolve(e.PRIVATE_DIR) }),
    ratesApiUrl: e.RATES_API_URL,
    ratesApiKey: e.RATES_API_KEY,
    ratesRefreshEveryHours: e.RATES_REFRESH_EVERY_HOURS,
    geocoderUrl: e.GEOCODER_URL,
    geocoderUserAgent: e.GEOCODER_USER_AGENT ?? defaultGeocoderUserAgent(e.PUBLIC_URL),
    alertWindowMs: e.ALERT_WINDOW_SECONDS * 1000,
    importPhotoPolicy: photoAddressPolicyOf(e.IMPORT_PHOTO_ALLOW_HOSTS),
  };
}

/** Identifies the product and where to reach its operator, as Nominatim's usage policy asks. */
export const defaultGeocoderUserAgent = (publicUrl: string): string =>
  `Ile property marketplace geocoder (+${publicUrl.replace(/\/+$/, '')})`;

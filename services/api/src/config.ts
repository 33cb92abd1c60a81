import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isAllowHostsList,
  type PhotoAddressPolicy,
  photoAddressPolicyOf,
} from '@ile/db/media/photo-address-policy';
import { DEFAULT_REPLICA_MAX_LAG_MS, DEFAULT_REPLICA_PROBE_INTERVAL_MS } from '@ile/db/read-replica';
import { parseEnv, ServerEnvFields } from '@ile/db/server-env';
import {
  checkStorageEnv,
  type StorageConfig,
  StorageEnvFields,
  storageConfigOf,
} from '@ile/db/storage/create-storage';
import { DEFAULT_MAP_TILES_URL, mapTileOrigins, PAYMENT_PROVIDERS, type PaymentProvider } from '@ile/shared';
import { z } from 'zod';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const DEV_JWT_SECRET = 'ile-development-secret-change-me-in-production';
/** Signs the sandbox provider's webhooks outside production, so the demo pays offline with no setup. */
const DEV_SANDBOX_PAYMENTS_SECRET = 'ile-development-sandbox-payments-secret';
const optionalSecret = z.string().trim().min(1).optional();

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The payment providers' variables; the worker reads the same ones (paymentsConfigFromEnv) to pay out held money. */
const PaymentsEnvFields = {
  PAYMENTS_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
  PAYSTACK_SECRET_KEY: optionalSecret,
  PAYSTACK_PUBLIC_KEY: optionalSecret,
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  FLUTTERWAVE_SECRET_KEY: optionalSecret,
  FLUTTERWAVE_PUBLIC_KEY: optionalSecret,
  FLUTTERWAVE_SECRET_HASH: optionalSecret,
  FLUTTERWAVE_BASE_URL: z.url().default('https://api.flutterwave.com'),
  SANDBOX_PAYMENTS_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The largest reservation deposit an owner may ask for a sale, in minor units (₦500,000 / Le 10,000). */
  RESERVATION_DEPOSIT_CAP_NGN: z.coerce.number().int().positive().default(50_000_000),
  RESERVATION_DEPOSIT_CAP_SLE: z.coerce.number().int().positive().default(1_000_000),
  /** The largest viewing fee an owner may ask, in minor units (₦10,000 / Le 250). */
  VIEWING_FEE_CAP_NGN: z.coerce.number().int().positive().default(1_000_000),
  VIEWING_FEE_CAP_SLE: z.coerce.number().int().positive().default(25_000),
};

const EnvSchema = z
  .object({
    ...ServerEnvFields,
    ...StorageEnvFields,
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    PUBLIC_URL: z.url().default('http://localhost:8080'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(0).default(DEFAULT_REPLICA_MAX_LAG_MS),
    DATABASE_READ_PROBE_MS: z.coerce
      .number()
      .int()
      .min(50)
      .max(60_000)
      .default(DEFAULT_REPLICA_PROBE_INTERVAL_MS),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_JWT_SECRET),
    MEDIA_DIR: z.string().min(1).default(resolve(repoRoot, '.data/media')),
    PRIVATE_DIR: z.string().min(1).default(resolve(repoRoot, '.data/private')),
    SITE_DIST: z.string().min(1).default(resolve(repoRoot, 'apps/site/dist')),
    ADMIN_DIST: z.string().min(1).default(resolve(repoRoot, 'apps/admin/dist')),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    CORS_ORIGINS: z.string().default('http://localhost:5173,http://localhost:5174'),
    TRUST_PROXY: booleanFromEnv.default(false),
    ...PaymentsEnvFields,
    /**
     * TEST-ONLY: exact host:port pairs an imported listing's photo URLs may name although they are not public
     * addresses (a test's local photo server); the worker reads the same variable. Never set in production.
     */
    IMPORT_PHOTO_ALLOW_HOSTS: z
      .string()
      .optional()
      .refine(isAllowHostsList, 'must be exact host:port pairs separated by commas (tests only)'),
    SESSION_IDLE_HOURS: z.coerce.number().positive().default(24),
    REMEMBERED_SESSION_IDLE_DAYS: z.coerce.number().positive().default(30),
    SESSION_MAX_DAYS: z.coerce.number().positive().default(90),
    // The site's build reads the same variable: the api lets pages load tiles from its origins (CSP img-src).
    VITE_MAP_TILES_URL: z
      .string()
      .trim()
      .default(DEFAULT_MAP_TILES_URL)
      .refine(
        (url) => mapTileOrigins(url) !== null,
        'must be an http(s) tile URL such as https://tile.example/{z}/{x}/{y}.png',
      ),
  })
  .superRefine((env, ctx) => {
    checkStorageEnv(env, ctx);
    if (env.NODE_ENV === 'production' && env.JWT_SECRET === DEV_JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set in production' });
    }
    if (env.NODE_ENV === 'production' && env.IMPORT_PHOTO_ALLOW_HOSTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['IMPORT_PHOTO_ALLOW_HOSTS'],
        message: 'is for tests only and must not be set in production',
      });
    }
    if (env.NODE_ENV === 'production' && env.SANDBOX_PAYMENTS_SECRET === DEV_SANDBOX_PAYMENTS_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX_PAYMENTS_SECRET'],
        message: 'must not be the development value in production',
      });
    }
  });

export interface PaymentsConfig {
  /** Used when a checkout names no provider. */
  defaultProvider: PaymentProvider;
  /** A provider whose keys are missing stays null: asking for it is refused, the api still boots. */
  paystack: { secretKey: string; publicKey: string | null; baseUrl: string } | null;
  flutterwave: {
    secretKey: string;
    publicKey: string | null;
    /** The "secret hash" set on Flutterwave's dashboard; webhooks are refused while it is unset. */
    secretHash: string | null;
    baseUrl: string;
  } | null;
  /**
   * The built-in provider that takes no money. On outside production; in production only when it is the
   * configured provider and SANDBOX_PAYMENTS_SECRET is set, so a live deployment cannot be paid for free.
   */
  sandbox: { secret: string } | null;
  /** A sale's reservation deposit cap per currency, minor units. */
  reservationDepositCap: { NGN: number; SLE: number };
  viewingFeeCap: { NGN: number; SLE: number };
}

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string;
  databasePoolSize: number;
  /**
   * A streaming replica for the public catalogue's reads (DATABASE_READ_URL), null when reads stay on the
   * primary. Reads move to the primary while it lags past maxLagMs or is down (@ile/db/read-replica).
   */
  readReplica: { url: string; maxLagMs: number; probeIntervalMs: number } | null;
  redisUrl: string;
  redisPrefix: string;
  jwtSecret: string;
  /** The local media folder, served at /media when the storage driver is local. */
  mediaDir: string;
  /** Files only their owner may fetch through the api (data exports, image originals); never served as is. */
  privateDir: string;
  /** Where media and private files live: these folders (default) or two buckets of an S3-compatible store. */
  storage: StorageConfig;
  siteDist: string;
  adminDist: string;
  logLevel: string;
  bodyLimitBytes: number;
  corsOrigins: string[];
  /** Where the site's map loads its tiles from (VITE_MAP_TILES_URL's origins): allowed by the CSP. */
  mapTileOrigins: string[];
  trustProxy: boolean;
  payments: PaymentsConfig;
  sessions: SessionLifetimes;
  /** Where imported listings' photo URLs may point: public addresses, plus the test-only allow-list. */
  importPhotoPolicy: PhotoAddressPolicy;
}

/**
 * How long a sign-in (a refresh-token family) lasts. Idle: a refresh token unused this long expires (each
 * refresh issues a new one with a fresh idle window). Absolute: no refresh extends a family past this much
 * time after its sign-in; then the person signs in again.
 */
export interface SessionLifetimes {
  /** A browser-session sign-in (no "Remember my login"); its cookie also ends with the browser. */
  idleMs: number;
  /** "Remember my login": the cookie is persistent and lasts as long as the token. */
  rememberedIdleMs: number;
  absoluteMs: number;
}

/** Reads the environment; empty strings count as unset so a blank line in a .env file means "use the default". */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parseEnv(EnvSchema, env);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    readReplica: e.DATABASE_READ_URL
      ? {
          url: e.DATABASE_READ_URL,
          maxLagMs: e.DATABASE_READ_MAX_LAG_MS,
          probeIntervalMs: e.DATABASE_READ_PROBE_MS,
        }
      : null,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret: e.JWT_SECRET,
    mediaDir: resolve(e.MEDIA_DIR),
    privateDir: resolve(e.PRIVATE_DIR),
    storage: storageConfigOf(e, { mediaDir: resolve(e.MEDIA_DIR), privateDir: resolve(e.PRIVATE_DIR) }),
    siteDist: resolve(e.SITE_DIST),
    adminDist: resolve(e.ADMIN_DIST),
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    mapTileOrigins: mapTileOrigins(e.VITE_MAP_TILES_URL) ?? [],
    trustProxy: e.TRUST_PROXY,
    payments: paymentsConfig(e),
    sessions: {
      idleMs: e.SESSION_IDLE_HOURS * 3600_000,
      rememberedIdleMs: e.REMEMBERED_SESSION_IDLE_DAYS * 86_400_000,
      absoluteMs: e.SESSION_MAX_DAYS * 86_400_000,
    },
    importPhotoPolicy: photoAddressPolicyOf(e.IMPORT_PHOTO_ALLOW_HOSTS),
  };
}

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/**
 * The payments configuration alone, from the environment: the worker pays held money out through the same
 * providers (docs/payments.md, "Held payments"). Refuses the development sandbox secret in production.
 */
export function paymentsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const e = z
    .object({
      NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
      ...PaymentsEnvFields,
    })
    .parse(env);
  if (e.NODE_ENV === 'production' && e.SANDBOX_PAYMENTS_SECRET === DEV_SANDBOX_PAYMENTS_SECRET) {
    throw new Error('SANDBOX_PAYMENTS_SECRET must not be the development value in production');
  }
  return paymentsConfig(e);
}

function paymentsConfig(
  e: z.infer<z.ZodObject<typeof PaymentsEnvFields>> & { NODE_ENV: 'development' | 'test' | 'production' },
): PaymentsConfig {
  const production = e.NODE_ENV === 'production';
  const sandboxSecret = production
    ? e.PAYMENTS_PROVIDER === 'sandbox'
      ? e.SANDBOX_PAYMENTS_SECRET
      : undefined
    : (e.SANDBOX_PAYMENTS_SECRET ?? DEV_SANDBOX_PAYMENTS_SECRET);
  return {
    defaultProvider: e.PAYMENTS_PROVIDER,
    paystack: e.PAYSTACK_SECRET_KEY
      ? {
          secretKey: e.PAYSTACK_SECRET_KEY,
          publicKey: e.PAYSTACK_PUBLIC_KEY ?? null,
          baseUrl: withoutTrailingSlash(e.PAYSTACK_BASE_URL),
        }
      : null,
    flutterwave: e.FLUTTERWAVE_SECRET_KEY
      ? {
          secretKey: e.FLUTTERWAVE_SECRET_KEY,
          publicKey: e.FLUTTERWAVE_PUBLIC_KEY ?? null,
          secretHash: e.FLUTTERWAVE_SECRET_HASH ?? null,
          baseUrl: withoutTrailingSlash(e.FLUTTERWAVE_BASE_URL),
        }
      : null,
    sandbox: sandboxSecret ? { secret: sandboxSecret } : null,
    reservationDepositCap: { NGN: e.RESERVATION_DEPOSIT_CAP_NGN, SLE: e.RESERVATION_DEPOSIT_CAP_SLE },
    viewingFeeCap: { NGN: e.VIEWING_FEE_CAP_NGN, SLE: e.VIEWING_FEE_CAP_SLE },
  };
}

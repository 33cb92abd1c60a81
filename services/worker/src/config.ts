import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv, ServerEnvFields } from '@ile/db/server-env';
import { z } from 'zod';

export const DEFAULT_MAIL_FROM = 'Ile <no-reply@ile.test>';
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * Files only their owner may fetch (data exports), through the api. Never under MEDIA_DIR, which the api
 * serves publicly at /media.
 */
export const DEFAULT_PRIVATE_DIR = resolve(repoRoot, '.data/private');

const EnvSchema = z.object({
  ...ServerEnvFields,
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
});

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
  };
}

import { parseEnv, ServerEnvFields } from '@ile/db/server-env';
import { z } from 'zod';

const EnvSchema = z.object({
  ...ServerEnvFields,
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
});

export interface WorkerConfig {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  logLevel: string;
  outboxPollMs: number;
  outboxBatchSize: number;
  concurrency: number;
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
  };
}

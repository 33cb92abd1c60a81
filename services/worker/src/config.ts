import { z } from 'zod';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .default('postgres://postgres@127.0.0.1:5432/ile'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9:_-]+$/)
    .default('ile'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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

export class WorkerConfigError extends Error {}

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new WorkerConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
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

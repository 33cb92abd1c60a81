import { z } from 'zod';
import { redisUrlProblem } from './redis';

/** Environment settings both server processes (api and worker) read, validated the same way. */
export const ServerEnvFields = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .default('postgres://postgres@127.0.0.1:5432/ile'),
  // redis://, rediss:// or redis+sentinel:// (a Sentinel set): see redis.ts.
  REDIS_URL: z
    .string()
    .superRefine((url, ctx) => {
      const problem = redisUrlProblem(url);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .default('redis://127.0.0.1:6379'),
  // Every key the api and the worker write starts with it. `{ile}` (a hash tag) puts them all in one slot,
  // as BullMQ needs on Redis Cluster.
  REDIS_PREFIX: z
    .string()
    .regex(
      /^[a-zA-Z0-9:_-]*(\{[a-zA-Z0-9:_-]+\})?[a-zA-Z0-9:_-]*$/,
      'may hold only letters, digits, ":", "_", "-" and one {hash tag}, e.g. {ile}',
    )
    .min(1)
    .default('ile'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment; empty strings count as unset, and every problem names its variable. */
export function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return parsed.data;
}

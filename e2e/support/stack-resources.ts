import { createHash } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { isAlive } from './process-tree';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// A run is far shorter than this; anything older was left by a run that was killed before its teardown.
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;
// Several machines may share one PostgreSQL: only this machine's runs can be checked for a live process.
const HOST = createHash('sha256').update(hostname()).digest('hex').slice(0, 4);

export interface RunNames {
  /** `<UTC start, to the second>_<host>_<pid>`: when, where and by which process the run was made. */
  id: string;
  database: string;
  redisPrefix: string;
}

export function runNames(now = new Date()): RunNames {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const id = `${stamp}_${HOST}_${process.pid}`;
  return { id, database: `ile_e2e_${id}`, redisPrefix: `ile-e2e-${id}` };
}

const RUN_ID = /(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})_([0-9a-f]{4})_(\d+)/;

/** A run's leftover: its process on this machine has ended, or it is older than any run could be. */
export function isLeftover(name: string): boolean {
  const match = RUN_ID.exec(name);
  if (!match) return false;
  const [y, mo, d, h, mi, s] = match.slice(1, 7).map(Number);
  if (Date.now() - Date.UTC(y as number, (mo as number) - 1, d, h, mi, s) > STALE_AFTER_MS) return true;
  return match[7] === HOST && !isAlive(Number(match[8]));
}

export function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function dropDatabase(name: string): Promise<void> {
  // FORCE ends connections a killed api or worker may have left open.
  return withAdmin(async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  });
}

export async function listE2eDatabases(): Promise<string[]> {
  return withAdmin(async (admin) => {
    const found = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'ile\\_e2e\\_%'",
    );
    return found.rows.map((row) => row.datname);
  });
}

async function scanKeys(redis: Redis, pattern: string, each: (keys: string[]) => Promise<unknown>) {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = next;
    if (keys.length > 0) await each(keys);
  } while (cursor !== '0');
}

export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await scanKeys(redis, `${prefix}:*`, (keys) => redis.del(...keys));
  } finally {
    redis.disconnect();
  }
}

/**
 * Forgets the api's rate-limit counters. Every journey comes from 127.0.0.1, so a whole run's sign-ups and
 * logins would add up past the per-IP limits a real visitor has; each test starts as a fresh visitor.
 */
export async function resetRateLimits(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await scanKeys(redis, `${prefix}:rate:*`, (keys) => redis.del(...keys));
  } finally {
    redis.disconnect();
  }
}

/** Drops databases, Redis keys and folders of earlier runs that never reached their teardown (killed, crashed). */
export async function sweepLeftovers(log: (line: string) => void): Promise<void> {
  for (const entry of readdirSync(tmpdir()).filter((name) => name.startsWith('ile-e2e-') && isLeftover(name)))
    rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  for (const name of (await listE2eDatabases()).filter(isLeftover)) {
    log(`dropping database ${name} left by an earlier run`);
    await dropDatabase(name).catch((error) => log(`could not drop ${name}: ${String(error)}`));
  }
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await scanKeys(redis, 'ile-e2e-*', (keys) => {
      const stale = keys.filter(isLeftover);
      return stale.length > 0 ? redis.del(...stale) : Promise.resolve();
    });
  } finally {
    redis.disconnect();
  }
}

import { Redis, type RedisOptions } from 'ioredis';

/**
 * Redis connections of the api, the worker and the launcher, from REDIS_URL, which takes one of two forms:
 *
 *   redis://[[user]:password@]host[:6379][/db]   (rediss:// for TLS): one Redis, as ioredis reads it.
 *   redis+sentinel://[[user]:password@]host1[:26379][,host2[:26379]...]/<master name>[/db]
 *       [?sentinelUsername=...&sentinelPassword=...]
 *     A Sentinel set: ioredis asks the sentinels (in order) which server is the master named <master
 *     name>, connects to it, and asks again after a failover. user:password are the Redis servers'
 *     (`requirepass`/ACL), sentinelUsername/sentinelPassword the sentinels' own when they require one.
 *
 * Values in the user, password and query parts are percent-encoded as in any URL.
 */
export const SENTINEL_SCHEME = 'redis+sentinel://';
const DEFAULT_SENTINEL_PORT = 26379;

export class RedisUrlError extends Error {}

const SENTINEL_URL = /^redis\+sentinel:\/\/(?:([^@/]*)@)?([^/?#]+)\/([^/?#]+)(?:\/(\d+))?\/?(?:\?([^#]*))?$/;
const HOST_PORT = /^(?:\[([^\]]+)\]|([^:[\]]+))(?::(\d{1,5}))?$/;

/** The ioredis options a `redis+sentinel://` URL names (see above); throws RedisUrlError naming the fault. */
export function sentinelOptions(url: string): RedisOptions {
  const match = SENTINEL_URL.exec(url);
  if (!match)
    throw new RedisUrlError(
      'a Sentinel URL reads redis+sentinel://[[user]:password@]host1[:26379][,host2[:26379]...]/<master name>[/db]',
    );
  const [, userInfo, hostList = '', name = '', database, query] = match;
  const sentinels = hostList.split(',').map((entry) => {
    const hostPort = HOST_PORT.exec(entry.trim());
    const port = Number(hostPort?.[3] ?? DEFAULT_SENTINEL_PORT);
    const host = hostPort?.[1] ?? hostPort?.[2];
    if (!host || !Number.isInteger(port) || port < 1 || port > 65535)
      throw new RedisUrlError(`"${entry}" is not a sentinel's host[:port]`);
    return { host, port };
  });
  const options: RedisOptions = { sentinels, name: decodeURIComponent(name) };
  if (userInfo !== undefined) {
    const colon = userInfo.indexOf(':');
    const username = decodeURIComponent(colon === -1 ? userInfo : userInfo.slice(0, colon));
    const password = colon === -1 ? '' : decodeURIComponent(userInfo.slice(colon + 1));
    if (username) options.username = username;
    if (password) options.password = password;
  }
  if (database !== undefined) options.db = Number(database);
  for (const [key, value] of new URLSearchParams(query ?? '')) {
    if (key === 'sentinelPassword') options.sentinelPassword = value;
    else if (key === 'sentinelUsername') options.sentinelUsername = value;
    else
      throw new RedisUrlError(`unknown Sentinel URL parameter "${key}" (sentinelUsername, sentinelPassword)`);
  }
  return options;
}

/** Whether REDIS_URL is one of the two forms above; the message names the fault. */
export function redisUrlProblem(url: string): string | null {
  if (url.startsWith(SENTINEL_SCHEME)) {
    try {
      sentinelOptions(url);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  }
  return /^rediss?:\/\//.test(url) ? null : 'must be a redis://, rediss:// or redis+sentinel:// URL';
}

/** A connection to the Redis REDIS_URL names (one server or a Sentinel set), with `options` on top. */
export function connectRedis(url: string, options: RedisOptions = {}): Redis {
  if (url.startsWith(SENTINEL_SCHEME)) return new Redis({ ...sentinelOptions(url), ...options });
  return new Redis(url, options);
}

/**
 * BullMQ keeps jobs, their locks and the queues' bookkeeping in ordinary keys: a Redis that evicts keys under
 * memory pressure (any maxmemory-policy but noeviction) can drop them silently, losing or repeating jobs.
 * Answers the warning to log, or null when the policy is noeviction or cannot be read (CONFIG disabled, as on
 * some managed services: then the operator's documentation is the check).
 */
export async function evictionPolicyWarning(redis: Redis): Promise<string | null> {
  let policy: string | undefined;
  try {
    const answer = (await redis.config('GET', 'maxmemory-policy')) as string[];
    policy = answer[1];
  } catch {
    return null;
  }
  if (policy === undefined || policy === 'noeviction') return null;
  return (
    `Redis maxmemory-policy is "${policy}", not "noeviction": when Redis reaches maxmemory it may evict ` +
    'queued jobs and their locks, so jobs are lost or run twice. Set ' +
    '`maxmemory-policy noeviction` (redis.conf or CONFIG SET) on this Redis.'
  );
}

/** Checks the eviction policy once, as soon as `redis` is connected (now, or on its first connection). */
export function warnIfEvicting(redis: Redis, warn: (message: string) => void): Promise<void> {
  const check = () => evictionPolicyWarning(redis).then((warning) => (warning ? warn(warning) : undefined));
  if (redis.status === 'ready') return check();
  return new Promise((resolve) => redis.once('ready', () => void check().then(resolve)));
}

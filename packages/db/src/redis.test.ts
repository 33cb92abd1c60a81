import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connectRedis,
  evictionPolicyWarning,
  RedisUrlError,
  redisUrlProblem,
  sentinelOptions,
  warnIfEvicting,
} from './redis';
import { type PrivateRedis, startPrivateRedis } from './testing/private-redis';
import { TEST_REDIS_URL } from './testing/test-database';
import { waitFor } from './testing/wait-for';

/** One command on a connection of its own. */
async function connectRedisOnce(url: string, command: [string, ...string[]]): Promise<unknown> {
  const once = connectRedis(url, { maxRetriesPerRequest: 1 });
  try {
    return await once.call(...command);
  } finally {
    once.disconnect();
  }
}

describe('REDIS_URL naming a Sentinel set', () => {
  it('reads the sentinels, the master name, the database and both passwords', () => {
    expect(
      sentinelOptions(
        'redis+sentinel://app:s%40cret@10.0.0.1:26379,10.0.0.2:26380,sentinel-3/ile-master/2?sentinelPassword=watch%21&sentinelUsername=watcher',
      ),
    ).toEqual({
      sentinels: [
        { host: '10.0.0.1', port: 26379 },
        { host: '10.0.0.2', port: 26380 },
        { host: 'sentinel-3', port: 26379 },
      ],
      name: 'ile-master',
      username: 'app',
      password: 's@cret',
      db: 2,
      sentinelPassword: 'watch!',
      sentinelUsername: 'watcher',
    });
  });

  it('takes a password alone, IPv6 sentinels and the default port', () => {
    expect(sentinelOptions('redis+sentinel://:pw@[::1]:26379,[fd00::2]/mymaster')).toEqual({
      sentinels: [
        { host: '::1', port: 26379 },
        { host: 'fd00::2', port: 26379 },
      ],
      name: 'mymaster',
      password: 'pw',
    });
    expect(sentinelOptions('redis+sentinel://127.0.0.1/mymaster')).toEqual({
      sentinels: [{ host: '127.0.0.1', port: 26379 }],
      name: 'mymaster',
    });
  });

  it('refuses a URL without a master name, a bad port or an unknown parameter, naming the fault', () => {
    expect(() => sentinelOptions('redis+sentinel://10.0.0.1:26379')).toThrow(RedisUrlError);
    expect(() => sentinelOptions('redis+sentinel://10.0.0.1:99999/m')).toThrow(/10.0.0.1:99999/);
    expect(() => sentinelOptions('redis+sentinel://10.0.0.1/m?role=slave')).toThrow(/unknown.*role/);
    expect(redisUrlProblem('redis+sentinel://10.0.0.1')).toMatch(/master name/);
    expect(redisUrlProblem('redis://127.0.0.1:6379')).toBeNull();
    expect(redisUrlProblem('rediss://cache.example:6380/1')).toBeNull();
    expect(redisUrlProblem('http://127.0.0.1:6379')).toMatch(/redis\+sentinel/);
  });
});

describe('a real Sentinel', () => {
  let master: PrivateRedis;
  let replica: PrivateRedis;
  let sentinel: PrivateRedis;
  let client: Redis | undefined;
  beforeAll(async () => {
    // No 5 s wait before the replica's first sync.
    master = await startPrivateRedis({ args: ['--repl-diskless-sync-delay', '0'] });
    replica = await startPrivateRedis({ args: ['--replicaof', '127.0.0.1', String(master.port)] });
    const watcher = connectRedis(replica.url);
    try {
      // The sentinel learns of the replica from the master's INFO, so the replica is in sync first.
      await waitFor(async () =>
        (await watcher.info('replication')).includes('master_link_status:up') ? true : undefined,
      );
    } finally {
      watcher.disconnect();
    }
    sentinel = await startPrivateRedis({ sentinelOf: { port: master.port, name: 'ile-master' } });
  });
  afterAll(async () => {
    client?.disconnect();
    await sentinel?.stop();
    await replica?.stop();
    await master?.stop();
  });

  it('connects through the sentinel to the master it names', async () => {
    client = connectRedis(`redis+sentinel://127.0.0.1:${sentinel.port}/ile-master`, {
      maxRetriesPerRequest: 1,
    });
    // Errors during the failover are reported to this listener; the commands themselves are retried.
    client.on('error', () => undefined);
    await client.set('ile:sentinel-check', 'yes');
    expect(await client.get('ile:sentinel-check')).toBe('yes');
    // The server answering is the master, not the sentinel.
    expect(await client.config('GET', 'port')).toEqual(['port', String(master.port)]);
  });

  it('follows a failover: once the sentinel promotes the replica, the same client writes there', async () => {
    const connection = client as Redis;
    await waitFor(async () => {
      const known = (await connectRedisOnce(sentinel.url, [
        'SENTINEL',
        'REPLICAS',
        'ile-master',
      ])) as unknown[];
      return known.length > 0 ? true : undefined;
    });
    // Replication is asynchronous: WAIT until the replica has acknowledged the write made above, or the
    // promoted replica may not have it.
    expect(await connection.wait(1, 10_000)).toBe(1);
    await master.stop();
    const port = await waitFor(async () => {
      try {
        await connection.set('ile:after-failover', 'yes');
        const [, answered] = (await connection.config('GET', 'port')) as string[];
        return answered === String(replica.port) ? answered : undefined;
      } catch {
        return undefined;
      }
    }, 30_000);
    expect(port).toBe(String(replica.port));
    expect(await connection.get('ile:sentinel-check')).toBe('yes');
  });
});

describe('the maxmemory-policy check', () => {
  const servers: PrivateRedis[] = [];
  const clients: Redis[] = [];
  const connect = (url: string) => {
    const client = connectRedis(url, { maxRetriesPerRequest: 1 });
    clients.push(client);
    return client;
  };
  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    for (const server of servers.splice(0)) await server.stop();
  });

  it('says nothing for noeviction (the shared test Redis is configured so)', async () => {
    const client = connect(TEST_REDIS_URL);
    expect(await client.config('GET', 'maxmemory-policy')).toEqual(['maxmemory-policy', 'noeviction']);
    expect(await evictionPolicyWarning(client)).toBeNull();
  });

  it('warns, naming the policy and the risk, for a Redis that evicts', async () => {
    const evicting = await startPrivateRedis({ args: ['--maxmemory-policy', 'allkeys-lru'] });
    servers.push(evicting);
    const warnings: string[] = [];
    // The check waits for the connection: the warning comes once it is up.
    await warnIfEvicting(connect(evicting.url), (warning) => warnings.push(warning));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/maxmemory-policy is "allkeys-lru", not "noeviction"/);
    expect(warnings[0]).toMatch(/jobs are lost or run twice/);
  });

  it('passes quietly where CONFIG is disabled (managed Redis)', async () => {
    const locked = await startPrivateRedis({ args: ['--rename-command', 'CONFIG', '""'] });
    servers.push(locked);
    const client = connect(locked.url);
    await expect(client.config('GET', 'maxmemory-policy')).rejects.toThrow(/unknown command/i);
    expect(await evictionPolicyWarning(client)).toBeNull();
  });
});

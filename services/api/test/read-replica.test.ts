import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Db, withDatabaseName } from '@ile/db';
import { migrateToLatest } from '@ile/db/migrator';
import { type ReplicaPair, startReplicaPair } from '@ile/db/testing/replica-pair';
import { TEST_REDIS_URL, testRedisPrefix } from '@ile/db/testing/test-database';
import { waitFor } from '@ile/db/testing/wait-for';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createAgent } from './helpers/community';
import { createProperty } from './helpers/listings';

// The api with DATABASE_READ_URL on a real streaming replica (pg_basebackup -R of a throwaway primary, both
// started for this file and deleted after it). Pausing replay (pg_wal_replay_pause) makes it lag on purpose.
describe('DATABASE_READ_URL: the catalogue read from a streaming replica', () => {
  let pair: ReplicaPair;
  let primary: Db;
  let app: FastifyInstance;
  let owner: TestUser;
  let ownerSession: Session;
  let visitorSession: Session;
  let existing: string;

  const titlesOf = (res: { json(): { data: { properties: { title: string }[] } } }) =>
    res.json().data.properties.map((p) => p.title);
  const search = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/v1/property/search?size=50', headers });
  const agentsListed = (res: { json(): { data: { totalItems: number } } }) => res.json().data.totalItems;
  const detail = (id: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/v1/property/property/${id}`, headers });

  const files = mkdtempSync(join(tmpdir(), 'ile-read-replica-'));

  beforeAll(async () => {
    pair = await startReplicaPair();
    const admin = new pg.Client({ connectionString: pair.primaryUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE ile');
    await admin.end();
    const primaryUrl = withDatabaseName(pair.primaryUrl, 'ile');
    primary = createDatabase(primaryUrl, { max: 3 });
    await migrateToLatest(primary);
    owner = await createUser(primary);
    const visitor = await createUser(primary);
    existing = (await createProperty(primary, owner.id, { title: 'Existing listing' })).id;
    await pair.waitForReplay();

    app = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: primaryUrl,
        DATABASE_READ_URL: withDatabaseName(pair.replicaUrl, 'ile'),
        // Lag within a minute is tolerated here, so the replica keeps serving while it lags on purpose.
        DATABASE_READ_MAX_LAG_MS: '60000',
        DATABASE_READ_PROBE_MS: '200',
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: testRedisPrefix(),
        SITE_DIST: '/nonexistent/site',
        ADMIN_DIST: '/nonexistent/admin',
        MEDIA_DIR: join(files, 'media'),
        PRIVATE_DIR: join(files, 'private'),
      }),
    );
    await app.ready();
    ownerSession = await login(app, owner);
    visitorSession = await login(app, visitor);
  });
  afterAll(async () => {
    await app?.close();
    await primary?.destroy();
    await pair?.destroy();
    rmSync(files, { recursive: true, force: true });
  });

  it('starts with the replica serving reads', async () => {
    expect(app.readReplica?.state()).toMatchObject({ serving: true, status: 'ok' });
    expect(app.readDb).not.toBe(app.db);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json().data).toEqual({ database: 'ok', redis: 'ok', readReplica: 'ok' });
  });

  it('a listing published on the primary reaches search once the replica replays it; its owner and visitors with a link see it at once', async () => {
    // The replica stops replaying here (it lags behind the primary) until the checks below are done.
    await pair.pauseReplay();
    try {
      const fresh = (await createProperty(primary, owner.id, { title: 'Fresh listing' })).id;
      const agent = await createAgent(primary);

      // Search reads the replica, which has not replayed the listing yet.
      const before = await search();
      expect(before.statusCode).toBe(200);
      expect(titlesOf(before)).toContain('Existing listing');
      expect(titlesOf(before)).not.toContain('Fresh listing');

      // The owner reads their own listing on the primary; an anonymous visitor following a link to it is
      // looked up on the primary when the replica does not have it yet.
      const ownRead = await detail(fresh, ownerSession.auth);
      expect(ownRead.statusCode).toBe(200);
      expect(ownRead.json().data.title).toBe('Fresh listing');
      expect((await detail(fresh)).statusCode).toBe(200);
      // The same for an agent approved a moment ago: not yet in the directory list, but their profile opens.
      expect(agentsListed(await app.inject({ method: 'GET', url: '/api/v1/agent/agents' }))).toBe(0);
      const profile = await app.inject({ method: 'GET', url: `/api/v1/agent/single-agent/${agent.user.id}` });
      expect(profile.statusCode).toBe(200);

      // A heart given now shows at once in search, though the cards come from the lagging replica.
      const saved = await app.inject({
        method: 'POST',
        url: '/api/v1/wishlist/toggle-wishlist',
        payload: { propertyId: existing },
        headers: visitorSession.auth,
      });
      expect(saved.statusCode).toBe(200);
      const mine = (await search(visitorSession.auth)).json().data.properties as {
        title: string;
        isLiked: boolean;
      }[];
      expect(mine.find((card) => card.title === 'Existing listing')?.isLiked).toBe(true);
      expect(mine.map((card) => card.title)).not.toContain('Fresh listing');

      // Once replayed, search finds it, and the directory lists the agent.
      await pair.resumeReplay();
      await waitFor(
        async () => (titlesOf(await search()).includes('Fresh listing') ? true : undefined),
        20_000,
      );
      // (The agent was written after the listing, so it may be replayed a moment later.)
      await waitFor(async () =>
        agentsListed(await app.inject({ method: 'GET', url: '/api/v1/agent/agents' })) === 1
          ? true
          : undefined,
      );
      expect(app.readReplica?.state().serving).toBe(true);
    } finally {
      await pair.resumeReplay();
      await pair.waitForReplay();
    }
  });

  it('a replica that is down moves every catalogue read to the primary, never an error, and serves again when back', async () => {
    await pair.stopReplica();
    try {
      const late = (await createProperty(primary, owner.id, { title: 'Written while the replica is down' }))
        .id;
      const res = await search();
      expect(res.statusCode).toBe(200);
      expect(titlesOf(res)).toContain('Written while the replica is down');
      for (const url of [
        '/api/v1/property/display',
        '/api/v1/property/trending',
        '/api/v1/agent/agents',
        '/api/v1/agency/agencies',
        '/sitemap.xml',
      ]) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
      expect((await detail(late)).statusCode).toBe(200);
      expect(app.readReplica?.state()).toMatchObject({ serving: false, status: 'down' });
      // Readiness names the replica's state but stays ready: the primary carries the reads.
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data.readReplica).toMatch(/^down: /);
    } finally {
      await pair.startReplica();
    }
    await pair.waitForReplay();
    await waitFor(() => (app.readReplica?.state().serving ? true : undefined), 10_000);
    expect((await search()).statusCode).toBe(200);
  });
});

describe('DATABASE_READ_URL in the configuration', () => {
  it('is optional, a postgres URL, with a lag bound and probe interval', () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REDIS_URL: TEST_REDIS_URL });
    expect(config.readReplica).toBeNull();
    const withReplica = loadConfig({
      NODE_ENV: 'test',
      DATABASE_READ_URL: 'postgres://postgres@replica.internal:5432/ile',
      DATABASE_READ_MAX_LAG_MS: '2000',
    });
    expect(withReplica.readReplica).toEqual({
      url: 'postgres://postgres@replica.internal:5432/ile',
      maxLagMs: 2000,
      probeIntervalMs: 1000,
    });
    expect(() => loadConfig({ DATABASE_READ_URL: 'mysql://replica/ile' })).toThrow(/DATABASE_READ_URL/);
  });
});

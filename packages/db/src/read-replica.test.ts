import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './database';
import {
  createReadReplica,
  lsnToBigInt,
  type ReadReplica,
  type ReplicaState,
  replicaFailure,
} from './read-replica';
import { type ReplicaPair, startReplicaPair } from './testing/replica-pair';
import { waitFor } from './testing/wait-for';

describe('lsnToBigInt and replicaFailure', () => {
  it('reads WAL positions as byte counts, in order', () => {
    expect(lsnToBigInt('0/16B3748')).toBe(0x16b3748n);
    expect(lsnToBigInt('1/0')).toBe(1n << 32n);
    expect(lsnToBigInt('16/B374D848') > lsnToBigInt('16/B374D847')).toBe(true);
    expect(() => lsnToBigInt('nonsense')).toThrow(/WAL position/);
  });

  it('sends reads to the primary for connection failures and recovery conflicts only', () => {
    expect(replicaFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      'down',
    );
    expect(replicaFailure(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      'down',
    );
    expect(
      replicaFailure(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
    ).toBe('down');
    expect(replicaFailure(new Error('Connection terminated unexpectedly'))).toBe('down');
    expect(replicaFailure(new Error('timeout exceeded when trying to connect'))).toBe('down');
    expect(
      replicaFailure(
        Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' }),
      ),
    ).toBe('retry');
    // A fault of the query itself is the caller's to see, on either server.
    expect(replicaFailure(Object.assign(new Error('syntax error'), { code: '42601' }))).toBeNull();
    expect(replicaFailure(Object.assign(new Error('read-only transaction'), { code: '25006' }))).toBeNull();
  });
});

// A real primary and streaming replica (pg_basebackup -R), started for this file and deleted after it.
describe('createReadReplica on a streaming replica', () => {
  let pair: ReplicaPair;
  let primary: Db;
  const replicas: ReadReplica[] = [];
  const changes: ReplicaState[] = [];

  const onReplica = async (db: Db) =>
    (await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(db)).rows[0]?.standby;
  const titles = async (db: Db) =>
    (await sql<{ title: string }>`select title from notes order by title`.execute(db)).rows.map(
      (r) => r.title,
    );
  const open = (options: { maxLagMs: number; probeIntervalMs: number }) => {
    const replica = createReadReplica(primary, {
      primaryUrl: pair.primaryUrl,
      replicaUrl: pair.replicaUrl,
      max: 2,
      onChange: (state) => changes.push(state),
      ...options,
    });
    replicas.push(replica);
    return replica;
  };

  beforeAll(async () => {
    pair = await startReplicaPair();
    primary = createDatabase(pair.primaryUrl, { max: 3 });
    await sql`create table notes (title text primary key)`.execute(primary);
    await pair.waitForReplay();
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.destroy();
    await primary?.destroy();
    await pair?.destroy();
  });

  it('reads on the replica while it is caught up, and sees a write only once the replica replays it', async () => {
    const replica = open({ maxLagMs: 120_000, probeIntervalMs: 200 });
    expect((await replica.probe()).serving).toBe(true);
    expect(await onReplica(replica.readDb)).toBe(true);

    // Replay stops here (the replica lags), and resumes once the checks are done.
    await pair.pauseReplay();
    try {
      await sql`insert into notes values ('delayed')`.execute(primary);
      // Within the lag bound the replica keeps serving, so the new row is not there yet...
      expect(await titles(replica.readDb)).not.toContain('delayed');
      expect(await titles(primary)).toContain('delayed');
      // ...and is there once replayed.
      await pair.resumeReplay();
      await waitFor(
        async () => ((await titles(replica.readDb)).includes('delayed') ? true : undefined),
        20_000,
      );
      expect(replica.state().serving).toBe(true);
      expect(await onReplica(replica.readDb)).toBe(true);
    } finally {
      await pair.resumeReplay();
      await pair.waitForReplay();
    }
  });

  it('moves reads to the primary while the replica lags past the bound, and back once it catches up', async () => {
    const replica = open({ maxLagMs: 400, probeIntervalMs: 100 });
    expect((await replica.probe()).serving).toBe(true);
    await pair.pauseReplay();
    try {
      await sql`insert into notes values ('lagging')`.execute(primary);
      const lagging = await waitFor(
        () => (replica.state().status === 'lagging' ? replica.state() : undefined),
        5_000,
      );
      expect(lagging.serving).toBe(false);
      expect(lagging.lagMs).toBeGreaterThan(400);
      expect(lagging.detail).toMatch(/behind the primary/);
      // Reads now come from the primary, so the row is there before the replica replays it.
      expect(await onReplica(replica.readDb)).toBe(false);
      expect(await titles(replica.readDb)).toContain('lagging');
    } finally {
      await pair.resumeReplay();
    }
    await pair.waitForReplay();
    await waitFor(() => (replica.state().serving ? true : undefined), 5_000);
    expect(await onReplica(replica.readDb)).toBe(true);
    expect(changes.some((state) => state.status === 'lagging')).toBe(true);
  });

  it('an idle primary is not mistaken for lag', async () => {
    const replica = open({ maxLagMs: 300, probeIntervalMs: 100 });
    await replica.probe();
    // Nothing is written for well past the bound: pg_last_xact_replay_timestamp() would call this lag.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(replica.state()).toMatchObject({ serving: true, status: 'ok' });
  });

  it('answers from the primary, never an error, when the replica is down; serves again once it is back', async () => {
    // A probe that never runs on its own: the query itself finds the replica gone and asks the primary.
    const replica = open({ maxLagMs: 30_000, probeIntervalMs: 60_000 });
    expect((await replica.probe()).serving).toBe(true);
    expect(await onReplica(replica.readDb)).toBe(true);

    await pair.stopReplica();
    try {
      expect(await titles(replica.readDb)).toContain('delayed');
      expect(replica.state()).toMatchObject({ serving: false, status: 'down' });
      expect(await onReplica(replica.readDb)).toBe(false);
      expect((await replica.probe()).status).toBe('down');
    } finally {
      await pair.startReplica();
    }
    await pair.waitForReplay();
    expect((await replica.probe()).serving).toBe(true);
    expect(await onReplica(replica.readDb)).toBe(true);
  });

  it('refuses transactions: readDb is for single reads', async () => {
    const replica = open({ maxLagMs: 30_000, probeIntervalMs: 60_000 });
    await expect(replica.readDb.transaction().execute(async () => undefined)).rejects.toThrow(/single reads/);
  });
});

import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import pg from 'pg';
import type { Db } from './database';
import type { Database } from './schema';

/**
 * A streaming replica for the public catalogue's reads (DATABASE_READ_URL), with the primary behind it.
 *
 * `readDb` is a Kysely like any other, for reads only. Each query goes to the replica while a probe says the
 * replica is usable, else to the primary; a query the replica fails for a connection reason (refused, reset,
 * shut down, starting up, cancelled by a recovery conflict) is run again on the primary. So a replica that
 * is down or lags only moves reads to the primary: it never fails a request.
 *
 * The probe runs every `probeIntervalMs` on two connections of its own (never queued behind a busy pool):
 * it notes the primary's WAL position (`pg_current_wal_flush_lsn()`: what a standby can have been sent) with
 * the time, and asks the replica how far it has replayed (`pg_last_wal_replay_lsn()`). The replica's lag is how long ago the primary was at the
 * oldest position the replica has not replayed yet, to within one probe interval. Unlike
 * `now() - pg_last_xact_replay_timestamp()` this does not grow while the primary is merely idle. (With
 * synchronous_commit off on the primary, a commit is visible there up to ~3 × wal_writer_delay before it is
 * flushed, which this measure does not count.) Past
 * `maxLagMs` (or down) the replica is left alone until a probe finds it caught up again.
 */
export interface ReadReplicaOptions {
  primaryUrl: string;
  replicaUrl: string;
  /** The replica pool's size (the primary's pool is not touched). */
  max?: number;
  applicationName?: string;
  /** Lag past which reads go to the primary. */
  maxLagMs?: number;
  probeIntervalMs?: number;
  /** Told when the replica starts or stops serving reads, with the reason. */
  onChange?: (state: ReplicaState) => void;
}

export interface ReplicaState {
  /** Whether reads go to the replica now. */
  serving: boolean;
  /** `starting` until the first probe answers. */
  status: 'starting' | 'ok' | 'lagging' | 'down';
  /** The measured lag in milliseconds (0 when caught up), null while it cannot be measured. */
  lagMs: number | null;
  /** Why the replica is not serving: the error or the lag, for the log. */
  detail?: string;
}

export interface ReadReplica {
  /** Reads through the replica while it is usable, else the primary. Never for writes or transactions. */
  readDb: Db;
  state(): ReplicaState;
  /** Runs one probe now (tests and start-up); resolves when it has updated the state. */
  probe(): Promise<ReplicaState>;
  /** Stops the probe and closes the replica's connections; the primary pool stays its owner's. */
  destroy(): Promise<void>;
}

export const DEFAULT_REPLICA_MAX_LAG_MS = 5_000;
export const DEFAULT_REPLICA_PROBE_INTERVAL_MS = 1_000;

/** WAL positions ("16/B374D848") as one number of bytes. */
export function lsnToBigInt(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  if (high === undefined || low === undefined) throw new Error(`not a WAL position: ${lsn}`);
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

// Failures that say "this server cannot answer now", as opposed to a fault in the query itself.
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, or not yet consistent)
  '53300', // too_many_connections
]);

/** Whether the replica failing with `error` means "ask the primary instead" (and whether it is down). */
export function replicaFailure(error: unknown): 'down' | 'retry' | null {
  const { code, message } = error as { code?: string; message?: string };
  if (code && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08'))) return 'down';
  // A query cancelled because replay needed the rows it read (hot standby conflict): the replica is fine.
  if (code === '40001' || code === '40P01') return 'retry';
  if (
    !code &&
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      message,
    )
  )
    return 'down';
  return null;
}

interface Sample {
  at: number;
  lsn: bigint;
}

export function createReadReplica(primary: Db, options: ReadReplicaOptions): ReadReplica {
  const maxLagMs = options.maxLagMs ?? DEFAULT_REPLICA_MAX_LAG_MS;
  const intervalMs = options.probeIntervalMs ?? DEFAULT_REPLICA_PROBE_INTERVAL_MS;
  const applicationName = options.applicationName ?? 'ile';
  const connectTimeoutMs = Math.max(250, Math.min(intervalMs, 2_000));
  const ignore = () => undefined;

  const replicaPool = new pg.Pool({
    connectionString: options.replicaUrl,
    max: options.max ?? 10,
    application_name: applicationName,
    // A replica that does not answer must not hold a request: the read goes to the primary instead.
    connectionTimeoutMillis: connectTimeoutMs,
  });
  replicaPool.on('error', ignore);
  replicaPool.on('connect', (client) => client.on('error', ignore));
  const probePool = (url: string) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: 1,
      application_name: `${applicationName}-replica-probe`,
      connectionTimeoutMillis: connectTimeoutMs,
      query_timeout: connectTimeoutMs,
    });
    pool.on('error', ignore);
    pool.on('connect', (client) => client.on('error', ignore));
    return pool;
  };
  const replicaProbe = probePool(options.replicaUrl);
  const primaryProbe = probePool(options.primaryUrl);

  let current: ReplicaState = { serving: false, status: 'starting', lagMs: null };
  // The primary's positions over the last maxLag (and a little more), oldest first.
  let samples: Sample[] = [];

  function setState(next: ReplicaState) {
    const changed = next.serving !== current.serving || next.status !== current.status;
    current = next;
    if (changed) options.onChange?.(next);
  }

  function markDown(error: unknown) {
    if (current.status === 'down') return;
    setState({ serving: false, status: 'down', lagMs: null, detail: (error as Error).message });
  }

  async function probeOnce(): Promise<ReplicaState> {
    const at = Date.now();
    const [primaryAnswer, replicaAnswer] = await Promise.allSettled([
      primaryProbe.query<{ lsn: string | null }>(
        'select case when pg_is_in_recovery() then null else pg_current_wal_flush_lsn()::text end as lsn',
      ),
      replicaProbe.query<{ in_recovery: boolean; replayed: string | null }>(
        'select pg_is_in_recovery() as in_recovery, pg_last_wal_replay_lsn()::text as replayed',
      ),
    ]);
    if (replicaAnswer.status === 'rejected') {
      markDown(replicaAnswer.reason);
      return current;
    }
    const { in_recovery, replayed } = replicaAnswer.value.rows[0] ?? { in_recovery: false, replayed: null };
    const primaryLsn = primaryAnswer.status === 'fulfilled' ? primaryAnswer.value.rows[0]?.lsn : null;
    // Not a standby (DATABASE_READ_URL names the primary itself, or a pooler in front of it), or the
    // primary cannot be asked: there is nothing to compare, and the replica answers, so it serves.
    if (!in_recovery || !replayed || !primaryLsn) {
      setState({ serving: true, status: 'ok', lagMs: in_recovery ? null : 0 });
      return current;
    }
    samples.push({ at, lsn: lsnToBigInt(primaryLsn) });
    const replayedLsn = lsnToBigInt(replayed);
    const behind = samples.find((sample) => sample.lsn > replayedLsn);
    const lagMs = behind ? Date.now() - behind.at : 0;
    // Keep the samples that can still decide a lag up to maxLag, plus the newest one caught up to.
    const keepAfter = Date.now() - maxLagMs - 2 * intervalMs;
    samples = samples.filter((sample, index) => sample.at >= keepAfter || index === samples.length - 1);
    if (lagMs > maxLagMs)
      setState({
        serving: false,
        status: 'lagging',
        lagMs,
        detail: `replica is ${lagMs} ms behind the primary (DATABASE_READ_MAX_LAG_MS=${maxLagMs})`,
      });
    else setState({ serving: true, status: 'ok', lagMs });
    return current;
  }

  let inFlight: Promise<ReplicaState> | null = null;
  const probe = () => {
    inFlight ??= probeOnce()
      .catch((error) => {
        markDown(error);
        return current;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
  const timer = setInterval(() => void probe(), intervalMs);
  timer.unref();

  async function onReplica(query: CompiledQuery): Promise<QueryResult<unknown>> {
    const result = await replicaPool.query(query.sql, query.parameters as unknown[]);
    const command = result.command;
    return command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE'
      ? { rows: result.rows, numAffectedRows: BigInt(result.rowCount ?? 0) }
      : { rows: result.rows };
  }

  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      if (current.serving) {
        try {
          return (await onReplica(query)) as QueryResult<R>;
        } catch (error) {
          const failure = replicaFailure(error);
          if (!failure) throw error;
          if (failure === 'down') markDown(error);
        }
      }
      return primary.executeQuery<R>(query);
    },
    // biome-ignore lint/correctness/useYield: streaming is refused, not offered
    async *streamQuery() {
      throw new Error('readDb does not stream: stream from the primary');
    },
  };

  const notForTransactions = async () => {
    throw new Error('readDb is for single reads: open transactions on the primary');
  };
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: notForTransactions,
    commitTransaction: notForTransactions,
    rollbackTransaction: notForTransactions,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  const readDb = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (db) => new PostgresIntrospector(db),
    },
  });

  return {
    readDb,
    state: () => current,
    probe,
    async destroy() {
      clearInterval(timer);
      await inFlight;
      await Promise.all([replicaPool.end(), replicaProbe.end(), primaryProbe.end()]);
    },
  };
}

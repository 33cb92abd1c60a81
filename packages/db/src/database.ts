import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

// Postgres BIGINT/NUMERIC arrive as strings by default; counts and prices fit in a JS number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
// DATE columns (e.g. property_views.day) stay 'YYYY-MM-DD': a JS Date would shift them by the local zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = Kysely<Database>;

/**
 * What a repository function runs its one query on: the pool or a transaction (Kysely's `Transaction`
 * is a `Kysely`), so a service decides whether a call joins its transaction.
 */
export type Executor = Kysely<Database>;

export interface DatabaseOptions {
  /** Pool size; the api and the worker each hold one pool. */
  max?: number;
  applicationName?: string;
  /** Told when an idle pooled connection breaks (e.g. the server restarts); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

export function createDatabase(connectionString: string, options: DatabaseOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'ile',
  });
  // An idle connection that dies must not crash the process: the pool drops it and opens another on demand.
  const onError =
    options.onIdleError ?? ((error: Error) => console.warn(`postgres connection lost: ${error.message}`));
  pool.on('error', onError);
  // A checked-out connection between two statements (inside a transaction) has no listener of the pool's:
  // when the server goes away (pg_ctl stop, a crash) its 'error' event would be unhandled and stop the
  // process. The statement in flight, if any, still fails through its own promise.
  pool.on('connect', (client) => {
    client.on('error', onError);
    applySessionSettings(client).catch(onError);
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * What every connection of ours sets, before its first statement (pg runs a client's queries in order). No JIT:
 * it compiles any statement the planner prices above jit_above_cost, EXPLAIN included, for 5-10 ms each (200 ms
 * for the first on a connection), which the web's short statements never win back. A SET rather than a startup
 * option, so that PgBouncer and managed servers accept it.
 */
export function applySessionSettings(client: pg.ClientBase): Promise<unknown> {
  return client.query('SET jit = off');
}

/** One round trip to the server: readiness checks call it. */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Replace the database name in a connection string (used to reach the maintenance db and test clones). */
export function withDatabaseName(connectionString: string, name: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${name}`;
  return url.toString();
}

export function databaseNameOf(connectionString: string): string {
  return decodeURIComponent(new URL(connectionString).pathname.replace(/^\//, ''));
}

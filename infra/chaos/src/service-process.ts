import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './ports';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The api or the worker as its own Node process, started the way infra/launcher starts it, with its output
 * appended to a log file (printed on failure) so it can be killed with SIGKILL and started again.
 */
export class ServiceProcess {
  private child: ChildProcess | undefined;
  private readonly log: WriteStream;
  restarts = 0;

  constructor(
    readonly name: string,
    private readonly entry: string,
    private readonly env: NodeJS.ProcessEnv,
    readonly logFile: string,
    /** A command the process runs under, e.g. `ip netns exec <host>` to put it on a simulated host of its own. */
    private readonly wrap: readonly string[] = [],
  ) {
    this.log = createWriteStream(logFile, { flags: 'a' });
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  start(): void {
    this.log.write(`\n===== ${new Date().toISOString()} start ${this.name}\n`);
    const [command, ...prefix] = [...this.wrap, process.execPath];
    this.child = spawn(command as string, [...prefix, '--import', 'tsx', this.entry], {
      cwd: repoRoot,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.pipe(this.log, { end: false });
    this.child.stderr?.pipe(this.log, { end: false });
  }

  /** The crash: no handler runs, nothing is flushed. */
  async kill9(): Promise<void> {
    await this.signal('SIGKILL');
  }

  async stop(): Promise<void> {
    const exited = this.signal('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  async restart(ready: () => Promise<boolean>, timeoutMs = 60_000): Promise<number> {
    const started = Date.now();
    this.restarts += 1;
    this.start();
    await waitFor(`${this.name} ready after restart`, ready, timeoutMs, 200);
    return Date.now() - started;
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
  }
}

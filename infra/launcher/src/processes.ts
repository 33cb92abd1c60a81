import { type ChildProcess, spawn } from 'node:child_process';
import { repoRoot } from './paths';

export interface Service {
  name: string;
  child: ChildProcess;
}

const colours = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m', '\x1b[34m'];

/** Runs a child with its output prefixed by its name, like `[api] ...`. */
export function startService(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Service {
  const colour = colours[name.length % colours.length];
  // Its own process group, so stopping it also stops what it started (npm → sh → vite).
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `${colour}[${name}]\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  return { name, child };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** SIGTERM every child's group, give them time to finish in-flight work, then SIGKILL what is left. */
export async function stopServices(services: Service[], graceMs = 15_000): Promise<void> {
  await Promise.all(
    services.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          signalGroup(child, 'SIGTERM');
        }),
    ),
  );
}

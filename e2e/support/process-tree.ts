import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** pid → parent pid of every process: from /proc on Linux (no procps needed in CI images), else `ps`. */
function parentTable(): Array<[number, number]> {
  if (existsSync('/proc/self/stat')) {
    const rows: Array<[number, number]> = [];
    for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // "pid (command) state ppid ...": the command may itself hold spaces and parentheses.
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        rows.push([Number(entry), ppid]);
      } catch {
        // exited while we looked
      }
    }
    return rows;
  }
  try {
    return execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number) as [number, number])
      .filter(([pid, ppid]) => pid > 0 && !Number.isNaN(ppid));
  } catch {
    return [];
  }
}

/** Every process below `root` (children, grandchildren…); detached children are included. */
export function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parentTable()) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() as number) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Signals a process's group when it leads one (the launcher starts each service in its own), else the process. */
export function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(-pid, name);
  } catch {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  }
}

export async function waitUntilGone(pids: number[], timeoutMs: number): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let alive = pids.filter(isAlive);
  while (alive.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    alive = alive.filter(isAlive);
  }
  return alive;
}

import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { descendantsOf } from '../../support/process-tree';

export interface ProductProcess {
  pid: number;
  /** api, worker, launcher, or the program's name for anything else the launcher started. */
  name: string;
}

export interface MemorySample {
  /** Seconds since sampling started. */
  at: number;
  /** RSS in MB by pid; a pid missing here had exited. */
  rssMb: Map<number, number>;
}

const KNOWN_ENTRIES: Array<[string, string]> = [
  ['services/api/src/server.ts', 'api'],
  ['services/worker/src/main.ts', 'worker'],
  ['infra/launcher/src/start.ts', 'launcher'],
];

function nameOf(pid: number): string {
  const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  const known = KNOWN_ENTRIES.find(([entry]) => argv.some((arg) => arg.endsWith(entry)));
  return known ? known[1] : basename(argv[0] ?? String(pid));
}

function rssMb(pid: number): number | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : undefined;
  } catch {
    return undefined; // exited
  }
}

/** The launcher and every process below it, named. */
export function productProcesses(launcherPid: number): ProductProcess[] {
  return [launcherPid, ...descendantsOf(launcherPid)].flatMap((pid) => {
    try {
      return [{ pid, name: nameOf(pid) }];
    } catch {
      return [];
    }
  });
}

/** Reads each process's RSS from /proc now and every `intervalMs` until stopped. */
export function sampleMemory(processes: ProductProcess[], intervalMs: number) {
  const started = Date.now();
  const samples: MemorySample[] = [];
  const take = () => {
    const rss = new Map<number, number>();
    for (const { pid } of processes) {
      const mb = rssMb(pid);
      if (mb !== undefined) rss.set(pid, mb);
    }
    samples.push({ at: (Date.now() - started) / 1000, rssMb: rss });
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    samples,
    stop(): MemorySample[] {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** Least-squares slope of y over x; undefined with fewer than two distinct x. */
export function slope(points: Array<[number, number]>): number | undefined {
  const n = points.length;
  if (n < 2) return undefined;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const [x, y] of points) {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  }
  return variance === 0 ? undefined : covariance / variance;
}

export interface MemoryFigures {
  process: ProductProcess;
  startMb: number | undefined;
  endMb: number | undefined;
  maxMb: number;
  /** Every sample, in MB, oldest first. */
  seriesMb: number[];
  /** MB per minute over the second half of the run: start-up growth (JIT, caches filling) left out. */
  secondHalfSlope: number | undefined;
}

export function memoryFigures(processes: ProductProcess[], samples: MemorySample[]): MemoryFigures[] {
  const end = samples.at(-1)?.at ?? 0;
  return processes.map((process) => {
    const series = samples.flatMap((s): Array<[number, number]> => {
      const mb = s.rssMb.get(process.pid);
      return mb === undefined ? [] : [[s.at / 60, mb]];
    });
    return {
      process,
      startMb: samples[0]?.rssMb.get(process.pid),
      endMb: samples.at(-1)?.rssMb.get(process.pid),
      maxMb: Math.max(0, ...series.map(([, mb]) => mb)),
      seriesMb: series.map(([, mb]) => mb),
      secondHalfSlope: slope(series.filter(([minutes]) => minutes * 60 >= end / 2)),
    };
  });
}

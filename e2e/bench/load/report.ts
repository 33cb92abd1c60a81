import type { MemoryFigures } from './memory';

/** Targets from the issue: no errors, and no memory growth trend (a slope this small is noise). */
export const TARGETS = { errors: 0, slopeMbPerMinute: 1 };

/** Every response's latency and status, by request kind. */
export class ResponseLog {
  readonly byKind = new Map<string, { latencies: number[]; statuses: Map<number, number> }>();

  record(kind: string, status: number, ms: number): void {
    let entry = this.byKind.get(kind);
    if (!entry) {
      entry = { latencies: [], statuses: new Map() };
      this.byKind.set(kind, entry);
    }
    entry.latencies.push(ms);
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  }
}

interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failed: Map<number, number>;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function summarise(latencies: number[], statuses: Map<number, number>): Summary {
  const sorted = Float64Array.from(latencies).sort();
  const failed = new Map([...statuses].filter(([status]) => status < 200 || status >= 300));
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    failed,
  };
}

export interface RunFigures {
  url: string;
  durationS: number;
  connections: number;
  mix: string[];
  setup: string;
  loadAverage: { start: number[]; end: number[] };
  log: ResponseLog;
  socketErrors: number;
  timeouts: number;
  heldBackSends: number;
  memory: MemoryFigures[];
  sampleEveryS: number;
}

const pad = (cells: string[], widths: number[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  return [pad(header, widths), ...rows.map((r) => pad(r, widths))].join('\n');
}

const ms = (value: number) => value.toFixed(1);
const mb = (value: number | undefined) => (value === undefined ? 'gone' : value.toFixed(1));
const statusList = (failed: Map<number, number>) =>
  [...failed].map(([status, n]) => `${n}×${status}`).join(' ') || '0';

export function formatReport(run: RunFigures): string {
  const kinds = [...run.log.byKind].map(([kind, e]) => [kind, summarise(e.latencies, e.statuses)] as const);
  const all = summarise(
    kinds.flatMap(([kind]) => run.log.byKind.get(kind)?.latencies ?? []),
    new Map(
      kinds
        .flatMap(([, s]) => [...s.failed])
        .reduce((m, [status, n]) => m.set(status, (m.get(status) ?? 0) + n), new Map<number, number>()),
    ),
  );
  const non2xx = [...all.failed.values()].reduce((sum, n) => sum + n, 0);
  const errors = non2xx + run.socketErrors + run.timeouts;
  const rate = (count: number) => (count / run.durationS).toFixed(1);
  // A process gone by the end (crashed, killed for memory) fails the memory target too.
  const growing = run.memory.filter(
    (m) => m.endMb === undefined || (m.secondHalfSlope ?? 0) > TARGETS.slopeMbPerMinute,
  );

  return [
    `Load: ${run.durationS} s against ${run.url}, ${run.connections} connections (autocannon)`,
    run.setup,
    'Mix, per pass through the list (each connection repeats it):',
    ...run.mix.map((line) => `  ${line}`),
    `Load average (1/5/15 min): ${run.loadAverage.start.map((l) => l.toFixed(2)).join(' ')} at start, ${run.loadAverage.end.map((l) => l.toFixed(2)).join(' ')} at end`,
    '',
    `Throughput: ${rate(all.count)} req/s (${all.count} responses)`,
    `Latency: p50 ${ms(all.p50)} ms, p95 ${ms(all.p95)} ms, p99 ${ms(all.p99)} ms, max ${ms(all.max)} ms`,
    `Errors: ${errors} (non-2xx ${non2xx}: ${statusList(all.failed)}; socket errors ${run.socketErrors}; timeouts ${run.timeouts}); message sends held back by the pacer: ${run.heldBackSends}`,
    '',
    table(
      ['kind', 'responses', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'non-2xx'],
      kinds.map(([kind, s]) => [
        kind,
        String(s.count),
        rate(s.count),
        ms(s.p50),
        ms(s.p95),
        ms(s.p99),
        ms(s.max),
        statusList(s.failed),
      ]),
    ),
    '',
    `Memory (RSS, MB), sampled every ${run.sampleEveryS} s; slope by least squares over the second half:`,
    table(
      ['process', 'pid', 'start', 'end', 'max', 'MB/min (2nd half)'],
      run.memory.map((m) => [
        m.process.name,
        String(m.process.pid),
        mb(m.startMb),
        mb(m.endMb),
        mb(m.maxMb),
        m.secondHalfSlope === undefined ? 'n/a' : m.secondHalfSlope.toFixed(2),
      ]),
    ),
    ...run.memory.map(
      (m) => `${m.process.name} RSS series: ${m.seriesMb.map((v) => v.toFixed(0)).join(' ')}`,
    ),
    '',
    `Target 0 errors: ${errors === TARGETS.errors ? 'pass' : 'FAIL'}`,
    `Target no memory growth (slope ≤ ${TARGETS.slopeMbPerMinute} MB/min in every process): ${
      growing.length === 0 ? 'pass' : `FAIL (${growing.map((m) => m.process.name).join(', ')})`
    }`,
  ].join('\n');
}

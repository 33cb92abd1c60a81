import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Request } from 'autocannon';
import { artifactsDir } from '../support/paths';
import { type RunningStack, startStack } from '../support/stack';
import { loadFixtures } from './load/fixtures';
import { memoryFigures, productProcesses, sampleMemory } from './load/memory';
import { ACTIONS, buildPass, SendPacer } from './load/mix';
import { formatReport, ResponseLog } from './load/report';

const log = (line: string) => process.stdout.write(`[bench:load] ${line}\n`);

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '600' },
    connections: { type: 'string', default: '10' },
    listings: { type: 'string', default: '500' },
  },
});
const durationS = Number(args.duration);
const connections = Number(args.connections);
const seedListings = Number(args.listings);
const SAMPLE_EVERY_S = 15;
// The members sign in once, before the run, and access tokens last 15 minutes (authentication.ts).
const MAX_DURATION_S = 13 * 60;

/**
 * The whole product, freshly built and started by its launcher, under a fixed-time mix of what visitors
 * do (mix.ts), with each product process's memory sampled throughout. A benchmark: it reports its figures
 * against the issue's targets and exits 0 whatever they are.
 */
async function main(): Promise<void> {
  if (!(durationS > 0 && durationS <= MAX_DURATION_S) || !(connections > 0) || !(seedListings > 0))
    throw new Error(
      `usage: npm run bench:load -- [--duration 1..${MAX_DURATION_S}] [--connections N] [--listings N]`,
    );
  let stack: RunningStack | undefined;
  try {
    stack = await startStack({ seedListings, log });
    const fixtures = await loadFixtures(stack.baseUrl, stack.databaseName);
    const pacer = new SendPacer(fixtures.members);
    const pass: Request[] = buildPass(fixtures, pacer);
    const processes = productProcesses(stack.launcherPid);
    log(`${processes.map((p) => `${p.name} (${p.pid})`).join(', ')}; running ${durationS} s`);

    const responses = new ResponseLog();
    const loadAtStart = loadavg();
    const memory = sampleMemory(processes, SAMPLE_EVERY_S * 1000);
    const instance = autocannon({ url: stack.baseUrl, connections, duration: durationS, requests: pass });
    instance.on('response', (client, status, _bytes, ms) => {
      // With no pipelining the client's current request is still the one answered.
      const current = (client as { requestIterator?: { currentRequest?: Request } }).requestIterator
        ?.currentRequest;
      responses.record(current?.kind ?? 'other', status, ms);
    });
    const result = await instance;
    const samples = memory.stop();

    const report = formatReport({
      url: stack.baseUrl,
      durationS: result.duration,
      connections,
      mix: [
        ...ACTIONS.map((a) => `${a.action} ×${a.times}: ${a.requests}`),
        `= ${pass.length} requests a pass`,
      ],
      setup: `Seed: ${fixtures.listingIds.length} published listings; ${fixtures.members.length} signed-in seeded people save and message`,
      loadAverage: { start: loadAtStart, end: loadavg() },
      log: responses,
      socketErrors: result.errors - result.timeouts,
      timeouts: result.timeouts,
      heldBackSends: pacer.heldBack,
      memory: memoryFigures(processes, samples),
      sampleEveryS: SAMPLE_EVERY_S,
    });
    const dir = join(artifactsDir, 'load');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'summary.txt'), `${report}\n`);
    process.stdout.write(`\n${report}\n\nAlso written to ${dir}/summary.txt\n`);
  } finally {
    await stack?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);

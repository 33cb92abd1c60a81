/**
 * npm run bench:scam-check [-- --rounds 200]
 *
 * What the scam checker adds to sending a message: the api runs checkMessageEitherWay on every text message
 * (services/api/src/modules/messaging/messaging.service.ts). Times it over the labelled set (every scam-like
 * and ordinary message, packages/shared/src/scam/scam-messages.fixtures.ts) for `--rounds` rounds after a
 * warm-up, on this process's CPU (process.cpuUsage, so other processes on a shared machine do not count), and
 * prints the mean, and each message's own cost at p99 and the slowest, with the machine's load average before and
 * after (the per-message figures are wall time). Exits 1 above the budget of 0.2 ms per message.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { TEXT_LIMITS } from '@ile/shared';
import { cpuMsPerCall } from './cpu-per-call';

const BUDGET_MS = 0.2;
const WARM_UP_ROUNDS = 20;
const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '200' } } });
const ROUNDS = Number(args.rounds);

const loadBefore = loadavg()[0] ?? 0;
const loadStart = process.cpuUsage();
const { checkMessageEitherWay } = await import('@ile/shared/scam/check-message');
const loadCpuMs = process.cpuUsage(loadStart).user / 1000;
const { ORDINARY_MESSAGES, SCAM_MESSAGES } = await import('@ile/shared/scam/scam-messages.fixtures');
const texts = [...SCAM_MESSAGES, ...ORDINARY_MESSAGES].map((m) => m.text);

let warnings = 0;
const perMessageMs = cpuMsPerCall(
  texts,
  (text) => {
    warnings += checkMessageEitherWay(text).first.length;
  },
  { rounds: ROUNDS, warmUp: WARM_UP_ROUNDS },
);
const warningsPerRound = warnings / (WARM_UP_ROUNDS + ROUNDS);

// Each message's own cost: the best of 5 runs of 100 calls, so a garbage collection or a timer tick in one
// run is not taken for the message's cost.
const costs = texts.map((text) => {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    for (let i = 0; i < 100; i++) checkMessageEitherWay(text);
    best = Math.min(best, (performance.now() - start) / 100);
  }
  return { text, ms: best };
});
costs.sort((a, b) => a.ms - b.ms);
const p99 = costs[Math.floor(costs.length * 0.99)] ?? { ms: 0 };
const slowest = costs.at(-1) ?? { text: '', ms: 0 };

// The longest message the api accepts (TEXT_LIMITS.message), written to make the patterns work hardest.
const longest = {
  digits: '1 2 3 4 5 6 7 8 9 0 '.repeat(TEXT_LIMITS.message),
  'payment words': 'pay send transfer before see '.repeat(TEXT_LIMITS.message),
  'comma amounts': '1,000,000,'.repeat(TEXT_LIMITS.message),
};
const longestCosts = Object.entries(longest).map(([name, text]) => {
  const body = text.slice(0, TEXT_LIMITS.message);
  for (let i = 0; i < 3; i++) checkMessageEitherWay(body);
  const start = performance.now();
  for (let i = 0; i < 10; i++) checkMessageEitherWay(body);
  return `${name} ${(((performance.now() - start) / 10) * 1000).toFixed(0)} µs`;
});

const load = `load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after, on ${cpus().length} cores`;
console.log(
  [
    `scam check: ${texts.length} labelled messages × ${ROUNDS} rounds (${warningsPerRound} warnings a round); ${load}`,
    `  rules compiled at load: ${loadCpuMs.toFixed(1)} ms CPU (module load included)`,
    `  added api CPU per message: ${(perMessageMs * 1000).toFixed(1)} µs (budget ${BUDGET_MS * 1000} µs)`,
    `  a ${TEXT_LIMITS.message}-character message (not in the mean): ${longestCosts.join(', ')}`,
    `  per message, p99: ${(p99.ms * 1000).toFixed(1)} µs; slowest: ${(slowest.ms * 1000).toFixed(1)} µs — ${slowest.text}`,
  ].join('\n'),
);
if (perMessageMs > BUDGET_MS) {
  console.error(`over budget: ${perMessageMs.toFixed(3)} ms per message`);
  process.exit(1);
}

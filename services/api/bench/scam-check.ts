/**
 * npm run bench:scam-check [-- --rounds 200]
 *
 * What the scam checker adds to sending a message: the api runs checkMessageEitherWay on every text message
 * (services/api/src/modules/messaging/messaging.service.ts). Times it over the labelled set (every scam-like
 * and ordinary message, packages/shared/src/scam/scam-messages.fixtures.ts) for `--rounds` rounds after a
 * warm-up, on this process's CPU (process.cpuUsage, so other processes on a shared machine do not count), and
 * prints the mean and the slowest message. Exits 1 above the budget of 0.2 ms per message.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const BUDGET_MS = 0.2;
const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '200' } } });
const ROUNDS = Number(args.rounds);

const loadStart = process.cpuUsage();
const { checkMessageEitherWay } = await import('@ile/shared/scam/check-message');
const loadCpuMs = process.cpuUsage(loadStart).user / 1000;
const { ORDINARY_MESSAGES, SCAM_MESSAGES } = await import('@ile/shared/scam/scam-messages.fixtures');
const texts = [...SCAM_MESSAGES, ...ORDINARY_MESSAGES].map((m) => m.text);

// Warm-up: V8 compiles the regular expressions to machine code on their first runs.
for (let round = 0; round < 20; round++) for (const text of texts) checkMessageEitherWay(text);

const cpuStart = process.cpuUsage();
let sink = 0;
for (let round = 0; round < ROUNDS; round++)
  for (const text of texts) sink += checkMessageEitherWay(text).first.length;
const cpu = process.cpuUsage(cpuStart);
const perMessageMs = (cpu.user + cpu.system) / 1000 / (ROUNDS * texts.length);

let slowest = { text: '', ms: 0 };
for (const text of texts) {
  const start = performance.now();
  for (let i = 0; i < 200; i++) checkMessageEitherWay(text);
  const ms = (performance.now() - start) / 200;
  if (ms > slowest.ms) slowest = { text, ms };
}

console.log(
  [
    `scam check: ${texts.length} labelled messages × ${ROUNDS} rounds (${sink / ROUNDS} warnings a round)`,
    `  rules compiled at load: ${loadCpuMs.toFixed(1)} ms CPU (module load included)`,
    `  added api CPU per message: ${(perMessageMs * 1000).toFixed(1)} µs (budget ${BUDGET_MS * 1000} µs)`,
    `  slowest message: ${(slowest.ms * 1000).toFixed(1)} µs — ${slowest.text}`,
  ].join('\n'),
);
if (perMessageMs > BUDGET_MS) {
  console.error(`over budget: ${perMessageMs.toFixed(3)} ms per message`);
  process.exit(1);
}

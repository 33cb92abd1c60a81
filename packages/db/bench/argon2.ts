/**
 * How long a password hash and a verification take on this machine with the parameters the product uses.
 *   npx tsx packages/db/bench/argon2.ts [runs]     (default 30 runs each, after 3 warm-up runs)
 * Prints the parameters, the PHC prefix of a real hash, and the median / p95 / min / max in milliseconds.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { ARGON2_PARAMETERS, hashPassword, verifyPassword } from '../src/passwords';

const runs = Number(process.argv[2] ?? 30);
const WARM_UP = 3;

async function timeEach(task: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await task();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await task();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b);
}

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const median = (sorted: number[]) =>
  sorted.length % 2
    ? (sorted[(sorted.length - 1) / 2] ?? 0)
    : ((sorted[sorted.length / 2 - 1] ?? 0) + (sorted[sorted.length / 2] ?? 0)) / 2;
const summary = (sorted: number[]) =>
  `median ${median(sorted).toFixed(1)} ms, p95 ${at(sorted, 0.95).toFixed(1)} ms, min ${(sorted[0] ?? 0).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;

const password = 'Demo1234!';
const stored = await hashPassword(password);
const { memoryCost, timeCost, parallelism } = ARGON2_PARAMETERS;
console.log(
  `argon2id parameters: m=${memoryCost} KiB (${(memoryCost / 1024).toFixed(1)} MiB), t=${timeCost}, p=${parallelism}`,
);
console.log(`stored as: ${stored.split('$').slice(0, 4).join('$')}$…`);
console.log(
  `machine: ${cpus()[0]?.model ?? 'unknown cpu'}, ${availableParallelism()} cores, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const hashes = await timeEach(() => hashPassword(password));
console.log(`hash   (${runs} runs): ${summary(hashes)}`);
const verifies = await timeEach(async () => {
  if (!(await verifyPassword(password, stored))) throw new Error('verification failed');
});
console.log(`verify (${runs} runs): ${summary(verifies)}`);

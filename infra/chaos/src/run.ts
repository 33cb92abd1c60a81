import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEnvironment } from './environment';
import { apiCrash } from './experiments/api-crash';
import { paymentWebhook } from './experiments/payment-webhook';
import { postgresRestart } from './experiments/postgres-restart';
import { redisCut } from './experiments/redis-cut';
import { redisRestart } from './experiments/redis-restart';
import { slowDependencies } from './experiments/slow-dependencies';
import { workerCrash } from './experiments/worker-crash';
import { type Experiment, type ExperimentResult, printTable } from './report';

/**
 * `npm run chaos [-- name ...]`: runs the fault experiments against the whole product on a private
 * PostgreSQL and Redis, prints one row per experiment and exits 1 when any steady state did not hold.
 */
const experiments: Experiment[] = [
  workerCrash,
  apiCrash,
  redisRestart,
  postgresRestart,
  redisCut,
  slowDependencies,
  paymentWebhook,
];

const log = (line: string) => process.stdout.write(`[chaos] ${line}\n`);

async function main(): Promise<number> {
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = wanted.filter((name) => !experiments.some((e) => e.name === name));
  if (unknown.length > 0) {
    log(
      `unknown experiment(s): ${unknown.join(', ')}; choose from ${experiments.map((e) => e.name).join(', ')}`,
    );
    return 2;
  }
  const selected = wanted.length > 0 ? experiments.filter((e) => wanted.includes(e.name)) : experiments;
  const started = Date.now();
  const env = await startEnvironment(log);
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      interrupted = true;
      void env.close().then(() => process.exit(130));
    });
  const results: ExperimentResult[] = [];
  try {
    for (const experiment of selected) {
      if (interrupted) break;
      log(`— ${experiment.name}: ${experiment.steadyState}`);
      const t0 = Date.now();
      let result: ExperimentResult;
      try {
        result = await experiment.run(env, (line) => log(`  ${line}`));
      } catch (error) {
        result = {
          name: experiment.name,
          steadyState: experiment.steadyState,
          passed: false,
          figures: {},
          notes: [error instanceof Error ? error.message : String(error)],
        };
      }
      result.figures['took s'] = ((Date.now() - t0) / 1000).toFixed(0);
      log(`  ${result.passed ? 'pass' : 'FAIL'} ${JSON.stringify(result.figures)}`);
      results.push(result);
      // The next experiment starts from a healthy product, whatever this one left behind.
      for (const proxy of Object.values(env.proxies)) proxy.restore();
      if (!env.api.running) env.api.start();
      if (!env.worker.running) env.worker.start();
    }
  } finally {
    process.stdout.write(`\n${printTable(results, (Date.now() - started) / 1000)}\n`);
    if (results.some((r) => !r.passed)) {
      const kept = join(tmpdir(), 'ile-chaos-logs');
      mkdirSync(kept, { recursive: true });
      for (const file of ['api.log', 'worker.log', 'redis/redis.log', 'postgres/log'])
        if (existsSync(join(env.dir, file)))
          copyFileSync(join(env.dir, file), join(kept, file.replace('/', '-')));
      log(`logs of the api, worker, Redis and PostgreSQL kept in ${kept}`);
    }
    await env.close();
  }
  return results.every((r) => r.passed) && results.length === selected.length ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

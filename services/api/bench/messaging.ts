/**
 * npm run bench:messaging [-- --clients 2000 --rate 500 --duration 20 --warmup 10 --timeline --profile dir]
 *
 * Starts two api processes (the production server, NODE_ENV=production) on loopback against one fresh
 * database and one Redis prefix, connects N socket.io clients split across them, then sends messages
 * between random pairs at a fixed rate through the HTTP API (POST /api/v1/message/send, each to the
 * process its sender's socket is connected to) and times each one from the moment its request starts to
 * the moment the receiver's socket gets `message:new`. The HTTP path is used rather than a direct service
 * call so the figure is what a user waits for: token check, validation, rate limit, the write with its
 * outbox event, the push through Redis to the other process and the socket. About half the pairs cross
 * processes. A warm-up ramp comes first and is reported apart.
 *
 * Prints delivery latency p50/p95/p99/max, messages/s sent and delivered, HTTP errors, lost messages and
 * the CPU each part used per message (the machine may be shared: the share used by other processes is
 * printed too), then the scam check's own CPU per message (issue 18), timed in this process on the texts
 * sent. Exits 1 when the target is not met. Everything it creates (database, Redis keys, the two processes)
 * is removed at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { hashPassword } from '@ile/db/passwords';
import { freePort } from '@ile/db/testing/free-port';
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase } from '@ile/db/testing/test-database';
import type { Message } from '@ile/shared';
import { checkMessageEitherWay } from '@ile/shared/scam/check-message';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { io as connect, type Socket } from 'socket.io-client';
import { cpuMsPerCall } from './cpu-per-call';

const TARGET = { p99Ms: 100, rate: 500, clients: 2000 };
/** Issue 18's budget for the scam check the api runs on every text message (bench:scam-check holds it too). */
const SCAM_CHECK_BUDGET_MS = 0.2;
/** Checker calls in each timed run (the run's texts over as many rounds as that takes). */
const SCAM_CHECK_CALLS = 50_000;
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: process.env.BENCH_CLIENTS ?? '2000' },
    rate: { type: 'string', default: process.env.BENCH_RATE ?? '500' },
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '20' },
    /**
     * Seconds of warm-up before measuring, not counted: the rate ramps from a tenth of --rate up to it. A
     * fresh process (V8 still compiling, database connections opening, new PostgreSQL backends filling their
     * caches) is a cold start, not the steady state being measured; its figures are printed apart.
     */
    warmup: { type: 'string', default: '10' },
    /** Seconds to wait for stragglers once sending stops; anything not delivered by then counts as lost. */
    drain: { type: 'string', default: '10' },
    /** Writes a V8 CPU profile of each api process into this folder (open it in Chrome's DevTools). */
    profile: { type: 'string' },
    /** Prints delivery latency per second of sending, to see when a slow spell happened. */
    timeline: { type: 'boolean', default: false },
  },
});
const CLIENTS = Number(args.clients);
const RATE = Number(args.rate);
const DURATION_S = Number(args.duration);
const DRAIN_S = Number(args.drain);
const WARMUP_S = Number(args.warmup);
if (
  ![CLIENTS, RATE, DURATION_S, DRAIN_S].every((n) => Number.isFinite(n) && n > 0) ||
  CLIENTS < 2 ||
  !(WARMUP_S >= 0)
) {
  throw new Error('--clients (≥ 2), --rate, --duration and --drain must be positive, --warmup at least 0');
}

const log = (line: string) => process.stdout.write(`${line}\n`);

/** An access token as the api signs them (HS256 over the same claims), valid for an hour. */
function accessToken(secret: string, user: { id: string; email: string }): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
    sub: user.id,
    email: user.email,
    role: 'EndUser',
    staffRole: null,
    iat: now,
    exp: now + 3600,
  })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

interface ApiProcess {
  child: ChildProcess;
  port: number;
  agent: Agent;
}

async function startApi(env: NodeJS.ProcessEnv, port: number): Promise<ApiProcess> {
  // node itself with tsx's loader (as `npm start` runs it), so the process to stop is the server itself.
  const profile = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(args.profile)}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', resolve(repoRoot, 'services/api/src/server.ts')],
    {
      cwd: repoRoot,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`api on port ${port} exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { child, port, agent: new Agent({ keepAlive: true, maxSockets: 64 }) };
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`api on port ${port} did not become ready`);
}

function post(api: ApiProcess, path: string, token: string, body: object): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((done) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: api.port,
        path,
        method: 'POST',
        agent: api.agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.on('error', () => done(0));
    req.end(payload);
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 when unreadable. */
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return 0;
  }
}

/** The machine's busy and total CPU seconds so far (all cores), from /proc/stat. */
function machineCpu(): { busy: number; total: number } {
  try {
    const [, ...ticks] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
    const values = ticks.map(Number);
    const total = values.reduce((sum, value) => sum + value, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: (total - idle) / 100, total: total / 100 };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** CPU of everything the bench runs: both api processes, the database's backends, Redis, the bench itself. */
async function cpuSnapshot(db: TestDatabase, apis: ApiProcess[]) {
  const backends = await sql<{ pid: number }>`
    SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
  `.execute(db.db);
  const redisPid = redisServerPid();
  return {
    api: apis.map((api) => cpuSecondsOf(api.child.pid)),
    postgres: new Map(backends.rows.map(({ pid }) => [pid, cpuSecondsOf(pid)])),
    redis: cpuSecondsOf(redisPid),
    bench: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
    machine: machineCpu(),
  };
}

function redisServerPid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'redis-server') return Number(entry);
    } catch {}
  }
  return 0;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const started = performance.now();
  const redisPrefix = `ile-bench-${randomBytes(4).toString('hex')}`;
  const jwtSecret = randomBytes(32).toString('hex');
  const processes: ApiProcess[] = [];
  const sockets: Socket[] = [];
  let database: TestDatabase | undefined;

  const cleanUp = async () => {
    for (const socket of sockets) socket.disconnect();
    for (const api of processes) {
      api.agent.destroy();
      if (api.child.exitCode === null) {
        const exited = new Promise((done) => api.child.once('exit', done));
        api.child.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
        if (api.child.exitCode === null) api.child.kill('SIGKILL');
      }
    }
    const redis = new Redis(TEST_REDIS_URL);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
    await database?.destroy();
  };

  try {
    log(`messaging bench: ${CLIENTS} clients on 2 api processes, ${RATE} messages/s for ${DURATION_S} s`);
    database = await createTestDatabase();
    const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
    const users: { id: string; email: string }[] = [];
    for (let offset = 0; offset < CLIENTS; offset += 1000) {
      const batch = Array.from({ length: Math.min(1000, CLIENTS - offset) }, (_, i) => ({
        email: `bench-${offset + i}@bench.test`,
        password_hash: passwordHash,
        first_name: 'Bench',
        last_name: `User ${offset + i}`,
        email_verified_at: new Date(),
      }));
      users.push(
        ...(await database.db.insertInto('users').values(batch).returning(['id', 'email']).execute()),
      );
    }

    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      // Errors only: per-request and slow-request lines would flood the figures and cost writes.
      LOG_LEVEL: 'error',
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: 'http://127.0.0.1',
      SITE_DIST: '/nonexistent/site',
      ADMIN_DIST: '/nonexistent/admin',
      MEDIA_DIR: `/tmp/${database.name}-media`,
      PRIVATE_DIR: `/tmp/${database.name}-private`,
    };
    const ports = [await freePort(), await freePort()];
    processes.push(...(await Promise.all(ports.map((port) => startApi(env, port)))));
    log(`api processes ready on ports ${ports.join(' and ')}`);

    // Each user has one socket, on process (index % 2); their messages go to that same process.
    const tokens = users.map((user) => accessToken(jwtSecret, user));
    // The warm-up's rate climbs linearly from RATE/10 to RATE: `dueBy(t)` messages are due t seconds in.
    const dueBy = (t: number) =>
      t < WARMUP_S ? RATE * (0.1 * t + (0.45 * t * t) / WARMUP_S) : RATE * (0.55 * WARMUP_S + (t - WARMUP_S));
    const warmupCount = Math.round(dueBy(WARMUP_S));
    const total = warmupCount + Math.round(RATE * DURATION_S);
    const measured = (seq: number) => seq >= warmupCount;
    const sentAt: number[] = [];
    const accepted = new Set<number>();
    const delivered = new Set<number>();
    /** Delivery latency per measured message, and the second of the measured phase it was sent in. */
    const latencies: number[] = [];
    const timeline: [number, number][] = [];
    const warmupLatencies: number[] = [];
    let measureStart = Number.POSITIVE_INFINITY;
    let duplicates = 0;
    /** The texts of the measured messages, for timing the scam check on them afterwards. */
    const measuredTexts: string[] = [];

    const connectStart = performance.now();
    for (let offset = 0; offset < users.length; offset += 200) {
      await Promise.all(
        users.slice(offset, offset + 200).map(
          (user, i) =>
            new Promise<void>((done, fail) => {
              const index = offset + i;
              const api = processes[index % 2] as ApiProcess;
              const socket = connect(`http://127.0.0.1:${api.port}`, {
                transports: ['websocket'],
                auth: { token: tokens[index] },
                reconnection: false,
                forceNew: true,
              });
              sockets.push(socket);
              socket.on('message:new', (message: Message) => {
                if (message.receiver_id !== user.id) return; // the sender's own copy
                const seq = Number(message.message.slice('bench '.length));
                const start = sentAt[seq];
                if (start === undefined) return;
                if (delivered.has(seq)) {
                  duplicates++;
                  return;
                }
                delivered.add(seq);
                const latency = performance.now() - start;
                if (!measured(seq)) return void warmupLatencies.push(latency);
                latencies.push(latency);
                timeline.push([Math.floor((start - measureStart) / 1000), latency]);
              });
              socket.once('connect', () => done());
              socket.once('connect_error', (error) => fail(error));
            }),
        ),
      );
    }
    log(`${sockets.length} clients connected in ${ms(performance.now() - connectStart)}`);

    // Senders take turns in a shuffled order (so nobody nears the 30-a-minute limit), receivers at random.
    const order = users.map((_, index) => index);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    const httpLatencies: number[] = [];
    const failures = new Map<number, number>();
    const inFlight = new Set<Promise<void>>();
    let seq = 0;
    let cpuAtStart: ReturnType<typeof cpuSnapshot> | undefined;
    const sendOne = () => {
      const current = seq++;
      const sender = order[current % order.length] as number;
      let receiver = Math.floor(Math.random() * (users.length - 1));
      if (receiver >= sender) receiver++;
      const api = processes[sender % 2] as ApiProcess;
      const start = performance.now();
      if (current === warmupCount) {
        measureStart = start;
        cpuAtStart = cpuSnapshot(database as TestDatabase, processes);
      }
      sentAt[current] = start;
      const text = `bench ${current}`;
      if (measured(current)) measuredTexts.push(text);
      const pending = post(api, '/api/v1/message/send', tokens[sender] as string, {
        receiverId: users[receiver]?.id,
        message: text,
      }).then((status) => {
        if (measured(current)) httpLatencies.push(performance.now() - start);
        if (status === 201) accepted.add(current);
        else failures.set(status, (failures.get(status) ?? 0) + 1);
        inFlight.delete(pending);
      });
      inFlight.add(pending);
    };

    log(
      `sending ${total} messages: ${WARMUP_S} s of warm-up ramping up to ${RATE}/s (not counted), then ${DURATION_S} s measured...`,
    );
    const sendStart = performance.now();
    await new Promise<void>((done) => {
      const tick = () => {
        const due = Math.min(total, Math.floor(dueBy((performance.now() - sendStart) / 1000)));
        while (seq < due) sendOne();
        if (seq >= total) return done();
        setTimeout(tick, 2);
      };
      tick();
    });
    const measuredCount = total - warmupCount;
    const sendSeconds = (performance.now() - measureStart) / 1000;
    const cpuAtEnd = await cpuSnapshot(database, processes);
    const cpuBefore = await cpuAtStart;
    await Promise.all(inFlight);
    const drainDeadline = performance.now() + DRAIN_S * 1000;
    const undelivered = () => [...accepted].filter((s) => measured(s) && !delivered.has(s)).length;
    while (performance.now() < drainDeadline && undelivered() > 0) {
      await new Promise((done) => setTimeout(done, 50));
    }
    const lost = undelivered();
    const deliveredMeasured = latencies.length;
    const deliverySeconds = (performance.now() - measureStart) / 1000;

    for (const list of [latencies, httpLatencies, warmupLatencies]) list.sort((x, y) => x - y);
    const p99 = percentile(latencies, 99);
    const errors = [...failures].map(([status, count]) => `${count}× ${status === 0 ? 'no answer' : status}`);
    const acceptedMeasured = [...accepted].filter(measured).length;
    log('');
    log('messaging bench results (measured phase)');
    log(`  clients connected        ${sockets.length} (2 api processes)`);
    log(
      `  messages sent            ${measuredCount} in ${sendSeconds.toFixed(1)} s = ${(measuredCount / sendSeconds).toFixed(0)}/s`,
    );
    log(
      `  accepted (HTTP 201)      ${acceptedMeasured}${errors.length ? `; failed (whole run): ${errors.join(', ')}` : ''}`,
    );
    log(
      `  delivered                ${deliveredMeasured} = ${(deliveredMeasured / deliverySeconds).toFixed(0)}/s` +
        `${duplicates ? ` (${duplicates} duplicates)` : ''}`,
    );
    log(`  lost                     ${lost}`);
    log(
      `  delivery latency         p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, ` +
        `p99 ${ms(p99)}, max ${ms(latencies.at(-1) ?? Number.NaN)}`,
    );
    log(
      `  HTTP send latency        p50 ${ms(percentile(httpLatencies, 50))}, p99 ${ms(percentile(httpLatencies, 99))}`,
    );
    if (warmupCount > 0) {
      log(
        `  warm-up (not counted)    ${warmupCount} messages, delivery p50 ${ms(percentile(warmupLatencies, 50))}, ` +
          `p99 ${ms(percentile(warmupLatencies, 99))}`,
      );
    }
    const atTarget = CLIENTS >= TARGET.clients && RATE >= TARGET.rate;
    const met = p99 <= TARGET.p99Ms && lost === 0 && failures.size === 0;
    log(
      `  target                   p99 ≤ ${TARGET.p99Ms} ms at ${TARGET.rate}/s with ${TARGET.clients} clients, nothing lost: ` +
        `${met ? 'met' : 'NOT met'}${atTarget ? '' : ' (at a smaller load than the target)'}`,
    );
    if (args.timeline) {
      const bySecond = new Map<number, number[]>();
      for (const [second, latency] of timeline)
        bySecond.set(second, [...(bySecond.get(second) ?? []), latency]);
      for (const [second, values] of [...bySecond].sort(([x], [y]) => x - y)) {
        values.sort((x, y) => x - y);
        log(
          `  second ${String(second).padStart(3)}: p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}`,
        );
      }
    }
    let apiMsPerMessage: number | undefined;
    if (cpuBefore) {
      const perMessage = (seconds: number) => `${((seconds * 1000) / measuredCount).toFixed(2)} ms`;
      const api = cpuAtEnd.api.reduce((sum, value, i) => sum + value - (cpuBefore.api[i] ?? 0), 0);
      apiMsPerMessage = (api * 1000) / measuredCount;
      let postgres = 0;
      for (const [pid, seconds] of cpuAtEnd.postgres)
        postgres += seconds - (cpuBefore.postgres.get(pid) ?? 0);
      const busy = cpuAtEnd.machine.busy - cpuBefore.machine.busy;
      const all = cpuAtEnd.machine.total - cpuBefore.machine.total;
      const ours = api + postgres + (cpuAtEnd.bench - cpuBefore.bench);
      log(
        `  CPU per message          api ${perMessage(api)} (both processes), PostgreSQL ${perMessage(postgres)}, ` +
          `bench client ${perMessage(cpuAtEnd.bench - cpuBefore.bench)}, Redis ${perMessage(cpuAtEnd.redis - cpuBefore.redis)} (shared server)`,
      );
      log(
        `  machine CPU              ${((busy / Math.max(all, 1e-9)) * 100).toFixed(0)}% busy over ${(all / sendSeconds).toFixed(1)} cores; ` +
          `this bench's processes ${((ours / Math.max(all, 1e-9)) * 100).toFixed(0)}%, everything else ${(((busy - ours) / Math.max(all, 1e-9)) * 100).toFixed(0)}%`,
      );
    }
    if (measuredTexts.length > 0) {
      // In this process, once the api is idle: the api's own CPU figure above cannot be split by function.
      const rounds = Math.ceil(SCAM_CHECK_CALLS / measuredTexts.length);
      const checkMs = cpuMsPerCall(measuredTexts, checkMessageEitherWay, { rounds, warmUp: rounds, runs: 5 });
      const share =
        apiMsPerMessage === undefined
          ? ''
          : `, i.e. ${((checkMs / apiMsPerMessage) * 100).toFixed(2)} % of the api's CPU per message`;
      log(
        `  scam check               ${(checkMs * 1000).toFixed(1)} µs per message of api CPU (checkMessageEitherWay ` +
          `on this run's message texts, best of 5)${share}; issue 18 allows ${SCAM_CHECK_BUDGET_MS} ms`,
      );
    }
    log(`  total run time           ${((performance.now() - started) / 1000).toFixed(1)} s`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

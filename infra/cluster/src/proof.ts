import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '@ile/db/passwords';
import { insertUser } from '@ile/db/repositories/users.repository';
import { makePictureDataUrl } from '@ile/db/testing/pictures';
import { QUEUE_NAMES } from '@ile/shared';
import { validListingApplication } from '@ile/shared/testing/fixtures';
import { login } from '../../chaos/src/http';
import { sleep, waitFor } from '../../chaos/src/ports';
import { Chatter } from './chatters';
import {
  keysOutsidePrefix,
  lostWrites,
  messagesDelivered,
  outboxEffects,
  phaseFigures,
  photosRender,
  replicaTransactions,
} from './checks';
import { type Cluster, REDIS_PREFIX, startCluster } from './cluster';
import { type Account, Mix, type Operation } from './mix';
import { canMakeHosts, HostNetwork } from './network';

/**
 * `npm run cluster:proof [-- --seconds N]`: the product as separate hosts (docs/reliability.md). Runs a steady
 * mix through the proxy for N seconds, kills one api host and one worker host with SIGKILL, runs the mix N
 * seconds more on the survivors, replaces the dead api host with a new, empty one, then checks that nothing
 * acknowledged was lost. Prints one table; exits 1 on any loss, 2 when this machine cannot make hosts.
 */
const t0 = Date.now();
const log = (line: string) =>
  process.stdout.write(`[cluster ${((Date.now() - t0) / 1000).toFixed(0).padStart(3)} s] ${line}\n`);
const PASSWORD = 'Cluster-Proof-1!';

function secondsArgument(): number {
  const at = process.argv.indexOf('--seconds');
  const value = at >= 0 ? Number(process.argv[at + 1]) : 20;
  return Number.isFinite(value) && value >= 5 ? value : 20;
}

async function person(cluster: Cluster, name: string): Promise<Account & { userId: string }> {
  const email = `cluster-${name.toLowerCase()}-${randomBytes(3).toString('hex')}@ile.test`;
  const user = await insertUser(cluster.db, {
    email,
    password_hash: await hashPassword(PASSWORD),
    first_name: name,
    last_name: 'Proof',
    phone: '+2348031234567',
    email_verified_at: new Date(),
  });
  const { token } = await login(cluster.proxy.url, email, PASSWORD);
  return { email, password: PASSWORD, token, userId: user.id };
}

function statusesByKind(operations: readonly Operation[]) {
  const counts: Record<string, Record<string, number>> = {};
  for (const { kind, status } of operations) {
    const byStatus = counts[kind] ?? {};
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    counts[kind] = byStatus;
  }
  return counts;
}

async function queuesIdle(cluster: Cluster): Promise<boolean> {
  for (const name of QUEUE_NAMES) {
    const counts = await cluster.queue(name).getJobCounts('active', 'waiting');
    if ((counts.active ?? 0) + (counts.waiting ?? 0) > 0) return false;
  }
  return true;
}

async function prove(cluster: Cluster, seconds: number): Promise<boolean> {
  const { db, proxy, apis, workers } = cluster;
  const reviewer = await login(proxy.url, 'reviewer@ile.test');
  const listingIds = (
    await db.selectFrom('properties').select('id').where('status', '=', 'published').execute()
  ).map((row) => row.id);
  const applicants = await Promise.all(
    ['Ada', 'Bola', 'Chidi', 'Dayo', 'Efe', 'Femi'].map((n) => person(cluster, n)),
  );
  const chatters = await Promise.all(
    ['Kadi', 'Lamin', 'Mariama', 'Sorie'].map(async (name) => {
      const p = await person(cluster, name);
      return new Chatter(name, p.userId, p.token, proxy.url);
    }),
  );
  const pairs: Array<[Chatter, Chatter]> = [
    [chatters[0] as Chatter, chatters[1] as Chatter],
    [chatters[2] as Chatter, chatters[3] as Chatter],
  ];
  for (const [a, b] of pairs) {
    a.partner = b;
    b.partner = a;
  }
  // One after another through the round-robin proxy: each pair's two people sit on different api hosts.
  for (const chatter of chatters) {
    await chatter.connect();
    chatter.host = proxy.lastBackend;
  }
  const pairsAcrossHosts = pairs.every(([a, b]) => a.host !== undefined && a.host !== b.host);
  const pictures = await Promise.all([
    makePictureDataUrl('jpeg'),
    makePictureDataUrl('png'),
    makePictureDataUrl('webp'),
  ]);
  const since = new Date();
  const mix = new Mix({
    baseUrl: proxy.url,
    listingIds,
    signIns: applicants.map(({ email, password }) => ({ email, password })),
    applicants,
    reviewer: { email: 'reviewer@ile.test', password: 'Demo1234!', token: reviewer.token },
    pictures,
    application: validListingApplication(),
    pairs,
  }).start();

  log(`mix running for ${seconds} s on ${apis.length} api and ${workers.length} worker hosts`);
  await sleep(seconds * 1000);
  const [deadApi, deadWorker] = [apis[0] as (typeof apis)[number], workers[0] as (typeof workers)[number]];
  // From here on is "after": a call still in flight on the host being killed fails with it (the socket closes
  // under it) and belongs to the kill, not to the healthy mix before it.
  mix.phase = 'after';
  await Promise.all([deadApi.process.kill9(), deadWorker.process.kill9()]);
  log(`SIGKILL ${deadApi.host.name} and ${deadWorker.host.name}; the mix goes on for ${seconds} s`);
  await sleep(seconds * 1000);
  await mix.stop();

  // A replacement api host with new empty folders: it must serve every picture too.
  await deadApi.replace();
  log(`${deadApi.host.name} replaced by a new host with empty folders; settling`);
  const settled = Date.now();
  await waitFor(
    'outbox delivered and queues idle',
    async () => (await outboxEffects(db, since, [])).undelivered === 0 && (await queuesIdle(cluster)),
    120_000,
    500,
  ).catch(() => undefined);
  const ack = mix.acknowledged;
  const propertyIds = ack.listings.map((listing) => listing.propertyId);
  const lost = await lostWrites(db, ack);
  const photos = await photosRender(apis, propertyIds, pictures.length, 120_000);
  const delivered = messagesDelivered(ack);
  const outbox = await outboxEffects(db, since, propertyIds);
  const settleSeconds = (Date.now() - settled) / 1000;
  const replicaReads = await replicaTransactions(cluster.replicaUrl);
  const keys = await keysOutsidePrefix(cluster.redis, REDIS_PREFIX);

  const before = phaseFigures(mix.operations, 'before');
  const after = phaseFigures(mix.operations, 'after');
  const rows: Array<[string, string, boolean]> = [
    [
      'applications acknowledged / lost',
      `${ack.applications.length} / ${lost.applications}`,
      lost.applications === 0,
    ],
    [
      'listings approved / not published',
      `${ack.listings.length} / ${lost.listings}`,
      lost.listings === 0 && ack.listings.length > 0,
    ],
    [
      'messages acknowledged / lost rows',
      `${ack.messages.length} / ${lost.messages}`,
      lost.messages === 0 && ack.messages.length > 0,
    ],
    [
      'messages delivered live / on reconnection / lost',
      `${delivered.live} / ${delivered.caughtUp} / ${delivered.lost.length}`,
      delivered.lost.length === 0,
    ],
    [
      'message pairs on different api hosts',
      pairs.map(([a, b]) => `${a.name}@${a.host}–${b.name}@${b.host}`).join(', '),
      pairsAcrossHosts,
    ],
    [
      'socket reconnections through the proxy',
      String(chatters.reduce((n, c) => n + c.reconnections, 0)),
      chatters.every((c) => c.connected),
    ],
    [
      'photos fetched via every api host / failures',
      `${photos.checked} / ${photos.failures.length}`,
      photos.failures.length === 0 && photos.checked > 0,
    ],
    [
      'outbox events / undelivered',
      `${outbox.events} / ${outbox.undelivered}`,
      outbox.undelivered === 0 && outbox.events > 0,
    ],
    [
      'decisions without exactly one email',
      String(outbox.decisionsWithoutOneEmail),
      outbox.decisionsWithoutOneEmail === 0,
    ],
    ['approved pictures not rendered', String(outbox.picturesUnrendered), outbox.picturesUnrendered === 0],
    [
      'mix before: ops / failed / p50 / p99 ms',
      `${before.operations} / ${before.failed} / ${before.p50.toFixed(0)} / ${before.p99.toFixed(0)}`,
      before.operations > 0,
    ],
    [
      'mix after:  ops / failed / p50 / p99 ms',
      `${after.operations} / ${after.failed} / ${after.p50.toFixed(0)} / ${after.p99.toFixed(0)}`,
      after.operations > 0,
    ],
    ['transactions served by the read replica', String(replicaReads), replicaReads > 0],
    [
      `Redis keys / outside ${REDIS_PREFIX}`,
      `${keys.total} / ${keys.outside.length}`,
      keys.outside.length === 0,
    ],
    ['proxy connections per api host', JSON.stringify(proxy.connections), true],
    ['settled and checked in s', settleSeconds.toFixed(1), true],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const table = rows.map(([name, value, ok]) => `${name.padEnd(width)}  ${ok ? 'ok  ' : 'FAIL'}  ${value}`);
  process.stdout.write(`\n${table.join('\n')}\n`);
  for (const chatter of chatters) chatter.close();
  log(`answers by operation: ${JSON.stringify(statusesByKind(mix.operations))}`);
  const errors = new Set(
    mix.operations.flatMap((o) =>
      o.error ? [`${o.kind} ${o.status} at ${o.sentAt.toFixed(1)} s (${o.phase}): ${o.error}`] : [],
    ),
  );
  for (const error of [...errors].slice(0, 8)) log(`failed answer: ${error}`);
  for (const failure of photos.failures.slice(0, 10)) log(`photo: ${failure}`);
  if (delivered.lost.length > 0) log(`messages lost: ${delivered.lost.slice(0, 10).join(', ')}`);
  return rows.every(([, , ok]) => ok);
}

async function main(): Promise<number> {
  const able = canMakeHosts();
  if (!able.ok) {
    log(`cannot simulate hosts here: ${able.reason}`);
    return 2;
  }
  const seconds = secondsArgument();
  const started = Date.now();
  const cluster = await startCluster(log);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      log(`${signal}: removing every host, process and folder this run made`);
      void cluster.close().then(() => process.exit(130));
    });
  let passed = false;
  try {
    passed = await prove(cluster, seconds);
  } catch (error) {
    log(`the proof stopped: ${error instanceof Error ? error.stack : String(error)}`);
  } finally {
    if (!passed) {
      const kept = join(tmpdir(), 'ile-cluster-logs');
      mkdirSync(kept, { recursive: true });
      for (const file of readdirSync(cluster.dir).filter((f) => f.endsWith('.log')))
        if (existsSync(join(cluster.dir, file))) copyFileSync(join(cluster.dir, file), join(kept, file));
      log(`the hosts' logs are kept in ${kept}`);
    }
    log('removing the hosts');
    await cluster.close();
    HostNetwork.removeLeftovers();
  }
  log(`${passed ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    HostNetwork.removeLeftovers();
    process.exit(1);
  },
);

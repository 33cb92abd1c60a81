import type { Db } from '@ile/db';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import pg from 'pg';
import { sleep } from '../../chaos/src/ports';
import type { AppHost } from './cluster';
import type { Acknowledged, Operation, Phase } from './mix';

/** Acknowledged writes with no row: lost writes. */
export async function lostWrites(db: Db, acknowledged: Acknowledged) {
  const missing = async (table: 'listing_applications' | 'properties' | 'messages', ids: string[]) => {
    const found = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)} where id::text = any(${ids}::text[])
    `.execute(db);
    return ids.length - (found.rows[0]?.n ?? 0);
  };
  const published = await sql<{ n: number }>`
    select count(*)::int as n from properties
    where id::text = any(${acknowledged.listings.map((l) => l.propertyId)}::text[]) and status = 'published'
  `.execute(db);
  return {
    applications: await missing('listing_applications', acknowledged.applications),
    listings: acknowledged.listings.length - (published.rows[0]?.n ?? 0),
    messages: await missing(
      'messages',
      acknowledged.messages.map((m) => m.id),
    ),
  };
}

interface ImageSet {
  src: string;
  srcset: string;
}

/**
 * Every approved listing's photos, read through each api host: the listing page carries all its processed
 * pictures, and the first WebP width and the JPEG of each answer 200 with a picture, wherever they were
 * rendered. Waits up to `timeoutMs` for the images worker.
 */
export async function photosRender(
  /** Only each api's address and a name for the failures: a cluster host, or the rehearsal's one api. */
  apis: readonly (Pick<AppHost, 'url'> & { host: Pick<AppHost['host'], 'name'> })[],
  propertyIds: readonly string[],
  picturesEach: number,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  let checked = 0;
  const failures: string[] = [];
  for (const propertyId of propertyIds) {
    for (const api of apis) {
      const base = api.url as string;
      let sets: ImageSet[] = [];
      for (;;) {
        const res = await fetch(`${base}/api/v1/property/property/${propertyId}`, { method: 'POST' }).catch(
          () => undefined,
        );
        const body = res?.ok ? ((await res.json()) as { data?: { image_set?: ImageSet[] } }) : undefined;
        sets = body?.data?.image_set ?? [];
        if (sets.length >= picturesEach || Date.now() > deadline) break;
        await sleep(500);
      }
      if (sets.length < picturesEach) {
        failures.push(
          `${propertyId} via ${api.host.name}: ${sets.length}/${picturesEach} pictures processed`,
        );
        continue;
      }
      for (const set of sets) {
        const webp = set.srcset.split(',')[0]?.trim().split(' ')[0] ?? '';
        for (const url of [webp, set.src]) {
          checked += 1;
          const res = await fetch(new URL(url, base)).catch((error: Error) => error);
          const type = res instanceof Error ? '' : (res.headers.get('content-type') ?? '');
          if (res instanceof Error || res.status !== 200 || !type.startsWith('image/'))
            failures.push(
              `${url} via ${api.host.name}: ${res instanceof Error ? res.message : `${res.status} ${type}`}`,
            );
        }
      }
    }
  }
  return { checked, failures };
}

/** Each acknowledged message reached its recipient: live over the socket, or read on reconnection. */
export function messagesDelivered(acknowledged: Acknowledged) {
  let live = 0;
  let caughtUp = 0;
  const lost: string[] = [];
  for (const { id, to } of acknowledged.messages) {
    if (to.live.has(id)) live += 1;
    else if (to.caughtUp.has(id)) caughtUp += 1;
    else lost.push(id);
  }
  return { live, caughtUp, lost };
}

/**
 * The outbox since `since`: every event delivered, and its effect there once: each decision has its one
 * email, each approved listing's pictures are all rendered.
 */
export async function outboxEffects(db: Db, since: Date, propertyIds: readonly string[]) {
  const events = await sql<{ total: number; undelivered: number }>`
    select count(*)::int as total, count(*) filter (where delivered_at is null)::int as undelivered
    from outbox_events where created_at >= ${since}
  `.execute(db);
  const decisions = await sql<{ n: number }>`
    select count(*)::int as n from outbox_events e
    where e.created_at >= ${since} and e.event_type = 'listing_application.decided'
      and (select count(*) from emails m where m.event_key like e.id::text || ':%') <> 1
  `.execute(db);
  const unrendered = await sql<{ n: number }>`
    select count(*)::int as n from property_images i
    where i.property_id::text = any(${propertyIds}::text[])
      and not exists (select 1 from property_image_variants v where v.image_id = i.id)
  `.execute(db);
  return {
    events: events.rows[0]?.total ?? -1,
    undelivered: events.rows[0]?.undelivered ?? -1,
    decisionsWithoutOneEmail: decisions.rows[0]?.n ?? -1,
    picturesUnrendered: unrendered.rows[0]?.n ?? -1,
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** p50 and p99 of the answered operations of one phase, and how many failed (no answer or 5xx). */
export function phaseFigures(operations: readonly Operation[], phase: Phase) {
  const mine = operations.filter((o) => o.phase === phase);
  const answered = mine.filter((o) => o.status > 0 && o.status < 500).map((o) => o.ms);
  return {
    operations: mine.length,
    failed: mine.length - answered.length,
    p50: percentile(answered, 50),
    p99: percentile(answered, 99),
  };
}

/** Read transactions the replica served (a hot standby counts them too): the catalogue's reads went there. */
export async function replicaTransactions(replicaUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: replicaUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select coalesce(sum(xact_commit + xact_rollback), 0)::text as n from pg_stat_database where datname = 'ile'",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Keys in Redis outside the hash-tagged prefix: with Redis Cluster they could land on any slot. */
export async function keysOutsidePrefix(
  redis: Redis,
  prefix: string,
): Promise<{ total: number; outside: string[] }> {
  const keys = await redis.keys('*');
  return { total: keys.length, outside: keys.filter((key) => !key.startsWith(`${prefix}:`)) };
}

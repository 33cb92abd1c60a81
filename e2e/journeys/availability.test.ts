import { createDatabase, type Db } from '@ile/db';
import type { AgentListingsResponse } from '@ile/shared/contracts/management';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiAs, type CapturedMail, capturedMail } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { screenshot } from '../support/screenshots';
import { databaseUrl, TEST_REDIS_URL } from '../support/stack-resources';

const OWNER = 'agent@ile.test';
const DAY_MS = 86_400_000;

/** The "Still available" link the reminder gives one listing: the line after its title. */
function linkFor(mail: CapturedMail, title: string): string {
  const lines = mail.text.split('\n');
  const at = lines.findIndex((line) => line.trim() === `• ${title}`);
  const link = lines[at + 1]?.match(/https?:\/\/\S+/)?.[0];
  if (at < 0 || !link) throw new Error(`no link for "${title}" in "${mail.subject}"`);
  return link;
}

describe('listings that are really available: the owner is asked, confirms in one click, renews, marks sold', () => {
  let db: Db;
  let redis: Redis;
  let listings: Queue;

  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
    listings = new Queue('listings', { connection: redis, prefix: inject('redisPrefix') });
  });
  afterAll(async () => {
    await listings.close();
    redis.disconnect();
    await db.destroy();
  });

  const statusOf = async (id: string) =>
    (await db.selectFrom('properties').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  /** Runs the hourly sweep now, as its scheduler would, and waits until it has expired `expiring`. */
  async function sweepUntilExpired(expiring: string): Promise<void> {
    await listings.add('sweep-listing-availability', { limit: 500 });
    const deadline = Date.now() + 20_000;
    while ((await statusOf(expiring)) !== 'expired') {
      if (Date.now() > deadline) throw new Error('the sweep did not expire the listing');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * This round's email about `subject` naming `title`: the worker sends it a moment after the sweep, and the
   * ones of an earlier round are there too (their links already used).
   */
  async function mailSince(since: Date, subject: string, title: string): Promise<CapturedMail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mails = await capturedMail(OWNER, { subject });
      const found = mails.find((mail) => new Date(mail.created_at) >= since && mail.text.includes(title));
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no "${subject}" mail naming "${title}" since ${since.toISOString()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  WIDTHS.forEach((width) => {
    it(`at ${width} px`, async () => {
      const roundStarted = new Date();
      const owner = await apiAs(OWNER);
      const mine = await owner.get<{ data: AgentListingsResponse }>(
        `/api/v1/agent/agent-listings/${owner.user.id}`,
      );
      const published = mine.body.data.properties.filter((p) => p.status === 'published');
      // The same two each round: each round leaves them as it found them (below).
      expect(
        published.length,
        'the demo agent needs two published listings on the first page',
      ).toBeGreaterThanOrEqual(2);
      const [asked, expiring] = published as [(typeof published)[number], (typeof published)[number]];

      // Time passes: one listing unconfirmed for 31 days, one for 46.
      await db
        .updateTable('properties')
        .set({ available_confirmed_at: new Date(Date.now() - 31 * DAY_MS), availability_reminded_at: null })
        .where('id', '=', asked.id)
        .execute();
      await db
        .updateTable('properties')
        .set({ available_confirmed_at: new Date(Date.now() - 46 * DAY_MS) })
        .where('id', '=', expiring.id)
        .execute();
      try {
        await sweepUntilExpired(expiring.id);

        // The reminder: one click on its link confirms the listing, without signing in.
        const reminder = await mailSince(roundStarted, 'still available', `• ${asked.title}`);
        const visitor = await openPage(width);
        await visitor.goto(
          new URL(linkFor(reminder, asked.title)).pathname + new URL(linkFor(reminder, asked.title)).search,
        );
        await visitor.getByRole('heading', { name: 'Thank you: it’s confirmed' }).waitFor();
        await visitor.getByText(`“${asked.title}” is in search as available, confirmed today.`).waitFor();
        await screenshot(visitor, `availability-link-${width}`);
        await expectNoSeriousA11yViolations(visitor);
        await visitor.getByRole('link', { name: 'See the listing' }).click();
        await visitor.getByText('Confirmed available today').waitFor();
        await screenshot(visitor, `availability-listing-${width}`);
        expect(errorsOf(visitor)).toEqual([]);
        await visitor.context().close();

        // The same link works once.
        const again = await fetch(new URL('/api/v1/property/availability-link', inject('baseUrl')), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: new URL(linkFor(reminder, asked.title)).searchParams.get('token') }),
        });
        expect(again.status).toBe(410);

        // The expired one is told by email, and renewed and then marked sold from My listings.
        await mailSince(roundStarted, 'has expired', expiring.title);
        const page = await openPage(width, { signedInAs: OWNER });
        await page.goto('/manage/listings');
        const row = page.getByRole('row').filter({ hasText: expiring.title });
        await row.getByText('Out of search until renewed').waitFor();
        await screenshot(page, `availability-manage-expired-${width}`);
        await expectNoSeriousA11yViolations(page);
        await row.getByRole('button', { name: `Renew ${expiring.title}` }).click();
        await row.getByText('Confirmed today').waitFor();
        expect(await statusOf(expiring.id)).toBe('published');
        const markSold = row.getByRole('button', { name: `Mark ${expiring.title} as sold` });
        await markSold.click();
        // The button's own label is "Sold" too: the state shows once the take-down buttons are gone.
        await markSold.waitFor({ state: 'detached' });
        await row.getByText('Sold', { exact: true }).first().waitFor();
        expect(await statusOf(expiring.id)).toBe('sold');
        await screenshot(page, `availability-manage-sold-${width}`);
        expect(errorsOf(page)).toEqual([]);
        await page.context().close();
      } finally {
        // Later journeys find the demo as it was.
        await db
          .updateTable('properties')
          .set({
            status: 'published',
            available_confirmed_at: sql<Date>`now()`,
            availability_reminded_at: null,
          })
          .where('id', 'in', [asked.id, expiring.id])
          .execute();
      }
    });
  });
});

import { createDatabase, type Db } from '@ile/db';
import { validListingApplication } from '@ile/shared/testing/fixtures';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs } from '../support/api';
import { errorsOf, openPage, overflow, WIDTHS } from '../support/browser';
import { signInToConsole } from '../support/console';
import { unique, verifiedAccount } from '../support/listing-journeys';
import { screenshot } from '../support/screenshots';
import { databaseUrl } from '../support/stack-resources';

const DAY_MS = 86_400_000;

/** A pending listing application, sent `daysAgo` calendar days ago (its created_at moved back). */
async function pendingApplication(db: Db, title: string, daysAgo: number): Promise<string> {
  const picture = await sharp({ create: { width: 960, height: 720, channels: 3, background: '#2e8b57' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const dataUrl = `data:image/jpeg;base64,${picture.toString('base64')}`;
  const owner = await apiAs(await verifiedAccount(`wait-${unique()}`));
  const applied = await owner.post<{ data: { id: string } }>('/api/v1/applications/property', {
    ...validListingApplication(),
    title,
    images: [dataUrl, dataUrl, dataUrl],
  });
  expect(applied.status).toBe(201);
  const id = applied.body.data.id;
  await db
    .updateTable('listing_applications')
    .set({ created_at: new Date(Date.now() - daysAgo * DAY_MS) })
    .where('id', '=', id)
    .execute();
  return id;
}

describe('console: how long applications have waited, in business days', { timeout: 180_000 }, () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('marks an application past the 7-business-day promise in the list and counts it on the dashboard', async () => {
    // One word both titles share, so the list can be searched down to these two whatever else is pending.
    const tag = unique();
    const overdueTitle = `Three-bedroom flat waiting ${tag}`;
    const freshTitle = `Studio sent today ${tag}`;
    await pendingApplication(db, overdueTitle, 21);
    await pendingApplication(db, freshTitle, 0);

    for (const width of WIDTHS) {
      const page = await openPage(width);
      await signInToConsole(page);
      const card = page.getByText(/^Past the 7-business-day promise \((\d+)\)$/);
      await card.waitFor();
      const total = Number((await card.textContent())?.match(/\((\d+)\)/)?.[1]);
      expect(total).toBeGreaterThanOrEqual(1);
      await screenshot(page, `console-review-wait-dashboard-${width}`);

      await page.goto(
        `/admin/#/listing-applications?filter=${encodeURIComponent(JSON.stringify({ status: 'pending', q: tag }))}`,
      );
      const overdueRow = page.getByRole('row').filter({ hasText: overdueTitle });
      const freshRow = page.getByRole('row').filter({ hasText: freshTitle });
      await overdueRow.waitFor();
      // 21 calendar days back is at least 13 business days whatever the holidays: past the promise.
      const overdue = overdueRow.getByText(/^\d+ business days · overdue$/);
      await overdue.waitFor();
      expect(Number((await overdue.textContent())?.split(' ')[0])).toBeGreaterThanOrEqual(13);
      await freshRow.getByText(/^0 business days$/).waitFor();
      expect(await freshRow.textContent()).not.toContain('overdue');
      await screenshot(page, `console-review-wait-list-${width}`);
      if (width >= 1280) {
        // A laptop sees every column without scrolling sideways.
        expect(await overflow(page)).toBe(0);
      }
      expect(errorsOf(page)).toEqual([]);
      await page.context().close();
    }
  });
});

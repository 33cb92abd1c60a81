import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiAs } from '../support/api';
import { errorsOf, openPage, WIDTHS, type Width } from '../support/browser';
import { screenshot } from '../support/screenshots';

async function signedIn(width: Width, email: string): Promise<Page> {
  const page = await openPage(width, { signedInAs: email });
  return page;
}

async function check(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await expectNoSeriousA11yViolations(page);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real, solid-colour PNG (the server checks images by content). */
function pngDataUrl(width: number, height: number, rgb: [number, number, number]): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

interface Dashboard {
  totalListings: number;
  pendingApplications: number;
}
interface Listing {
  id: string;
  title: string;
  createdAt: string;
}

/** What a date reads as in the browser's Lagos time, day first: 23/11/2026. */
const LAGOS_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

describe('manage area: an agent looks after their listings', () => {
  for (const width of WIDTHS) {
    it(`shows the counts, edits a listing and deletes one at ${width} px`, async () => {
      const agent = await apiAs('agent@ile.test');
      const counts = (await agent.post<{ data: Dashboard }>('/api/v1/user/dashboard-data', {})).body.data;
      const page = await signedIn(width, 'agent@ile.test');

      await page.goto('/manage/dashboard');
      const total = page.getByRole('listitem').filter({ hasText: 'Total listings' });
      await total.getByText(String(counts.totalListings), { exact: true }).waitFor();
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Pending applications' })
        .getByText(String(counts.pendingApplications), { exact: true })
        .waitFor();
      await check(page, 'manage-dashboard');

      const listings = async () =>
        (
          await agent.get<{ data: { agentListings: Listing[] } }>(
            `/api/v1/agent/agent-listings/${agent.user.id}?page=1&size=10`,
          )
        ).body.data.agentListings;
      const [toEdit, toDelete] = await listings();
      if (!toEdit || !toDelete) throw new Error('the seeded agent needs at least two listings');

      await page.getByRole('link', { name: 'My Listings' }).click();
      await page.getByRole('button', { name: `Edit ${toEdit.title}` }).waitFor();
      await check(page, 'manage-listings');

      await page.getByRole('button', { name: `Edit ${toEdit.title}` }).click();
      await page.getByRole('heading', { name: 'Edit Property' }).waitFor();
      const title = page.getByLabel(/^Title/);
      await expect.poll(() => title.inputValue()).toBe(toEdit.title);
      await check(page, 'manage-edit-listing');
      const newTitle = `Renovated ${width}px ${toEdit.title}`.slice(0, 140);
      await title.fill(newTitle);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Property edited successfully').waitFor();
      await page.waitForURL('**/manage/listings');
      expect((await listings()).find((l) => l.id === toEdit.id)?.title).toBe(newTitle);

      await page.getByRole('button', { name: `Delete ${toDelete.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this property?' });
      await dialog
        .getByText('Property records and data will be deleted permanently and cannot be recovered.')
        .waitFor();
      await check(page, 'manage-delete-listing');
      await dialog.getByRole('button', { name: 'Delete property' }).click();
      await page.getByText('Property deleted successfully').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `Delete ${toDelete.title}` }).waitFor({ state: 'detached' });

      await page.getByRole('link', { name: 'Dashboard' }).click();
      await total.getByText(String(counts.totalListings - 1), { exact: true }).waitFor();
      expect(errorsOf(page)).toEqual([]);
    });

    it(`lists each listing by its picture and whole title, dated day first, at ${width} px`, async () => {
      const agent = await apiAs('agent@ile.test');
      const { agentListings } = (
        await agent.get<{ data: { agentListings: Listing[] } }>(
          `/api/v1/agent/agent-listings/${agent.user.id}?page=1&size=10`,
        )
      ).body.data;
      expect(agentListings.length).toBeGreaterThan(0);
      // A staff laptop or phone set to US English still gets day-first dates.
      const page = await openPage(width, { signedInAs: 'agent@ile.test', locale: 'en-US' });
      await page.goto('/manage/listings');
      for (const listing of agentListings) {
        // By element, not role: on a phone each row is restyled as a card.
        const row = page
          .locator('tbody tr')
          .filter({ has: page.locator(`a[href="/property/${listing.id}"]`) });
        await row.waitFor();
        const cells = row.locator('td');
        // The row leads with the picture and the whole title; no raw id anywhere.
        expect(await cells.first().locator('img, :text("No photo yet")').count()).toBe(1);
        expect(await cells.first().getByRole('link').getAttribute('href')).toBe(`/property/${listing.id}`);
        expect(await cells.first().locator(`[title]`).first().getAttribute('title')).toBe(listing.title);
        expect(await row.textContent()).not.toContain(listing.id.slice(0, 8));
        expect(await row.textContent()).not.toContain('...');
        expect(await row.textContent()).toContain(LAGOS_DATE.format(new Date(listing.createdAt)));
      }
      await check(page, 'manage-listings-thumbnails');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Every column, the actions included, shows without scrolling the table sideways.
      const hidden = await page
        .locator('table')
        .evaluate(
          (table) =>
            (table.parentElement as HTMLElement).scrollWidth -
            (table.parentElement as HTMLElement).clientWidth,
        );
      expect(hidden).toBeLessThanOrEqual(0);
      expect(errorsOf(page)).toEqual([]);
    });

    it(`withdraws a pending listing application at ${width} px`, async () => {
      const user = await apiAs('user@ile.test');
      const title = `Garden flat in Wuse (${width} px ${Date.now()})`.slice(0, 60);
      const images = [
        pngDataUrl(64, 48, [30, 120, 60]),
        pngDataUrl(64, 48, [200, 160, 40]),
        pngDataUrl(64, 48, [40, 90, 200]),
      ];
      const created = await user.post('/api/v1/applications/property', {
        title,
        price: '850000',
        currency: 'NGN',
        duration: 'year',
        description: 'Two bedrooms with a small garden, quiet street.',
        address: '4 Aminu Kano Crescent',
        country: 'NG',
        state: 'FC',
        city: 'Wuse',
        category: 'rental',
        propertyType: 'residential',
        parking: 'Street Parking',
        heatingType: 'None',
        coolingType: 'Window Units',
        basement: 'None',
        exteriorFeatures: 'Yard',
        flooringType: 'Tile',
        occupancy: 'Vacant',
        ownershipType: 'Owned',
        bedrooms: '2',
        bathrooms: 2,
        mobilePhone: '+234 803 123 4567',
        images,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);

      const page = await signedIn(width, 'user@ile.test');
      await page.goto('/manage/applications');
      const remove = page.getByRole('button', { name: `Delete application ${title}` });
      await remove.waitFor();
      await page.getByText('Successful').first().waitFor();
      await check(page, 'manage-applications');
      await remove.click();
      const dialog = page.getByRole('dialog', {
        name: 'Are you sure you want to delete this pending application?',
      });
      await dialog
        .getByText(
          'Listing application records and data will be deleted permanently and cannot be recovered.',
        )
        .waitFor();
      await check(page, 'manage-delete-application');
      await dialog.getByRole('button', { name: 'Delete Application' }).click();
      await page.getByText('Application deleted successfully').waitFor();
      await remove.waitFor({ state: 'detached' });
      expect(errorsOf(page)).toEqual([]);
    });
  }
});

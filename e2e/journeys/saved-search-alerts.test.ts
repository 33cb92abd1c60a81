import { createDatabase, type Db } from '@ile/db';
import { validListingApplication } from '@ile/shared/testing/fixtures';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, capturedMail, linkIn } from '../support/api';
import { errorsOf, liveSocketReady, openPage, WIDTHS } from '../support/browser';
import { look, unique, verifiedAccount } from '../support/listing-journeys';
import { saveSearchInDialog } from '../support/saved-searches';
import { databaseUrl } from '../support/stack-resources';

// Issue 19, item 1, end to end on the real worker: a member saves a search; an owner's listing that matches it
// is approved in the console; the member sees the live notification and the alert email (caught), opens the
// new matches, then the listing's price drops into a second search's band and that search alerts too; the
// email's unsubscribe link turns that search's alerts off.

const jpeg = async (green: number) => {
  const data = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 90, g: green, b: 140 } },
  })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${data.toString('base64')}`;
};

describe('saved-search alerts', { timeout: 300_000 }, () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(async () => {
    await db.destroy();
  });

  for (const width of WIDTHS) {
    it(`alerts a saved search when a matching listing is approved and when a price drops, at ${width} px`, async () => {
      const word = `Zobo${unique()}`;
      const seeker = await verifiedAccount(`alerts-${width}`);
      const page = await openPage(width, { signedInAs: seeker });

      // The member saves the search they ran (instant alerts, the default).
      await page.goto(`/properties?country=NG&state=Lagos&category=rental&keyWord=${word}`);
      await page.getByRole('button', { name: 'Save this search' }).click();
      const name = `Lagos ${word}`;
      await saveSearchInDialog(page, { name });
      const member = await apiAs(seeker);
      // And a second one through the api: the same word, at most ₦2,000,000.
      const cheap = await member.post<{ data: { id: string } }>('/api/v1/saved-searches', {
        name: `Cheap ${word}`,
        filters: { country: 'NG', state: 'Lagos', keyWord: word, maxPrice: '2000000' },
      });
      expect(cheap.status, JSON.stringify(cheap.body)).toBe(201);
      // The toast below needs the page's live socket accepted before the listing is approved.
      const socketReady = liveSocketReady(page);
      await page.goto('/');

      // An owner applies with a listing that matches the first (₦2,400,000 is over the second's band); staff
      // approve it in the console.
      const ownerEmail = await verifiedAccount(`alerts-owner-${width}`);
      const owner = await apiAs(ownerEmail);
      const title = `${word} flat by the lagoon`;
      const image = await jpeg(width === 375 ? 90 : 170);
      const applied = await owner.post<{ data: { id: string } }>('/api/v1/applications/property', {
        ...validListingApplication(),
        title,
        price: '2400000',
        images: [image, image, image],
      });
      expect(applied.status, JSON.stringify(applied.body)).toBe(201);
      await socketReady;
      const reviewer = await apiAs('reviewer@ile.test');
      const approved = await reviewer.post(
        `/api/admin/listing-applications/${applied.body.data.id}/approve`,
        {
          reason: 'Saved-search alert journey',
        },
      );
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const { id: propertyId } = await db
        .selectFrom('properties')
        .select('id')
        .where('application_id', '=', applied.body.data.id)
        .executeTakeFirstOrThrow();

      // Live: the toast on whatever page the member has open, then the notification in the account.
      await page.getByText(`New listing for “${name}”`).first().waitFor({ timeout: 60_000 });
      await look(page, 'alerts-toast');
      await page.goto('/account/notifications');
      const notice = page.getByRole('article').filter({ hasText: `New listing for “${name}”` });
      await notice.waitFor();
      const reads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/matches')) reads.push(request.url());
      });
      await notice.getByRole('link').first().click();
      await page.waitForURL('**/account/saved-searches/*');
      const matches = page.getByRole('region', { name });
      await matches.getByRole('heading', { name: '1 new listing' }).waitFor();
      await matches.getByRole('article').filter({ hasText: title }).waitFor();
      expect(reads, 'reading marks the matches seen: the page reads them once').toHaveLength(1);
      await look(page, 'alerts-new-matches');

      // The email, at the end of the alert window: the listing, its price, a link to it and to unsubscribe.
      const [mail] = await capturedMail(seeker, { subject: `matches “${name}”`, timeoutMs: 60_000 });
      expect(mail?.subject).toBe(`New: “${title}” matches “${name}”`);
      expect(mail?.text).toContain('₦2,400,000 per year');
      expect(mail?.text).toContain(`/property/${propertyId}`);

      // The owner lowers the price into the second search's band: its history shows it and the second search
      // alerts (the first never repeats the listing).
      const lowered = await owner.post('/api/v1/property/admin-update-property', {
        propertyId,
        title,
        price: 1_950_000,
        category: 'rental',
        propertyType: 'residential',
        address: validListingApplication().address,
        country: 'NG',
        state: 'LA',
        bedrooms: validListingApplication().bedrooms,
        bathrooms: validListingApplication().bathrooms,
        description: validListingApplication().description,
        mobilePhone: validListingApplication().mobilePhone,
      });
      expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
      const [dropMail] = await capturedMail(seeker, { subject: 'Price drop', timeoutMs: 60_000 });
      expect(dropMail?.subject).toBe(`Price drop: “${title}” matches “Cheap ${word}”`);
      expect(dropMail?.text).toContain(`${title} (price reduced)`);
      expect(dropMail?.text).toContain('₦1,950,000 per year');
      await page.goto(`/property/${propertyId}`);
      const history = page.getByRole('region', { name: 'Price history' });
      await history.getByRole('listitem').first().waitFor();
      expect(await history.textContent()).toContain('₦2,400,000');
      expect(
        (await capturedMail(seeker)).filter((m) => m.subject.includes(`“${name}”`)),
        'the first search never repeats the listing',
      ).toHaveLength(1);

      // One click on the email's link turns the second search's alerts off, without signing in.
      const link = linkIn(dropMail as NonNullable<typeof dropMail>, '/alerts/unsubscribe');
      const visitor = await openPage(width);
      await visitor.goto(link.replace(/^https?:\/\/[^/]+/, ''));
      await visitor.getByText(`Alerts for “Cheap ${word}” are off`).waitFor();
      await look(visitor, 'alerts-unsubscribed');
      const row = await db
        .selectFrom('saved_searches')
        .select('frequency')
        .where('id', '=', cheap.body.data.id)
        .executeTakeFirstOrThrow();
      expect(row.frequency).toBe('off');
      expect(errorsOf(page)).toEqual([]);
      expect(errorsOf(visitor)).toEqual([]);
    });
  }
});

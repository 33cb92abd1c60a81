import { createDatabase, type Db } from '@ile/db';
import { inExemptArea, LAGOS_TENANCY_EXEMPT_AREAS } from '@ile/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { fillListingWizard, look, unique, verifiedAccount } from '../support/listing-journeys';
import { databaseUrl } from '../support/stack-resources';

// Issue 21, item 3: an owner lists a Lagos rental with its move-in costs (and is refused two years in advance,
// in the Tenancy Law's words); a seeker sees the "To move in" breakdown, its total and warnings on the listing's
// page, a seeded Lagos listing asking two years shows the law's warning, and search filters by the total.

/** The wizard, with the move-in section on its last step; stops before submitting. */
async function fillWizard(page: Page, title: string, address: string, shots: string): Promise<void> {
  await page.goto('/list-property/become-a-host');
  await fillListingWizard(page, {
    title,
    address,
    city: 'Ikeja',
    description: `Two-bedroom flat off Allen Avenue, prepaid meter and borehole (${title}).`,
  });
  await page.getByRole('group', { name: 'Move-in costs' }).waitFor();
  await look(page, `${shots}-form`);
}

describe('move-in costs', { timeout: 240_000 }, () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(async () => {
    await db.destroy();
  });

  for (const width of WIDTHS) {
    it(`an owner lists a rental with its move-in costs, a seeker sees and filters by them, at ${width} px`, async () => {
      const shots = `move-in-${width}`;
      const email = await verifiedAccount(`move-in-${width}`);
      const run = unique();
      const title = `Opebi flat ${width} ${run}`;
      const page = await openPage(width, { signedInAs: email });
      await fillWizard(
        page,
        title,
        `${Math.floor(Math.random() * 200) + 1} Allen Avenue, Opebi ${run}`,
        shots,
      );

      // Two years in advance in Opebi, Ikeja: the Lagos State Tenancy Law's limit, said at the field.
      const months = page.getByLabel('Rent required in advance (months)');
      await months.fill('24');
      await page.getByLabel('Agency fee').fill('150,000');
      await page.getByRole('button', { name: 'Submit application' }).click();
      await page
        .getByText(/Under the Lagos State Tenancy Law 2011 a landlord or agent may not demand/)
        .waitFor();
      await months.scrollIntoViewIfNeeded();
      await look(page, `${shots}-blocked`);

      // A year, and the usual charges.
      await months.fill('12');
      await page.getByLabel('Legal / agreement fee').fill('125000');
      await page.getByLabel('Caution deposit (refundable)').fill('104000');
      await page.getByRole('button', { name: 'Submit application' }).click();
      await page.waitForURL('**/list-property/become-a-host/success');

      const applicationId = (
        await db
          .selectFrom('listing_applications')
          .select(['id', 'advance_rent_months', 'agency_fee'])
          .where('title', '=', title)
          .executeTakeFirstOrThrow()
      ).id;
      const reviewer = await apiAs('reviewer@ile.test');
      const approved = await reviewer.post(`/api/admin/listing-applications/${applicationId}/approve`, {
        reason: 'Move-in journey: its own listing',
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const property = await db
        .selectFrom('properties')
        .select(['id', 'move_in_total'])
        .where('application_id', '=', applicationId)
        .executeTakeFirstOrThrow();
      // ₦1,250,000 + ₦150,000 + ₦125,000 + ₦104,000, in kobo.
      expect(property.move_in_total).toBe(162_900_000);

      // A seeker (signed out) opens it: each line, the total, and the agency fee "higher than usual".
      const seeker = await openPage(width);
      await seeker.goto(`/property/${property.id}`);
      const card = seeker.getByRole('region', { name: 'To move in' });
      await card.waitFor();
      for (const text of [
        'Rent in advance (1 year)',
        '₦1,250,000',
        'Agency fee',
        '₦150,000',
        '₦125,000',
        '₦104,000',
      ]) {
        await card.getByText(text, { exact: true }).first().waitFor();
      }
      expect(await card.getByTestId('move-in-total').textContent()).toBe('₦1,629,000');
      await card.getByText('Agency fee higher than usual').waitFor();
      await expect.poll(() => card.getByText('Against the law', { exact: false }).count()).toBe(0);
      await seeker
        .getByRole('complementary', { name: 'Price and actions' })
        .getByText('Total to move in:')
        .waitFor();
      await card.scrollIntoViewIfNeeded();
      await look(seeker, `${shots}-listing`);

      // In the seeker's chosen currency too, at today's rate.
      await seeker.getByLabel('Display currency').selectOption('USD');
      await expect.poll(() => card.getByTestId('move-in-converted').textContent()).toMatch(/^\$[\d,]+$/);
      expect(await card.getByTestId('move-in-total').textContent()).toBe('₦1,629,000');
      await look(seeker, `${shots}-listing-usd`);

      // A seeded Lagos rental asking two years outside the exempt areas: the law's warning, with its source.
      const candidates = await db
        .selectFrom('properties')
        .select(['id', 'address', 'city'])
        .where('status', '=', 'published')
        .where('state_code', '=', 'LA')
        .where('advance_rent_months', '>', 12)
        .where('is_seed', '=', true)
        .limit(50)
        .execute();
      const seeded = candidates.find((row) => !inExemptArea(row, LAGOS_TENANCY_EXEMPT_AREAS));
      expect(
        seeded,
        'the demo data has a Lagos listing asking two years outside the exempt areas',
      ).toBeDefined();
      await seeker.goto(`/property/${seeded?.id}`);
      const seededCard = seeker.getByRole('region', { name: 'To move in' });
      await seededCard.getByText(/Against the law: More than a year of rent in advance/).waitFor();
      await seededCard.getByRole('link', { name: /Tenancy Law of Lagos State 2011/ }).waitFor();
      await seeker
        .getByRole('complementary', { name: 'Price and actions' })
        .getByText(/More than a year of rent in advance: against the law/)
        .waitFor();
      await seededCard.scrollIntoViewIfNeeded();
      await look(seeker, `${shots}-lagos-warning`);

      // Search: "Total to move in" from the More filters dialog, then sorted by it.
      // In the results (the seeker's "Recently viewed" above them shows it too).
      const results = seeker.getByRole('region', { name: /1 property available/ });
      await seeker.goto(`/properties?keyWord=${encodeURIComponent(title)}`);
      await results.getByRole('article').filter({ hasText: title }).waitFor();
      await seeker.getByRole('button', { name: /More filters/ }).click();
      const dialog = seeker.getByRole('dialog', { name: 'More filters' });
      await dialog.getByLabel('Minimum').fill('1600000');
      await dialog.getByLabel('Maximum').fill('1700000');
      await look(seeker, `${shots}-filter-dialog`);
      await dialog.getByRole('button', { name: 'Search' }).click();
      await seeker.waitForURL(/moveInMin=1600000/);
      await results.getByRole('article').filter({ hasText: title }).waitFor();
      await look(seeker, `${shots}-search`);
      await seeker.goto(`/properties?keyWord=${encodeURIComponent(title)}&moveInMax=1500000`);
      await seeker.getByText('No results matched your search').waitFor();
      await look(seeker, `${shots}-search-none`);
      expect(errorsOf(page)).toEqual([]);
      expect(errorsOf(seeker)).toEqual([]);
    });
  }
});

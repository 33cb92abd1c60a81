import { createDatabase, type Db } from '@ile/db';
import { countListingEnquiry } from '@ile/db/repositories/listing-figures.repository';
import type { AgentListingsResponse, ManagedProperty } from '@ile/shared/contracts/management';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiAs } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { screenshot } from '../support/screenshots';
import { databaseUrl } from '../support/stack-resources';

const AGENT = 'agent@ile.test';
/** Eko Prime Realty: the demo agent's agency. */
const AGENCY = 'agency@ile.test';
const SEEKER = 'user@ile.test';

async function check(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await expectNoSeriousA11yViolations(page);
}

// Issue 22, items 3 and 4: "an agent sorts their listings by enquiries and opens one listing's chart; an agency
// sees an agent's listing".
describe('listing performance: an agent’s figures, and the agency that sees them', () => {
  let db: Db;

  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(() => db.destroy());

  /**
   * One of the agent's published listings made the most asked about: a seeker opens it (a phone reveal, through
   * the product) and enquiries are counted by countListingEnquiry, the function the new-conversation path calls.
   */
  async function mostAskedAbout(): Promise<ManagedProperty> {
    const agent = await apiAs(AGENT);
    const { agentListings } = (
      await agent.get<{ data: AgentListingsResponse }>(
        `/api/v1/agent/agent-listings/${agent.user.id}?size=50`,
      )
    ).body.data;
    // Not the newest few: the manage journey edits and deletes those.
    const target = agentListings.filter((listing) => listing.status === 'published').at(-1);
    if (!target) throw new Error('the demo agent needs a published listing');
    const most = Math.max(...agentListings.map((listing) => listing.last30Days.enquiries));
    for (let i = most - target.last30Days.enquiries; i >= 0; i--) {
      await db.transaction().execute((trx) => countListingEnquiry(trx, target.id));
    }
    const seeker = await apiAs(SEEKER);
    expect((await seeker.post(`/api/v1/property/property/${target.id}`)).status).toBe(200);
    return target;
  }

  for (const width of WIDTHS) {
    it(`an agent sorts by enquiries and opens the top listing’s chart at ${width} px`, async () => {
      const target = await mostAskedAbout();
      const page = await openPage(width, { signedInAs: AGENT });
      await page.goto('/manage/listings');
      await page.getByLabel('Sort by').selectOption('enquiries');
      await page.waitForURL('**/manage/listings?sort=enquiries');
      const firstRow = page.locator('tbody tr').first();
      await firstRow.locator(`a[href="/property/${target.id}"]`).first().waitFor();
      await check(page, 'listing-performance-sorted');
      // Every column shows without scrolling the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.getByRole('link', { name: `Performance of ${target.title}` }).click();
      await page.getByRole('heading', { name: 'Listing performance' }).waitFor();
      await page.getByRole('link', { name: target.title, exact: true }).waitFor();
      const enquiries = page.getByRole('row', { name: /^Enquiries/ });
      await expect
        .poll(async () => Number((await enquiries.getByRole('cell').first().textContent()) ?? 0))
        .toBeGreaterThan(0);
      await expect
        .poll(() =>
          page
            .getByRole('row', { name: /^Phone reveals/ })
            .getByRole('cell')
            .first()
            .textContent(),
        )
        .not.toBe('0');
      // Four charts of 90 days, drawn as SVG; the busiest day of enquiries is today.
      expect(await page.locator('figure svg[role="img"]').count()).toBe(4);
      expect(await page.getByRole('img', { name: /^Enquiries: \d+ in the last 90 days/ }).count()).toBe(1);
      await check(page, 'listing-performance-chart');
      expect(errorsOf(page)).toEqual([]);
    });

    it(`an agency sees its agent’s listing read-only, then editable once the agent lets it, at ${width} px`, async () => {
      const target = await mostAskedAbout();
      const agent = await apiAs(AGENT);
      const share = (allow: boolean) => agent.request('PUT', '/api/v1/agent/agency-edit-rights', { allow });
      expect((await share(false)).status).toBe(200);
      const agency = await apiAs(AGENCY);
      const { agentListings } = (
        await agency.get<{ data: AgentListingsResponse }>(
          `/api/v1/agent/agent-listings/${agency.user.id}?sort=enquiries&size=5`,
        )
      ).body.data;
      const row = agentListings.find((listing) => listing.id === target.id);
      expect(row).toMatchObject({ access: 'team' });

      const page = await openPage(width, { signedInAs: AGENCY });
      await page.goto('/manage/dashboard');
      await page.getByRole('listitem').filter({ hasText: 'Your agents’ listings' }).waitFor();
      await page.getByRole('listitem').filter({ hasText: 'Enquiries, last 30 days' }).waitFor();
      await check(page, 'listing-performance-agency-dashboard');

      await page.goto('/manage/listings?sort=enquiries');
      const teamRow = page
        .locator('tbody tr')
        .filter({ has: page.locator(`a[href="/property/${target.id}"]`) });
      await teamRow.getByText(`Listed by ${row?.listedBy} · view only`).waitFor();
      // Read-only: its chart, but no edit or delete.
      expect(await teamRow.getByRole('button', { name: `Edit ${target.title}` }).count()).toBe(0);
      expect(await teamRow.getByRole('button', { name: `Delete ${target.title}` }).count()).toBe(0);
      await check(page, 'listing-performance-agency-listings');

      await teamRow.getByRole('link', { name: `Performance of ${target.title}` }).click();
      await page.getByText(`Listed by ${row?.listedBy}, an agent of your agency.`).waitFor();
      await check(page, 'listing-performance-agency-chart');

      // The agent lets the agency edit their listings, on their own dashboard.
      const agentPage = await openPage(width, { signedInAs: AGENT });
      try {
        await agentPage.goto('/manage/dashboard');
        const allow = agentPage.getByRole('checkbox', { name: /^Let Eko Prime Realty edit my listings/ });
        await allow.check();
        await agentPage.getByText('Eko Prime Realty may now edit your listings').waitFor();
        await expect.poll(() => allow.isChecked()).toBe(true);
        await check(agentPage, 'listing-performance-agent-shares-edit');
        expect(errorsOf(agentPage)).toEqual([]);
      } finally {
        await agentPage.close();
      }

      await page.goto('/manage/listings?sort=enquiries');
      await teamRow.getByText(`Listed by ${row?.listedBy} · you may edit`).waitFor();
      expect(await teamRow.getByRole('button', { name: `Delete ${target.title}` }).count()).toBe(0);
      await teamRow.getByRole('button', { name: `Edit ${target.title}` }).click();
      await page.getByRole('heading', { name: 'Edit Property' }).waitFor();
      await expect.poll(() => page.getByLabel(/^Title/).inputValue()).toBe(target.title);
      await check(page, 'listing-performance-agency-edit');
      expect(errorsOf(page)).toEqual([]);
      expect((await share(false)).status).toBe(200);
    });
  }
});

import type { AgenciesListResponse } from '@ile/shared/contracts/agency';
import type { AgentsListResponse } from '@ile/shared/contracts/agent';
import type { SearchPropertiesResponse } from '@ile/shared/contracts/search';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, baseUrl, capturedMail } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { signInToConsole } from '../support/console';
import { logInOnPage, look, verifiedAccount } from '../support/listing-journeys';
import { expectFailedRequests } from '../support/page-problems';
import { screenshot } from '../support/screenshots';

/** A seeded published listing (the journey only dismisses its report, so it stays as it was). */
async function aPublishedListing(): Promise<{ id: string; title: string }> {
  const answer = await fetch(`${baseUrl()}/api/v1/property/search?page=1&size=1`);
  const { properties } = ((await answer.json()) as { data: SearchPropertiesResponse }).data;
  const first = properties[0];
  if (!first) throw new Error('no published listing to report');
  return { id: first.id, title: first.title };
}

/** A reviewer at 1280 px opens the Reports queue, finds the listing and dismisses its report. */
async function dismissInConsole(title: string, width: number): Promise<void> {
  const desk = await openPage(1280);
  await signInToConsole(desk);
  await desk.getByRole('menuitem', { name: 'Reports' }).click();
  const row = desk.getByRole('row', { name: `Reported listing: ${title}` });
  await row.waitFor();
  await screenshot(desk, `reports-console-queue-${width}`);
  await row.click();
  await desk.getByText('Listing is fake or not available').first().waitFor();
  await desk.getByRole('button', { name: 'Dismiss' }).waitFor();
  // A Reviewer may not suspend: the button is not offered.
  expect(await desk.getByRole('button', { name: 'Suspend user' }).count()).toBe(0);
  await screenshot(desk, `reports-console-target-${width}`);
  await desk.getByRole('button', { name: 'Dismiss' }).click();
  await desk.getByText('Reports dismissed; the reporters are told').waitFor();
  await screenshot(desk, `reports-console-dismissed-${width}`);
  expect(errorsOf(desk)).toEqual([]);
  await desk.context().close();
}

async function openReportDialog(page: Page) {
  await page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await dialog.waitFor();
  return dialog;
}

for (const width of WIDTHS) {
  describe(`reporting a listing, at ${width} px`, { timeout: 180_000 }, () => {
    it('is sent from the listing page, dismissed by a reviewer, and the reporter is told', async () => {
      const email = await verifiedAccount(`report-${width}`);
      const listing = await aPublishedListing();
      const page = await openPage(width);
      await page.goto('/login');
      await logInOnPage(page, email);
      await page.waitForURL((url) => url.pathname !== '/login');

      await page.goto(`/property/${listing.id}`);
      let dialog = await openReportDialog(page);
      await dialog.getByRole('radio', { name: 'Listing is fake or not available' }).check();
      await dialog
        .getByLabel(/^Details/)
        .fill('The agent says it was let last month but it is still listed.');
      await look(page, `reports-dialog-${width}`);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      const sent = page.getByRole('dialog', { name: 'Report sent' });
      await sent.getByRole('status').waitFor();
      await look(page, `reports-sent-${width}`);
      await sent.getByRole('button', { name: 'Done' }).click();
      await sent.waitFor({ state: 'detached' });

      // A second report on the same listing while the first is open: the dialog says so.
      expectFailedRequests(page, { status: 409, path: '/api/v1/reports' });
      dialog = await openReportDialog(page);
      await dialog.getByRole('radio', { name: 'Duplicate' }).check();
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'You have already reported this' }).waitFor();
      await screenshot(page, `reports-already-${width}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await dismissInConsole(listing.title, width);

      await page.goto('/account/notifications');
      await page.getByText('We have looked at the listing you reported').first().waitFor();
      await look(page, `reports-outcome-notification-${width}`);
      const [mail] = await capturedMail(email, { subject: 'looked at the listing you reported' });
      expect(mail?.text).toContain('We looked into it and found nothing against our rules.');
      expect(errorsOf(page)).toEqual([]);
    });
  });
}

/** Profiles to report: an agent's and an agency's, a different pair at each width (one open report each). */
async function profilesToReport(index: number): Promise<{ path: string; name: string }[]> {
  const visitor = await apiAs('user@ile.test');
  const agents = await visitor.get<{ data: AgentsListResponse }>('/api/v1/agent/agents?page=1&size=10');
  const agencies = await visitor.get<{ data: AgenciesListResponse }>(
    '/api/v1/agency/agencies?page=1&size=10',
  );
  const agent = agents.body.data.agent[index];
  const agency = agencies.body.data.agency[index];
  if (!agent || !agency) throw new Error('not enough seeded agents and agencies to report');
  return [
    { path: `/agent/${agent.userId}`, name: agent.name },
    { path: `/agency/${agency.userId}`, name: agency.agency_name },
  ];
}

describe('reporting a person from their profile', { timeout: 180_000 }, () => {
  WIDTHS.forEach((width, index) => {
    it(`sends a report of an agent and of an agency at ${width} px`, async () => {
      const email = await verifiedAccount(`report-profile-${width}`);
      const page = await openPage(width);
      await page.goto('/login');
      await logInOnPage(page, email);
      await page.waitForURL((url) => url.pathname !== '/login');
      for (const [n, profile] of (await profilesToReport(index)).entries()) {
        await page.goto(profile.path);
        await page.getByRole('button', { name: `Report ${profile.name}` }).click();
        const dialog = page.getByRole('dialog', { name: `Report ${profile.name}` });
        await dialog.getByRole('radio', { name: 'Asks for money before viewing' }).check();
        await dialog
          .getByLabel(/^Details/)
          .fill('Asked me to pay an inspection fee into a personal account.');
        await look(page, `reports-profile-dialog-${n}-${width}`);
        await dialog.getByRole('button', { name: 'Send report' }).click();
        const sent = page.getByRole('dialog', { name: 'Report sent' });
        await sent.getByRole('status').waitFor();
        await look(page, `reports-profile-sent-${n}-${width}`);
        await sent.getByRole('button', { name: 'Done' }).click();
        await sent.waitFor({ state: 'detached' });
      }
      expect(errorsOf(page)).toEqual([]);
    });
  });
});

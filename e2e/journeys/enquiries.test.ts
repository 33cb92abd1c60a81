import { createDatabase, type Db } from '@ile/db';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiAs } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { screenshot } from '../support/screenshots';
import { databaseUrl } from '../support/stack-resources';

const SEEKER = 'user@ile.test';
const AGENT = 'agent@ile.test';

async function check(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await expectNoSeriousA11yViolations(page);
}

describe('enquiries: a seeker messages about a listing and the agent sees the listing in the thread', () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(() => db.destroy());

  WIDTHS.forEach((width, index) => {
    it(`shows the lister, sends the enquiry with its listing, and the agent's thread carries it at ${width} px`, async () => {
      const agent = await apiAs(AGENT);
      const seeker = await apiAs(SEEKER);
      // Another of the agent's published listings at each width, so the thread changes subject.
      const listing = await db
        .selectFrom('properties')
        .select(['id', 'title'])
        .where('owner_id', '=', agent.user.id)
        .where('status', '=', 'published')
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .offset(index)
        .limit(1)
        .executeTakeFirstOrThrow();

      const page = await openPage(width, { signedInAs: SEEKER });
      await page.goto(`/property/${listing.id}`);
      const panel = page.getByRole('region', { name: 'Listed by' });
      await panel.getByRole('link', { name: agent.user.full_name }).waitFor();
      await panel.getByText('Agent at Eko Prime Realty').waitFor();
      await panel.getByText(/^Member since /).waitFor();
      await panel.scrollIntoViewIfNeeded();
      await check(page, 'enquiry-lister-panel');

      await panel.getByRole('button', { name: 'Message the agent' }).click();
      const dialog = page.getByRole('dialog', { name: `Message ${agent.user.full_name}` });
      const text = `Can I view it this Saturday? (${width} px, ${Date.now()})`;
      await dialog.getByRole('textbox').fill(text);
      await check(page, 'enquiry-dialog');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await page.waitForURL(`**/inbox?with=${agent.user.id}`);
      const thread = page.getByRole('region', { name: `Conversation with ${agent.user.full_name}` });
      await thread.getByRole('list', { name: 'Messages' }).getByText(text).waitFor();
      await thread.getByRole('link', { name: `Listing: ${listing.title}` }).waitFor();
      await check(page, 'enquiry-seeker-thread');

      const agentPage = await openPage(width, { signedInAs: AGENT });
      await agentPage.goto('/inbox');
      await agentPage
        .getByRole('list', { name: 'Conversations' })
        .getByRole('button')
        .filter({ hasText: seeker.user.full_name })
        .click();
      const agentThread = agentPage.getByRole('region', {
        name: `Conversation with ${seeker.user.full_name}`,
      });
      const messages = agentThread.getByRole('list', { name: 'Messages' });
      await messages.getByText(text).waitFor();
      await agentThread.getByRole('link', { name: `Listing: ${listing.title}` }).waitFor();
      // Where the subject became this listing, the thread says so.
      await messages.getByText(`About: ${listing.title}`).last().waitFor();
      await check(agentPage, 'enquiry-agent-thread');

      // The agent's inbox filters by the listing: this conversation is among those about it.
      if (width >= 768) {
        await agentPage
          .getByRole('combobox', { name: 'Filter by listing' })
          .selectOption({ label: listing.title });
        await agentPage
          .getByRole('list', { name: 'Conversations' })
          .getByRole('button')
          .filter({ hasText: seeker.user.full_name })
          .waitFor();
      }
      expect(errorsOf(page)).toEqual([]);
      expect(errorsOf(agentPage)).toEqual([]);
    });
  });
});

import { createDatabase, type Db } from '@ile/db';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { look, verifiedAccount } from '../support/listing-journeys';
import { publishedRentalOf } from '../support/owned-listings';
import { databaseUrl } from '../support/stack-resources';

const SEEKER = 'user@ile.test';

/** Screenshot, accessibility, and nothing sticking out sideways (support/listing-journeys.ts). */
const check = (page: Page, name: string) => look(page, name);

/** The card of the viewing of `title` on a viewings page. */
const cardOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

describe('viewings: an owner sets hours, a seeker books, the owner confirms, both say it happened', () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(() => db.destroy());

  WIDTHS.forEach((width) => {
    it(`books, confirms, records the viewing on the owner's profile, and declines with a reason at ${width} px`, async () => {
      const ownerEmail = await verifiedAccount(`viewing-owner-${width}`);
      const owner = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', ownerEmail)
        .executeTakeFirstOrThrow();
      const listing = await publishedRentalOf(db, owner.id, { title: 'Garden flat in Surulere' });
      const { title } = listing;

      // The owner opens every day, 09:00–17:00, in hour-long viewings.
      const ownerPage = await openPage(width, { signedInAs: ownerEmail });
      await ownerPage.goto('/manage/viewings');
      await ownerPage.getByRole('heading', { name: 'Your viewing hours' }).waitFor();
      for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
        await ownerPage.getByRole('checkbox', { name: day }).check();
      await ownerPage.getByRole('button', { name: 'Save viewing hours' }).click();
      await ownerPage.getByText('Viewing hours saved').waitFor();
      await check(ownerPage, 'viewings-owner-hours');

      // The seeker picks a day and a time on the listing's page and adds a note.
      const seekerPage = await openPage(width, { signedInAs: SEEKER });
      await seekerPage.goto(`/property/${listing.id}`);
      await seekerPage.getByRole('button', { name: 'Book a viewing' }).click();
      const panel = seekerPage.getByRole('region', { name: 'Book a viewing' });
      const days = panel.getByRole('list', { name: 'Day' }).getByRole('button');
      await days.first().waitFor();
      await days.nth(1).click();
      await panel.getByRole('list', { name: 'Time' }).getByRole('button').first().click();
      await panel.getByLabel('Note for the owner (optional)').fill('I can come after work.');
      await panel.scrollIntoViewIfNeeded();
      await check(seekerPage, 'viewings-book-panel');
      await panel.getByRole('button', { name: 'Request viewing' }).click();
      await panel.getByText('Viewing requested.').waitFor();
      await check(seekerPage, 'viewings-booked');

      // The owner confirms it in the manage area.
      await ownerPage.reload();
      const request = cardOf(ownerPage, title);
      await request.getByText('Waiting for confirmation').waitFor();
      await request.getByText('Note: I can come after work.').waitFor();
      await check(ownerPage, 'viewings-owner-request');
      await request.getByRole('button', { name: 'Confirm', exact: true }).click();
      await request.getByText('Confirmed', { exact: true }).waitFor();

      // The viewing's time passes (the clock is moved through the database), and both say it happened.
      await sql`UPDATE viewings SET starts_at = now() - interval '3 hours', ends_at = now() - interval '2 hours'
        WHERE property_id = ${listing.id}`.execute(db);
      await seekerPage.goto('/account/viewings');
      const mine = cardOf(seekerPage, title);
      await mine.getByText('Did the viewing happen?').waitFor();
      await check(seekerPage, 'viewings-seeker-outcome');
      await mine.getByRole('button', { name: 'Yes, it happened' }).click();
      await mine.getByText('You said it happened.').waitFor();
      await ownerPage.reload();
      await cardOf(ownerPage, title).getByRole('button', { name: 'Yes, it happened' }).click();
      await cardOf(ownerPage, title).getByText('Held', { exact: true }).waitFor();
      await check(ownerPage, 'viewings-owner-held');

      // The owner's record on the listing's page.
      await seekerPage.goto(`/property/${listing.id}`);
      const lister = seekerPage.getByRole('region', { name: 'Listed by' });
      await lister.getByText('1 viewing held on Ile, 0 no-shows').waitFor();
      await lister.scrollIntoViewIfNeeded();
      await check(seekerPage, 'viewings-owner-record');

      // A second request, declined with a reason the seeker reads.
      await seekerPage.getByRole('button', { name: 'Book a viewing' }).click();
      const again = seekerPage.getByRole('region', { name: 'Book a viewing' });
      await again.getByRole('list', { name: 'Time' }).getByRole('button').first().click();
      await again.getByRole('button', { name: 'Request viewing' }).click();
      await again.getByText('Viewing requested.').waitFor();
      await ownerPage.reload();
      const second = cardOf(ownerPage, title).filter({ hasText: 'Waiting for confirmation' });
      await second.getByRole('button', { name: 'Decline' }).click();
      await second.getByLabel('Reason (the viewer reads it)').fill('Already let, sorry');
      await check(ownerPage, 'viewings-owner-decline');
      await second.getByRole('button', { name: 'Decline viewing' }).click();
      await ownerPage.getByText('Viewing declined', { exact: true }).first().waitFor();
      await seekerPage.goto('/account/viewings');
      const declined = cardOf(seekerPage, title).filter({ hasText: 'Declined' });
      await declined.getByText('Reason: Already let, sorry').waitFor();
      await check(seekerPage, 'viewings-seeker-declined');

      const statuses = await db
        .selectFrom('viewings')
        .select(['status', 'decline_reason'])
        .where('property_id', '=', listing.id)
        .orderBy('created_at')
        .execute();
      expect(statuses).toEqual([
        { status: 'held', decline_reason: null },
        { status: 'declined', decline_reason: 'Already let, sorry' },
      ]);
      expect(errorsOf(seekerPage)).toEqual([]);
      expect(errorsOf(ownerPage)).toEqual([]);
    });
  });
});

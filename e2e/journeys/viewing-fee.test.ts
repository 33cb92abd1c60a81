import { createDatabase, type Db } from '@ile/db';
import { givePayoutAccount } from '@ile/db/testing/rows';
import { viewingLinkToken } from '@ile/db/viewings/link-token';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorsOf, openPage, overflow, WIDTHS } from '../support/browser';
import { openPaymentInConsole, searchConsoleList, signInToConsole } from '../support/console';
import { look, verifiedAccount } from '../support/listing-journeys';
import { publishedRentalOf } from '../support/owned-listings';
import { useStackQueue } from '../support/queues';
import { screenshot } from '../support/screenshots';
import { databaseUrl } from '../support/stack-resources';

/** The card of the viewing of `title` on a viewings page. */
const cardOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** Issue 21 item 2: a viewing fee paid into Ile's protection, released after the viewing, refunded on a no-show. */
describe('the protected viewing fee', () => {
  let db: Db;
  const payments = useStackQueue('payments');
  const listings = useStackQueue('listings');

  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(async () => {
    await db.destroy();
  });

  const userId = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const feeHoldOf = (viewingId: string) =>
    db
      .selectFrom('payment_holds')
      .select(['id', 'state'])
      .where('subject_id', '=', viewingId)
      .where('state', '<>', 'cancelled')
      .executeTakeFirst();
  /** The clock moved through the database: the viewing ended `hoursAgo` hours ago (its fee's release time too). */
  async function endedHoursAgo(viewingId: string, hoursAgo: number) {
    await sql`UPDATE viewings SET starts_at = now() - make_interval(hours => ${hoursAgo + 1}),
        ends_at = now() - make_interval(hours => ${hoursAgo}) WHERE id = ${viewingId}`.execute(db);
    await sql`UPDATE payment_holds SET release_after = now() - make_interval(hours => ${hoursAgo - 48})
        WHERE subject_id = ${viewingId}`.execute(db);
  }
  /** The owner confirms the request waiting on their viewings page, and it is confirmed. */
  async function ownerConfirms(ownerPage: Page, title: string, viewingId: string) {
    await ownerPage.goto('/manage/viewings');
    await cardOf(ownerPage, title)
      .filter({ hasText: 'Waiting for confirmation' })
      .getByRole('button', { name: 'Confirm', exact: true })
      .click();
    await expect
      .poll(
        async () =>
          (await db.selectFrom('viewings').select('status').where('id', '=', viewingId).executeTakeFirst())
            ?.status,
      )
      .toBe('confirmed');
  }
  /**
   * A viewing booked, paid and confirmed, over 49 hours ago with nobody reporting on it: the hold sweep has paid
   * its fee to the owner. The viewing's id.
   */
  async function paidOutViewing(seekerPage: Page, ownerPage: Page, listing: { id: string; title: string }) {
    const viewingId = await bookAndPay(seekerPage, listing.id, '₦5,000');
    await ownerConfirms(ownerPage, listing.title, viewingId);
    await endedHoursAgo(viewingId, 49);
    await payments().add('sweep-holds', { limit: 500 });
    await expect.poll(async () => (await feeHoldOf(viewingId))?.state, { timeout: 60_000 }).toBe('released');
    return viewingId;
  }
  /** Books the first free slot on the listing's page and pays its fee on the sandbox's checkout; the viewing's id. */
  async function bookAndPay(page: Page, listingId: string, fee: string, shots?: string): Promise<string> {
    await page.goto(`/property/${listingId}`);
    await page.getByRole('button', { name: 'Book a viewing' }).click();
    const panel = page.getByRole('region', { name: 'Book a viewing' });
    await panel.getByText('Ile holds your viewing fee until you have seen the property.').waitFor();
    await panel.getByRole('list', { name: 'Time' }).getByRole('button').first().click();
    if (shots) {
      await panel.scrollIntoViewIfNeeded();
      await look(page, `${shots}-book-panel`);
    }
    await panel.getByRole('button', { name: `Book and pay ${fee}` }).click();
    await page.waitForURL('**/payments/sandbox/checkout/**');
    if (shots) await screenshot(page, `${shots}-sandbox-checkout`);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL('**/account/viewings?reference=**');
    await page.getByText('Viewing fee paid.').waitFor();
    if (shots) await look(page, `${shots}-paid`);
    const row = await db
      .selectFrom('viewings')
      .select('id')
      .where('property_id', '=', listingId)
      .where('status', '=', 'requested')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  WIDTHS.forEach((width) => {
    it(`holds the fee, releases it to the owner after the viewing, refunds a no-show at ${width} px`, {
      timeout: 240_000,
    }, async () => {
      const ownerEmail = await verifiedAccount(`fee-owner-${width}`);
      const seekerEmail = await verifiedAccount(`fee-seeker-${width}`);
      const ownerId = await userId(ownerEmail);
      await givePayoutAccount(db, ownerId);
      const listing = await publishedRentalOf(db, ownerId, { title: 'Studio in Yaba', price: 900_000 });
      const { title } = listing;

      // The owner opens every day and asks a ₦5,000 viewing fee.
      const ownerPage = await openPage(width, { signedInAs: ownerEmail });
      await ownerPage.goto('/manage/viewings');
      await ownerPage.getByRole('heading', { name: 'Your viewing hours' }).waitFor();
      for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
        await ownerPage.getByRole('checkbox', { name: day }).check();
      await ownerPage.getByLabel('Viewing fee in NGN (optional)').fill('5000');
      await ownerPage.getByRole('button', { name: 'Save viewing hours' }).click();
      await ownerPage.getByText('Viewing hours saved').waitFor();
      await look(ownerPage, 'viewing-fee-owner-hours');

      // The seeker books a slot and pays the fee in the sandbox; the request reaches the owner once it is held.
      const seekerPage = await openPage(width, { signedInAs: seekerEmail });
      const first = await bookAndPay(seekerPage, listing.id, '₦5,000', 'viewing-fee');
      await expect.poll(async () => (await feeHoldOf(first))?.state).toBe('held');
      await ownerPage.reload();
      const request = cardOf(ownerPage, title);
      await request.getByText('Viewing fee ₦5,000: held by Ile').waitFor();
      await look(ownerPage, 'viewing-fee-owner-request');
      await request.getByRole('button', { name: 'Confirm', exact: true }).click();
      await request.getByText('Confirmed', { exact: true }).waitFor();

      // The viewing is over; the seeker says it happened; 48 hours later the sweep releases the fee.
      await endedHoursAgo(first, 49);
      await seekerPage.goto('/account/viewings');
      const mine = cardOf(seekerPage, title);
      await mine.getByRole('button', { name: 'Yes, it happened' }).click();
      await mine.getByText('You said it happened.').waitFor();
      await look(seekerPage, 'viewing-fee-seeker-happened');
      await payments().add('sweep-holds', { limit: 500 });
      await expect.poll(async () => (await feeHoldOf(first))?.state, { timeout: 60_000 }).toBe('released');
      await ownerPage.goto('/account/payment/transactions');
      const released = ownerPage
        .getByRole('list', { name: 'Held payments' })
        .getByRole('listitem')
        .filter({ hasText: `Viewing fee for ${title}` });
      await released.getByText('Released', { exact: true }).waitFor();
      await released.getByText('₦5,000 was paid to your payout account.').waitFor();
      await look(ownerPage, 'viewing-fee-owner-released');

      // A second viewing: the seeker reports that it did not happen, the owner does not contest, it is refunded.
      const second = await bookAndPay(seekerPage, listing.id, '₦5,000');
      await ownerConfirms(ownerPage, title, second);
      // The seeker answers an hour after the end, inside the 48 hours (the fee's release time is still ahead,
      // so the every-5-minutes hold sweep cannot pay the owner meanwhile).
      await endedHoursAgo(second, 1);
      await seekerPage.goto('/account/viewings');
      const noShow = cardOf(seekerPage, title).filter({ hasText: 'Did the viewing happen?' });
      await noShow.getByRole('button', { name: 'No', exact: true }).click();
      await seekerPage.getByText('You said it did not happen.').waitFor();
      expect((await feeHoldOf(second))?.state).toBe('held');
      // The owner stays silent for the 48 hours after the end: the viewings sweep settles it as a no-show and
      // the fee goes back, though its release time has passed too (the hold sweep skips a seeker's no-show).
      await endedHoursAgo(second, 49);
      await payments().add('sweep-holds', { limit: 500 });
      await listings().add('sweep-viewings', { limit: 500 });
      await expect.poll(async () => (await feeHoldOf(second))?.state, { timeout: 60_000 }).toBe('refunded');
      await seekerPage.goto('/account/payment/transactions');
      const refunded = seekerPage
        .getByRole('list', { name: 'Held payments' })
        .getByRole('listitem')
        .filter({ hasText: `Viewing fee for ${title}` })
        .filter({ hasText: 'Refunded' });
      await refunded.getByText('₦5,000 was refunded to you.').waitFor();
      await refunded.scrollIntoViewIfNeeded();
      await look(seekerPage, 'viewing-fee-seeker-refunded');

      // A third viewing nobody reports on: 48 hours after it the fee is the owner's, and the seeker, asked
      // too late, is told so; their "No" opens a Support ticket for them.
      const third = await paidOutViewing(seekerPage, ownerPage, listing);
      await seekerPage.goto('/account/viewings');
      const late = cardOf(seekerPage, title).filter({ hasText: 'Did the viewing happen?' });
      await late.getByText('Viewing fee ₦5,000: paid to the owner').waitFor();
      await late.getByText(/no one reported a problem within 48 hours/).waitFor();
      await late.getByText(/answer “No” and Ile will open a Support ticket for you/).waitFor();
      await late.scrollIntoViewIfNeeded();
      await look(seekerPage, 'viewing-fee-seeker-too-late');
      await late.getByRole('button', { name: 'No', exact: true }).click();
      const ticketed = cardOf(seekerPage, title).filter({
        hasText: 'so Ile opened a Support ticket for you',
      });
      await ticketed.getByText('You said it did not happen.').waitFor();
      expect((await feeHoldOf(third))?.state).toBe('released');
      await look(seekerPage, 'viewing-fee-seeker-late-no');
      await ticketed.getByRole('link', { name: 'see it in your tickets' }).click();
      await seekerPage.waitForURL('**/account/ticket');
      await seekerPage.getByText(`Viewing did not happen, fee already paid out: ${title}`).first().waitFor();
      await look(seekerPage, 'viewing-fee-seeker-ticket');

      // A fourth, answered late from the email's one-tap "No" (the link the question email carries): the page
      // says the fee had gone and a ticket was opened, and leads to it.
      const fourth = await paidOutViewing(seekerPage, ownerPage, listing);
      const linkKey = await db
        .selectFrom('viewings')
        .select(['id', 'link_key'])
        .where('id', '=', fourth)
        .executeTakeFirstOrThrow();
      await seekerPage.goto(`/viewings/link?token=${viewingLinkToken(linkKey, 'seeker', 'no_show')}`);
      await seekerPage.getByRole('button', { name: 'No, it did not happen' }).click();
      await seekerPage
        .getByRole('status')
        .filter({ hasText: 'The viewing fee had already gone to the owner' })
        .getByText(/so Ile opened a Support ticket for you/)
        .waitFor();
      expect((await feeHoldOf(fourth))?.state).toBe('released');
      await look(seekerPage, 'viewing-fee-seeker-late-no-link');
      await seekerPage.getByRole('link', { name: 'See your ticket' }).click();
      await seekerPage.waitForURL('**/account/ticket');
      const ticketTitles = seekerPage.getByText(`Viewing did not happen, fee already paid out: ${title}`);
      await expect.poll(() => ticketTitles.count()).toBe(2);

      // Support opens the ticket in the console, finds the payment by the reference it names, and sees where
      // the fee went: to the owner, never disputed.
      const consolePage = await openPage(width);
      await signInToConsole(consolePage, 'support@ile.test');
      await consolePage.goto('/admin/#/tickets');
      await searchConsoleList(consolePage, 'Search', title);
      await consolePage
        .getByRole('row', { name: `Ticket: Viewing did not happen, fee already paid out: ${title}` })
        .first()
        .click();
      const named = await consolePage
        .getByText(/Payment reference: /)
        .first()
        .textContent();
      const reference = named?.match(/Payment reference: (\S+)/)?.[1];
      expect([third, fourth]).toContain(
        (
          await db
            .selectFrom('payment_holds')
            .select('subject_id')
            .where('transaction_reference', '=', reference ?? '')
            .executeTakeFirst()
        )?.subject_id,
      );
      await openPaymentInConsole(consolePage, reference ?? '');
      await consolePage.getByRole('heading', { name: 'Held payment' }).waitFor();
      await consolePage.getByText('Viewing fee', { exact: true }).waitFor();
      await consolePage.getByText('Released', { exact: true }).waitFor();
      await consolePage.getByText('Never disputed').waitFor();
      // The payee is the owner's account (every journey account has the same name, so by its link).
      await consolePage.locator(`a[href$="/users/${ownerId}/show"]`).waitFor();
      expect(await overflow(consolePage)).toBe(0);
      // The console's own chrome is not held to the site's accessibility check (no console journey is).
      await screenshot(consolePage, 'console-transaction-held-payment');
      expect(errorsOf(consolePage)).toEqual([]);

      const holds = await db
        .selectFrom('payment_holds')
        .select(['state', 'amount'])
        .where('subject_id', 'in', [first, second])
        .orderBy('created_at')
        .execute();
      expect(holds).toEqual([
        { state: 'released', amount: 500_000 },
        { state: 'refunded', amount: 500_000 },
      ]);
      const problems = await sql`SELECT * FROM ledger_problems()`.execute(db);
      expect(problems.rows).toEqual([]);
      expect(errorsOf(seekerPage)).toEqual([]);
      expect(errorsOf(ownerPage)).toEqual([]);
    });
  });
});

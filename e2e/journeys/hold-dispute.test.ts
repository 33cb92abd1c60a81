import { createDatabase, type Db } from '@ile/db';
import { givePayoutAccount } from '@ile/db/testing/rows';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiAs, baseUrl, capturedMail, DEMO_PASSWORD, linkIn } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { logInOnPage, look, verifiedAccount } from '../support/listing-journeys';
import { publishedRentalOf } from '../support/owned-listings';
import { screenshot } from '../support/screenshots';
import { databaseUrl } from '../support/stack-resources';

const SUPPORT = 'support@ile.test';

interface Holds {
  data: { holds: { id: string; state: string; property_id: string; decision_reason: string | null }[] };
}

/**
 * Issue 21: a disputed move-in payment decided by Support in the console's Disputes queue, and the emailed
 * one-tap "I have the keys" link (which asks before it acts).
 */
describe('a disputed held payment, decided in the console; the emailed keys link', () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(() => db.destroy());

  /**
   * An owner of this run alone, with a validated payout account and a rental: the seed's agent is left alone
   * (the manage journey counts its listings and expects each to have pictures).
   */
  async function ownerWithRental(tag: string) {
    const email = await verifiedAccount(tag);
    const owner = await apiAs(email);
    await givePayoutAccount(db, owner.user.id);
    const listing = await publishedRentalOf(db, owner.user.id, { title: 'Disputed flat in Surulere' });
    return { email, listing };
  }

  /** The tenant pays the listing's move-in amount in the sandbox (as its checkout page does); the hold's id. */
  async function payMoveIn(email: string, propertyId: string): Promise<string> {
    const me = await apiAs(email);
    const moveInDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const opened = await me.post<{ data: { checkoutUrl: string; hold: { id: string } } }>(
      '/api/v1/payments/initialize',
      { propertyId, moveInDate },
    );
    expect(opened.status).toBe(201);
    const paid = await fetch(new URL(new URL(opened.body.data.checkoutUrl).pathname, baseUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    return opened.body.data.hold.id;
  }

  const holdState = async (email: string, id: string) => {
    const holds = (await (await apiAs(email)).get<Holds>('/api/v1/payments/holds')).body.data.holds;
    return holds.find((hold) => hold.id === id)?.state;
  };

  WIDTHS.forEach((width) => {
    it(`disputes on the transactions page, the owner answers, Support refunds in the console at ${width} px`, {
      timeout: 240_000,
    }, async () => {
      const { email: ownerEmail, listing } = await ownerWithRental(`dispute-owner-${width}`);
      const tenant = await verifiedAccount(`dispute-${width}`);
      const holdId = await payMoveIn(tenant, listing.id);
      await expect.poll(() => holdState(tenant, holdId), { timeout: 20_000 }).toBe('held');

      // The tenant disputes it on their transactions page.
      const page = await openPage(width);
      await page.goto('/login');
      await logInOnPage(page, tenant);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto('/account/payment/transactions');
      const mine = page
        .getByRole('list', { name: 'Held payments' })
        .getByRole('listitem')
        .filter({ hasText: listing.title })
        .first();
      await mine.getByRole('button', { name: 'Open a dispute' }).click();
      const complaint = `The owner never handed over the keys (${width})`;
      await mine.getByLabel('What went wrong?').fill(complaint);
      await mine.getByRole('button', { name: 'Send the dispute' }).click();
      await mine.getByText('Disputed', { exact: true }).waitFor();
      await look(page, 'hold-disputed-tenant');

      // The owner answers with a statement for Support.
      const ownerPage = await openPage(width);
      await ownerPage.goto('/login');
      await logInOnPage(ownerPage, ownerEmail);
      await ownerPage.waitForURL((url) => url.pathname !== '/login');
      await ownerPage.goto('/account/payment/transactions');
      const theirs = ownerPage
        .getByRole('list', { name: 'Held payments' })
        .getByRole('listitem')
        .filter({ hasText: complaint })
        .first();
      await theirs
        .getByLabel('Your statement for Ile’s support team')
        .fill('The tenant did not come on the day');
      await theirs.getByRole('button', { name: 'Send your statement' }).click();
      await theirs.getByRole('button', { name: 'Update your statement' }).waitFor();
      await look(ownerPage, 'hold-statement-owner');
      expect(errorsOf(ownerPage)).toEqual([]);

      // Support opens the Disputes queue in the console and refunds, with a reason.
      const consolePage = await openPage(width);
      await consolePage.goto('/admin/');
      await consolePage.getByLabel(/^(email|username)/i).fill(SUPPORT);
      await consolePage.getByLabel(/^password/i).fill(DEMO_PASSWORD);
      await consolePage.getByRole('button', { name: /sign in/i }).click();
      await consolePage.waitForURL((url) => url.pathname === '/admin/' && !url.hash.includes('login'));
      await consolePage.goto('/admin/#/disputes');
      await consolePage
        .getByRole('row', { name: new RegExp(`Dispute: ${listing.title}`) })
        .first()
        .click();
      await consolePage.getByText('The tenant did not come on the day').waitFor();
      await consolePage.getByText(complaint).first().waitFor();
      const refund = consolePage.getByRole('button', { name: 'Refund the payer' });
      await refund.waitFor();
      // The console's own chrome is not held to the site's accessibility check (no console journey is).
      await screenshot(consolePage, 'console-dispute');
      await refund.click();
      const dialog = consolePage.getByRole('dialog');
      const reason = `No handover was shown (${width})`;
      await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
      await dialog.getByRole('button', { name: 'Refund the payer' }).click();
      await consolePage.getByText('Decided: the payer is refunded in full; both parties are told').waitFor();
      expect(errorsOf(consolePage)).toEqual([]);

      // The worker refunds through the sandbox; the tenant sees it refunded, with the decision's reason.
      await expect.poll(() => holdState(tenant, holdId), { timeout: 60_000 }).toBe('refunded');
      const [told] = await capturedMail(tenant, { subject: 'Refund of' });
      expect(told?.text).toContain(reason);
      await page.reload();
      const refunded = page
        .getByRole('list', { name: 'Held payments' })
        .getByRole('listitem')
        .filter({ hasText: listing.title })
        .first();
      await refunded.getByText('Refunded', { exact: true }).waitFor();
      await refunded.getByText(`Ile’s decision: ${reason}`).waitFor();
      await look(page, 'hold-refunded-tenant');
      expect(errorsOf(page)).toEqual([]);
    });

    it(`releases on the emailed "I have the keys" link, which asks before it acts, at ${width} px`, {
      timeout: 180_000,
    }, async () => {
      const { listing } = await ownerWithRental(`keys-owner-${width}`);
      const tenant = await verifiedAccount(`keys-${width}`);
      const holdId = await payMoveIn(tenant, listing.id);

      const [mail] = await capturedMail(tenant, { subject: 'Ile holds your' });
      const link = linkIn(mail as NonNullable<typeof mail>, '/payments/keys');
      // Opening the link (as a mail scanner would) moves nothing.
      const page = await openPage(width);
      await page.goto(new URL(link).pathname + new URL(link).search);
      const tap = page.getByRole('button', { name: /^I have the keys — release .+ to / });
      await tap.waitFor();
      expect(await holdState(tenant, holdId)).toBe('held');
      await look(page, 'hold-keys-link');
      await expectNoSeriousA11yViolations(page);

      await tap.click();
      await page.getByRole('heading', { name: 'Thank you: Ile is paying the owner' }).waitFor();
      await expect
        .poll(() => holdState(tenant, holdId), { timeout: 60_000 })
        .toMatch(/^(release_pending|released)$/);
      await page.reload();
      await page.getByRole('heading', { name: 'Nothing left to confirm' }).waitFor();
      await page.getByText(/Release requested|Released/).waitFor();
      expect(errorsOf(page)).toEqual([]);
    });
  });
});

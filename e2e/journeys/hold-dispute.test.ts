import { createDatabase, type Db } from '@ile/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { capturedMail, linkIn } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { openPaymentInConsole, signInToConsole } from '../support/console';
import {
  expectRefundedWith,
  heldPaymentItem,
  holdReaches,
  holdState,
  ownerWithRental,
  payMoveIn,
} from '../support/held-payments';
import { logInOnPage, look, verifiedAccount } from '../support/listing-journeys';
import { screenshot } from '../support/screenshots';
import { databaseUrl } from '../support/stack-resources';

const SUPPORT = 'support@ile.test';

/**
 * Issue 21: a disputed move-in payment decided by Support in the console's Disputes queue, the emailed
 * one-tap "I have the keys" link (which asks before it acts), and the owner cancelling with a reason.
 */
describe('a disputed held payment, decided in the console; the emailed keys link; the owner cancels', () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(() => db.destroy());

  WIDTHS.forEach((width) => {
    it(`disputes on the transactions page, the owner answers, Support refunds in the console at ${width} px`, {
      timeout: 240_000,
    }, async () => {
      const { email: ownerEmail, listing } = await ownerWithRental(db, `dispute-owner-${width}`);
      const tenant = await verifiedAccount(`dispute-${width}`);
      const holdId = await payMoveIn(tenant, listing.id);
      await holdReaches(tenant, holdId, 'held', 20_000);

      // The tenant disputes it on their transactions page.
      const page = await openPage(width);
      await page.goto('/login');
      await logInOnPage(page, tenant);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto('/account/payment/transactions');
      const mine = heldPaymentItem(page, listing.title);
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
      const theirs = heldPaymentItem(ownerPage, complaint);
      await theirs
        .getByLabel('Your statement for Ile’s support team')
        .fill('The tenant did not come on the day');
      await theirs.getByRole('button', { name: 'Send your statement' }).click();
      await theirs.getByRole('button', { name: 'Update your statement' }).waitFor();
      await look(ownerPage, 'hold-statement-owner');
      expect(errorsOf(ownerPage)).toEqual([]);

      // Support opens the Disputes queue in the console and refunds, with a reason.
      const consolePage = await openPage(width);
      await signInToConsole(consolePage, SUPPORT);
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
      await holdReaches(tenant, holdId, 'refunded');
      const [told] = await capturedMail(tenant, { subject: 'Refund of' });
      expect(told?.text).toContain(reason);
      await page.reload();
      await expectRefundedWith(page, listing.title, `Ile’s decision: ${reason}`);
      await look(page, 'hold-refunded-tenant');
      expect(errorsOf(page)).toEqual([]);

      // Support reaches the same dispute from the payment's page (where a ticket's payment reference leads).
      const { transaction_reference: reference } = await db
        .selectFrom('payment_holds')
        .select('transaction_reference')
        .where('id', '=', holdId)
        .executeTakeFirstOrThrow();
      await openPaymentInConsole(consolePage, reference);
      await consolePage.getByRole('heading', { name: 'Held payment' }).waitFor();
      await consolePage.getByText('Refunded', { exact: true }).waitFor();
      await consolePage.getByRole('link', { name: 'Open the dispute' }).click();
      await consolePage.waitForURL((url) => url.hash === `#/disputes/${holdId}/show`);
      await consolePage.getByText(complaint).first().waitFor();
      expect(errorsOf(consolePage)).toEqual([]);
    });

    it(`the owner cancels a held move-in payment with a reason and the tenant is refunded at ${width} px`, {
      timeout: 180_000,
    }, async () => {
      const { email: ownerEmail, listing } = await ownerWithRental(db, `cancel-owner-${width}`);
      const tenant = await verifiedAccount(`cancel-${width}`);
      const holdId = await payMoveIn(tenant, listing.id);
      await holdReaches(tenant, holdId, 'held', 20_000);

      const ownerPage = await openPage(width, { signedInAs: ownerEmail });
      await ownerPage.goto('/account/payment/transactions');
      const theirs = heldPaymentItem(ownerPage, listing.title);
      await theirs
        .getByText('for you until the tenant confirms they have the keys', { exact: false })
        .waitFor();
      await theirs.getByRole('button', { name: 'Cancel and refund the tenant' }).click();
      const reason = `The flat flooded; it cannot be let this month (${width})`;
      await theirs.getByLabel('Why are you cancelling?').fill(reason);
      await look(ownerPage, 'hold-cancel-owner');
      await theirs.getByRole('button', { name: 'Cancel and refund', exact: true }).click();
      await ownerPage.getByText('Cancelled: the payer is refunded in full').waitFor();
      expect(errorsOf(ownerPage)).toEqual([]);

      // The worker refunds through the sandbox; the tenant sees it refunded, with the owner's reason.
      await holdReaches(tenant, holdId, 'refunded');
      const page = await openPage(width, { signedInAs: tenant });
      await page.goto('/account/payment/transactions');
      await expectRefundedWith(page, listing.title, reason);
      await look(page, 'hold-cancelled-tenant');
      expect(errorsOf(page)).toEqual([]);
    });

    it(`releases on the emailed "I have the keys" link, which asks before it acts, at ${width} px`, {
      timeout: 180_000,
    }, async () => {
      const { listing } = await ownerWithRental(db, `keys-owner-${width}`);
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

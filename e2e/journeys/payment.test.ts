import { createDatabase, type Db } from '@ile/db';
import { formatPrice } from '@ile/shared/helpers/format-price';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiAs, capturedMail } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { heldPaymentItem, heldPaymentItems, holdReaches, holdsOf } from '../support/held-payments';
import { logInOnPage, look, verifiedAccount } from '../support/listing-journeys';
import { screenshot } from '../support/screenshots';
import { databaseUrl } from '../support/stack-resources';

const OWNER = 'agent@ile.test';

interface Transactions {
  data: { transactions: { reference: string; status: string; amount: number; property_id: string }[] };
}

/** Issue 21: the move-in amount is paid into Ile's protection, held, and released on "I have the keys". */
describe('paying the move-in amount through Ile', () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(() => db.destroy());

  WIDTHS.forEach((width, index) => {
    it(`pays in the sandbox, sees it held, confirms the keys and the owner sees the release at ${width} px`, {
      timeout: 180_000,
    }, async () => {
      const owner = await apiAs(OWNER);
      // The agent has a validated payout account (the seed's); one of their rentals per width.
      const listing = await db
        .selectFrom('properties')
        .select(['id', 'title', 'price', 'currency', 'move_in_total'])
        .where('owner_id', '=', owner.user.id)
        .where('status', '=', 'published')
        .where('category', '<>', 'sale')
        .orderBy('created_at')
        .offset(index)
        .limit(1)
        .executeTakeFirstOrThrow();
      // Ile holds the whole move-in amount where the owner stated the costs (the seed gives most rentals
      // some), else one rent period.
      const heldMajor = listing.move_in_total === null ? listing.price : listing.move_in_total / 100;
      const amount = formatPrice(heldMajor, listing.currency);
      const email = await verifiedAccount(`pay-${width}`);
      const page = await openPage(width);

      // The listing's button says what it pays for and where the money waits.
      await page.goto(`/property/${listing.id}`);
      await page.getByText('Ile holds your payment until you confirm you have the keys.').waitFor();
      await look(page, 'payment-listing-button');
      await page.getByRole('link', { name: 'Pay the move-in amount through Ile' }).click();

      // A visitor is sent to sign in and comes back to the same listing's payment page.
      await page.waitForURL('**/login');
      await logInOnPage(page, email);
      await page.waitForURL(`**/property/payment?propertyId=${listing.id}`);
      await page.getByRole('heading', { name: listing.title }).waitFor();
      await page.getByRole('heading', { name: 'Move-in amount' }).waitFor();
      if (listing.move_in_total !== null)
        await page.getByRole('region', { name: 'To move in' }).getByText(amount).waitFor();
      await page
        .getByText(`Ile holds ${amount} until you confirm you have the keys`, { exact: false })
        .waitFor();
      const moveIn = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Move-in date agreed with the owner').fill(moveIn);
      await look(page, 'payment-review');

      await page.getByRole('button', { name: 'Pay the move-in amount through Ile' }).click();
      await page.waitForURL('**/payments/sandbox/checkout/**');
      await screenshot(page, 'payment-sandbox-checkout');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: /^Pay/ }).click();

      // Back on the site, the server verifies the payment before anything says it succeeded.
      await page.waitForURL('**/property/payment?**');
      const dialog = page.getByRole('dialog', { name: 'Successful payment' });
      await dialog.waitFor();
      await dialog
        .getByText(`Ile holds ${amount} until you confirm you have the keys`, { exact: false })
        .waitFor();
      await look(page, 'payment-success');

      const me = await apiAs(email);
      const paid = (await me.get<Transactions>('/api/v1/user/transactions?page=1&size=10')).body.data;
      expect(paid.transactions).toEqual([
        expect.objectContaining({ property_id: listing.id, status: 'successful', amount: heldMajor }),
      ]);
      const [receipt] = await capturedMail(email, { subject: 'Payment received' });
      expect(receipt?.text).toContain(paid.transactions[0]?.reference);

      // The transactions page: held, with its timeline; "I have the keys" releases it.
      await dialog.getByRole('button', { name: 'See it in your transactions' }).click();
      await page.waitForURL('**/account/payment/transactions');
      const held = heldPaymentItems(page).first();
      await held.getByText('Held by Ile', { exact: true }).waitFor();
      await held.getByText('Paid; held by Ile', { exact: false }).waitFor();
      await look(page, 'payment-held');
      await held.getByRole('button', { name: 'I have the keys' }).click();
      await held
        .getByText(/Being released|Released/)
        .first()
        .waitFor();

      // The worker pays the owner through the sandbox's transfer; the hold is released on its word.
      const hold = (await holdsOf(me)).find((h) => h.property_id === listing.id);
      await holdReaches(me, hold?.id, 'released');
      await page.reload();
      await heldPaymentItems(page).first().getByText('Released', { exact: true }).waitFor();
      expect(errorsOf(page)).toEqual([]);

      // The owner sees the release on their transactions page.
      const ownerPage = await openPage(width);
      await ownerPage.goto('/login');
      await logInOnPage(ownerPage, OWNER);
      await ownerPage.waitForURL((url) => url.pathname !== '/login');
      await ownerPage.goto('/account/payment/transactions');
      const received = heldPaymentItem(ownerPage, listing.title);
      await received.getByText(`${amount} was paid to your payout account.`).waitFor();
      await look(ownerPage, 'payment-released-owner');
      expect(errorsOf(ownerPage)).toEqual([]);
    });
  });
});

import { createDatabase, type Db } from '@ile/db';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { type ApiClient, apiAs, capturedMail } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import {
  expectRefundedWith,
  heldPaymentItems,
  holdReaches,
  holdState,
  holdsOf,
} from '../support/held-payments';
import { logInOnPage, look, verifiedAccount } from '../support/listing-journeys';
import { useStackQueue } from '../support/queues';
import { databaseUrl } from '../support/stack-resources';

// The agency (a validated payout account, the seed's); the payment journey uses the agent's few rentals.
const OWNER = 'agency@ile.test';

/** The listing's reservation Ile still holds for the member (one at a time). */
const heldFor = async (me: ApiClient, propertyId: string) =>
  (await holdsOf(me)).find((h) => h.property_id === propertyId && h.state === 'held');

/**
 * From the listing's "Reserve with a deposit" link (already followed) to the sandbox checkout and back: the
 * review page's words, the payment, and the success dialog, which it returns. `shots`: screenshots' prefix.
 */
async function payReservation(buyerPage: Page, saleId: string, shots?: string) {
  await buyerPage.waitForURL(`**/property/payment?propertyId=${saleId}`);
  await buyerPage.getByRole('heading', { name: 'Reserve with a deposit' }).waitFor();
  await buyerPage.getByText('Ile holds ₦250,000 until the sale completes', { exact: false }).waitFor();
  await buyerPage
    .getByText('The price itself (₦85,000,000) is never paid on Ile', { exact: false })
    .waitFor();
  if (shots) await look(buyerPage, `${shots}-review`);
  await buyerPage.getByRole('button', { name: 'Pay the deposit into Ile’s protection' }).click();
  await buyerPage.waitForURL('**/payments/sandbox/checkout/**');
  if (shots) await expectNoSeriousA11yViolations(buyerPage);
  await buyerPage.getByRole('button', { name: /^Pay/ }).click();
  await buyerPage.waitForURL('**/property/payment?**');
  const dialog = buyerPage.getByRole('dialog', { name: 'Successful payment' });
  await dialog
    .getByText('Ile holds ₦250,000 while your lawyer does the searches', { exact: false })
    .waitFor();
  if (shots) await look(buyerPage, `${shots}-success`);
  return dialog;
}

/**
 * Issue 21: a sale is never paid for by card. Its seller sets a refundable reservation deposit in the manage
 * area; a buyer reserves with it (the sandbox's checkout); the reservation lapses and the sweep refunds it; the
 * buyer reserves again and the seller withdraws (refunded); and again, and the seller completes (released).
 */
describe('reserving a property for sale with a deposit: lapsed, withdrawn, completed', () => {
  let db: Db;
  const payments = useStackQueue('payments');
  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(async () => {
    await db.destroy();
  });

  WIDTHS.forEach((width) => {
    it(`the seller sets a deposit; a reservation lapses, one is withdrawn, one completes at ${width} px`, {
      timeout: 180_000,
    }, async () => {
      const owner = await apiAs(OWNER);
      // The agency's (newest) published naira listing, its sales first, (put) up for sale and taking no deposit
      // yet: the same one at both widths (the seed gives the agency few), each time with a new buyer.
      const listing = await db
        .selectFrom('properties')
        .select('id')
        .where('owner_id', '=', owner.user.id)
        .where('status', '=', 'published')
        .where('currency', '=', 'NGN')
        .orderBy(sql`category = 'sale'`, 'desc')
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const sale = await db
        .updateTable('properties')
        .set({
          category: 'sale',
          duration: 'outright',
          price: 85_000_000,
          advance_rent_months: null,
          agency_fee: null,
          legal_fee: null,
          caution_deposit: null,
          service_charge_yearly: null,
          other_charges: sql`null`,
          reservation_deposit: null,
          reservation_days: null,
        })
        .where('id', '=', listing.id)
        .returning(['id', 'title'])
        .executeTakeFirstOrThrow();

      // Without a deposit the listing offers no payment at all.
      const buyerPage = await openPage(width);
      await buyerPage.goto(`/property/${sale.id}`);
      await buyerPage
        .getByText('This seller takes no reservation deposit on Ile.', { exact: false })
        .waitFor();
      expect(
        await buyerPage
          .getByRole('link', { name: /^(Reserve with a deposit|Pay the move-in amount through Ile)$/ })
          .count(),
      ).toBe(0);

      // The seller sets the deposit and the period on the listing's edit page; the cap is shown.
      const ownerPage = await openPage(width);
      await ownerPage.goto('/login');
      await logInOnPage(ownerPage, OWNER);
      await ownerPage.waitForURL((url) => url.pathname !== '/login');
      await ownerPage.goto(`/manage/edit-listing?id=${sale.id}`);
      const terms = ownerPage.getByRole('region', { name: 'Reservation deposit' });
      await terms.getByText('The deposit can be at most ₦500,000.', { exact: false }).waitFor();
      await terms.getByLabel(/^Deposit \(NGN\)/).fill('600000');
      await terms.getByLabel(/^Reservation period \(days\)/).fill('30');
      await terms.getByRole('button', { name: 'Save the reservation deposit' }).click();
      await terms.getByText('The deposit can be at most ₦500,000', { exact: true }).waitFor();
      await terms.getByLabel(/^Deposit \(NGN\)/).fill('250000');
      await terms.getByRole('button', { name: 'Save the reservation deposit' }).click();
      await ownerPage.getByText('Buyers can reserve it with ₦250,000 for 30 days').waitFor();
      await terms.scrollIntoViewIfNeeded();
      await look(ownerPage, 'reservation-manage-form');
      expect(errorsOf(ownerPage)).toEqual([]);

      // The listing now offers the reservation, saying where the money waits and when it comes back.
      await buyerPage.reload();
      await buyerPage
        .getByText(
          'The price itself is paid through your lawyer; Ile holds this deposit while your lawyer does the searches, refunded if the reservation lapses on',
          { exact: false },
        )
        .waitFor();
      await look(buyerPage, 'reservation-listing');
      await buyerPage.getByRole('link', { name: 'Reserve with a deposit' }).click();
      await buyerPage.waitForURL('**/login');
      const email = await verifiedAccount(`reserve-${width}`);
      await logInOnPage(buyerPage, email);
      const dialog = await payReservation(buyerPage, sale.id, 'reservation');

      const me = await apiAs(email);
      const hold = await heldFor(me, sale.id);
      expect(hold).toMatchObject({ state: 'held', purpose: 'sale_reservation' });

      // Thirty days pass: the reservation lapses, and the sweep (run now, as its scheduler would) refunds it.
      await db
        .updateTable('payment_holds')
        .set({ lapses_at: sql<Date>`now() - interval '1 minute'` })
        .where('id', '=', hold?.id ?? '')
        .execute();
      await payments().add('sweep-holds', { limit: 500 });
      await holdReaches(me, hold?.id, 'refunded');

      await dialog.getByRole('button', { name: 'See it in your transactions' }).click();
      await buyerPage.waitForURL('**/account/payment/transactions');
      await expectRefundedWith(buyerPage, sale.title, 'The reservation lapsed');
      await look(buyerPage, 'reservation-refunded');

      // The buyer reserves again; this time the seller withdraws from their transactions, saying why, and the
      // buyer is refunded in full.
      await buyerPage.goto(`/property/${sale.id}`);
      await buyerPage.getByRole('link', { name: 'Reserve with a deposit' }).click();
      await payReservation(buyerPage, sale.id);
      const again = await heldFor(me, sale.id);
      expect(again).toBeDefined();
      await ownerPage.goto('/account/payment/transactions');
      // The newest of the listing's reservations still held (the lapsed one above is refunded): its state stays
      // "held" while the seller writes why.
      const sellerItem = heldPaymentItems(ownerPage)
        .filter({ hasText: sale.title })
        .filter({ has: ownerPage.locator('[data-hold-state="held"]') })
        .first();
      await sellerItem
        .getByText('Ile holds the buyer’s ₦250,000 deposit until the sale completes', { exact: false })
        .waitFor();
      await sellerItem.getByRole('button', { name: 'The sale has completed' }).waitFor();
      await sellerItem.getByRole('button', { name: 'Withdraw and refund the buyer' }).click();
      await sellerItem
        .getByLabel('Why are you withdrawing?')
        .fill('The family has decided not to sell this year.');
      await look(ownerPage, 'reservation-withdraw');
      await sellerItem.getByRole('button', { name: 'Withdraw and refund', exact: true }).click();
      await ownerPage.getByText('Withdrawn: the buyer is refunded in full').waitFor();
      await holdReaches(me, again?.id, 'refunded');

      // Once more; this time the sale completes: the seller says so, the buyer is told and has 72 hours to
      // object; none raised, the sweep releases the deposit to the seller.
      await buyerPage.goto(`/property/${sale.id}`);
      await buyerPage.getByRole('link', { name: 'Reserve with a deposit' }).click();
      await payReservation(buyerPage, sale.id);
      const last = await heldFor(me, sale.id);
      expect(last).toBeDefined();
      await ownerPage.reload();
      await sellerItem.getByRole('button', { name: 'The sale has completed' }).click();
      await ownerPage
        .getByText('Sale completed: Ile releases the deposit to you in 72 hours unless the buyer disputes')
        .waitFor();
      await sellerItem
        .getByText('You marked the sale completed: Ile pays ₦250,000 to you on', { exact: false })
        .waitFor();
      await look(ownerPage, 'reservation-marked-completed');
      const [told] = await capturedMail(email, { subject: 'The seller says the sale of' });
      expect(told?.text).toContain('open a dispute on your transactions page before then');
      await buyerPage.goto('/account/payment/transactions');
      const buyerItem = heldPaymentItems(buyerPage)
        .filter({ hasText: sale.title })
        .filter({ has: buyerPage.locator('[data-hold-state="held"]') })
        .first();
      await buyerItem.getByText('The seller says the sale has completed', { exact: false }).waitFor();
      await buyerItem.getByRole('button', { name: 'Open a dispute' }).waitFor();
      await look(buyerPage, 'reservation-buyer-told-completed');
      expect(await holdState(me, last?.id)).toBe('held');
      // 72 hours pass with no dispute; the sweep (run now, as its scheduler would) releases it.
      await db
        .updateTable('payment_holds')
        .set({ release_after: sql<Date>`now() - interval '1 minute'` })
        .where('id', '=', last?.id ?? '')
        .execute();
      await payments().add('sweep-holds', { limit: 500 });
      await holdReaches(me, last?.id, 'released');
      await ownerPage.reload();
      await heldPaymentItems(ownerPage)
        .getByText('₦250,000 was paid to your payout account.')
        .first()
        .waitFor();
      await look(ownerPage, 'reservation-completed');
      expect(errorsOf(ownerPage)).toEqual([]);
      expect(errorsOf(buyerPage)).toEqual([]);
    });
  });
});

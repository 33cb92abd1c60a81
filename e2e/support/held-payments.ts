import type { Db } from '@ile/db';
import { givePayoutAccount } from '@ile/db/testing/rows';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type ApiClient, apiAs, baseUrl } from './api';
import { verifiedAccount } from './listing-journeys';
import { publishedRentalOf } from './owned-listings';

export interface HoldSummary {
  id: string;
  state: string;
  purpose: string;
  property_id: string;
}

/**
 * An owner of this run alone, with a validated payout account and a published rental called `title`: the
 * seed's agent is left alone (the manage journey counts its listings and expects each to have pictures).
 */
export async function ownerWithRental(db: Db, tag: string, title = 'Disputed flat in Surulere') {
  const email = await verifiedAccount(tag);
  const owner = await apiAs(email);
  await givePayoutAccount(db, owner.user.id);
  const listing = await publishedRentalOf(db, owner.user.id, { title });
  return { email, listing };
}

/** The tenant pays the listing's move-in amount in the sandbox (as its checkout page does); the hold's id. */
export async function payMoveIn(email: string, propertyId: string): Promise<string> {
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

/** The holds `who` pays or is paid by, as their transactions page reads them. */
export async function holdsOf(who: string | ApiClient): Promise<HoldSummary[]> {
  const me = typeof who === 'string' ? await apiAs(who) : who;
  return (await me.get<{ data: { holds: HoldSummary[] } }>('/api/v1/payments/holds')).body.data.holds;
}

/** A hold's state as `who` (its payer or payee) reads it. */
export async function holdState(
  who: string | ApiClient,
  id: string | undefined,
): Promise<string | undefined> {
  return (await holdsOf(who)).find((hold) => hold.id === id)?.state;
}

/** Waits for a hold to reach `state` (the worker settles a refund or release on the provider's word). */
export function holdReaches(
  who: string | ApiClient,
  id: string | undefined,
  state: string,
  timeout = 60_000,
) {
  return expect.poll(() => holdState(who, id), { timeout }).toBe(state);
}

/** The items of "Money Ile holds" on the open transactions page. */
export function heldPaymentItems(page: Page): Locator {
  return page.getByRole('list', { name: 'Held payments' }).getByRole('listitem');
}

/** The first held payment whose text includes `text` (a listing's title, a dispute's words). */
export function heldPaymentItem(page: Page, text: string): Locator {
  return heldPaymentItems(page).filter({ hasText: text }).first();
}

/**
 * On the payer's open transactions page: the listing's held payment says it was refunded, and why (`reason`),
 * and its line under "All payments" says "Refunded", not the charge's "Successful".
 */
export async function expectRefundedWith(page: Page, title: string, reason: string): Promise<void> {
  const item = heldPaymentItem(page, title);
  await item.getByText('Refunded', { exact: true }).first().waitFor();
  await item.getByText('was refunded to you.', { exact: false }).waitFor();
  await item.getByText(reason, { exact: false }).first().waitFor();
  await page
    .getByRole('list', { name: 'Transactions' })
    .getByRole('listitem')
    .filter({ hasText: title })
    .first()
    .getByText('Refunded', { exact: true })
    .waitFor();
}

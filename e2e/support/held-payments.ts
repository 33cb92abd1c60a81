import type { Db } from '@ile/db';
import { givePayoutAccount } from '@ile/db/testing/rows';
import { expect } from 'vitest';
import { apiAs, baseUrl } from './api';
import { verifiedAccount } from './listing-journeys';
import { publishedRentalOf } from './owned-listings';

interface Holds {
  data: { holds: { id: string; state: string }[] };
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

/** A hold's state as its payer (`email`) reads it. */
export async function holdState(email: string, id: string): Promise<string | undefined> {
  const holds = (await (await apiAs(email)).get<Holds>('/api/v1/payments/holds')).body.data.holds;
  return holds.find((hold) => hold.id === id)?.state;
}

import type { Db } from '@ile/db';

/** A move-in date the payment pages would accept: a week from now, as YYYY-MM-DD. */
export const MOVE_IN_DATE = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** Gives a user a validated payout account (sandbox), so payments for their listings can be taken. */
export async function givePayoutAccount(db: Db, userId: string): Promise<void> {
  await db
    .insertInto('payout_accounts')
    .values({
      user_id: userId,
      provider: 'sandbox',
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_number: '0123456789',
      account_name: 'OWNER TEST',
      verified_at: new Date(),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** The payer's browser deciding on the sandbox's checkout page, over real HTTP (the answer is its 303). */
export function decideSandboxCheckout(
  apiUrl: string,
  checkoutUrl: string,
  outcome: 'paid' | 'cancelled',
): Promise<Response> {
  return fetch(`${apiUrl}${new URL(checkoutUrl).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
}

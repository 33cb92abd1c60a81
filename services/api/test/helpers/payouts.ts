/** A move-in date the payment pages would accept: a week from now, as YYYY-MM-DD. */
export const MOVE_IN_DATE = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

export { givePayoutAccount } from '@ile/db/testing/rows';

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

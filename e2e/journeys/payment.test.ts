import type { TrendingResponse } from '@ile/shared/contracts/property';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiAs, baseUrl, capturedMail } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { logInOnPage, look, verifiedAccount } from '../support/listing-journeys';
import { screenshot } from '../support/screenshots';

interface Transactions {
  data: { transactions: { reference: string; status: string; amount: number; property_id: string }[] };
}

for (const width of WIDTHS) {
  describe(`paying for a listing at ${width} px`, { timeout: 120_000 }, () => {
    it('signs in from the payment page, pays in the sandbox and sees the verified success', async () => {
      const email = await verifiedAccount(`pay-${width}`);
      const trending = await fetch(`${baseUrl()}/api/v1/property/trending`);
      const [listing] = ((await trending.json()) as { data: TrendingResponse }).data;
      if (!listing) throw new Error('the seed needs at least one published listing');
      const page = await openPage(width);

      // A visitor is sent to sign in and comes back to the same listing's payment page.
      await page.goto(`/property/payment?propertyId=${listing.id}`);
      await page.waitForURL('**/login');
      await logInOnPage(page, email);
      await page.waitForURL(`**/property/payment?propertyId=${listing.id}`);
      await page.getByRole('heading', { name: listing.title }).waitFor();
      await page.getByRole('heading', { name: 'Payment summary' }).waitFor();
      await page.getByText('within 24 hours to 3 days', { exact: false }).waitFor();
      await look(page, 'payment-review');

      await page.getByRole('button', { name: 'Pay securely now' }).click();
      await page.waitForURL('**/payments/sandbox/checkout/**');
      await screenshot(page, 'payment-sandbox-checkout');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: /^Pay/ }).click();

      // Back on the site, the server verifies the payment before anything says it succeeded.
      await page.waitForURL('**/property/payment?**');
      const dialog = page.getByRole('dialog', { name: 'Successful payment' });
      await dialog.waitFor();
      await dialog.getByText('will contact you within 72 hours', { exact: false }).waitFor();
      await look(page, 'payment-success');
      expect(new URL(page.url()).search).toBe(`?propertyId=${listing.id}`);

      const me = await apiAs(email);
      const paid = (await me.get<Transactions>('/api/v1/user/transactions?page=1&size=10')).body.data;
      expect(paid.transactions).toEqual([
        expect.objectContaining({ property_id: listing.id, status: 'successful', amount: listing.price }),
      ]);
      const [receipt] = await capturedMail(email, { subject: 'Payment received' });
      expect(receipt?.text).toContain(paid.transactions[0]?.reference);

      await dialog.getByRole('button', { name: 'Go back home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(errorsOf(page)).toEqual([]);
    });
  });
}

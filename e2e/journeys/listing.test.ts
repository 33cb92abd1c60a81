import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { applyToList, field, logInOnPage, look, unique, verifiedAccount } from '../support/listing-journeys';

interface Applications {
  data: { propertyApplications: { id: string; title: string; status: string }[] };
}

for (const width of WIDTHS) {
  // A signup, its verification mail and a three-step form with uploads: slower than the default allows.
  describe(`listing a property at ${width} px`, { timeout: 120_000 }, () => {
    it('goes from the landing page through sign-in and the wizard to the success page', async () => {
      const email = await verifiedAccount(`list-${width}`);
      const page = await openPage(width);

      await page.goto('/list-property');
      await page.getByRole('heading', { level: 1, name: /List your property/ }).waitFor();
      const faq = page.locator('#faq details');
      await expect.poll(() => faq.count()).toBe(4);
      await faq.first().locator('summary').click();
      await faq.first().getByText('verified email address', { exact: false }).waitFor();
      await look(page, 'listing-landing');

      // A visitor signs in first and comes back to the application form.
      await page.getByRole('link', { name: 'Apply for listing now' }).click();
      await page.waitForURL('**/login');
      await look(page, 'listing-login');
      await logInOnPage(page, email);
      await page.waitForURL('**/list-property/become-a-host');

      // Continue is refused until the step's required fields pass; focus goes to the first one.
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect
        .poll(() => field(page, 'Title').evaluate((el) => el === document.activeElement))
        .toBe(true);
      await page.getByText('Choose a duration').waitFor();
      await look(page, 'listing-step-1-errors');

      const title = `Bright flat in Yaba ${width} ${unique()}`;
      await applyToList(page, { title, shots: 'listing' });
      await page.getByRole('link', { name: 'View my applications' }).waitFor();
      await look(page, 'listing-sent');

      const me = await apiAs(email);
      const mine = await me.get<Applications>(
        `/api/v1/applications/property-applications-user/${me.user.id}?page=1&size=10`,
      );
      expect(mine.body.data.propertyApplications).toEqual([
        expect.objectContaining({ title, status: 'pending' }),
      ]);
      expect(errorsOf(page)).toEqual([]);
    });
  });
}

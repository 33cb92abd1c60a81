import { createDatabase, type Db } from '@ile/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { capturedMail } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { signInToConsole } from '../support/console';
import { expectRefundedWith, holdReaches, ownerWithRental, payMoveIn } from '../support/held-payments';
import { expectNothingSideways, look, verifiedAccount } from '../support/listing-journeys';
import { screenshot } from '../support/screenshots';
import { databaseUrl } from '../support/stack-resources';

/**
 * Issue 21: a reviewer finds a listing fraudulent in the console: it leaves the site, and the move-in
 * payment Ile holds for it goes back to the tenant, who is told why.
 */
describe('console: "Found fraudulent" unpublishes a listing and refunds what Ile holds for it', () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(() => db.destroy());

  WIDTHS.forEach((width) => {
    it(`refunds the tenant and unpublishes the listing at ${width} px`, { timeout: 180_000 }, async () => {
      const { listing } = await ownerWithRental(
        db,
        `fraud-owner-${width}`,
        `Too-good flat in Lekki ${width}`,
      );
      const tenant = await verifiedAccount(`fraud-tenant-${width}`);
      const holdId = await payMoveIn(tenant, listing.id);
      await holdReaches(tenant, holdId, 'held', 20_000);

      // The reviewer opens the listing in the console and finds it fraudulent, saying why.
      const desk = await openPage(width);
      await signInToConsole(desk);
      await desk.goto(`/admin/#/properties/${listing.id}/show`);
      await desk.getByText(listing.title).first().waitFor();
      await desk.getByRole('button', { name: 'Found fraudulent' }).click();
      const dialog = desk.getByRole('dialog', { name: `Found fraudulent: ${listing.title}` });
      const reason = `The photos belong to a hotel in Abuja; the lister has no right to let it (${width})`;
      await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
      // The console's own chrome is not held to the site's accessibility check; it must still fit a phone.
      await screenshot(desk, 'console-found-fraudulent');
      await expectNothingSideways(desk, 'console-found-fraudulent');
      await dialog.getByRole('button', { name: 'Unpublish and refund' }).click();
      await desk
        .getByText('Found fraudulent: unpublished, payments refunded, viewings cancelled; payers are told')
        .waitFor();
      expect(errorsOf(desk)).toEqual([]);

      // The listing has left the site; the worker refunds the tenant through the sandbox, and tells them why.
      const stored = await db
        .selectFrom('properties')
        .select('status')
        .where('id', '=', listing.id)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('unpublished');
      await holdReaches(tenant, holdId, 'refunded');
      const [told] = await capturedMail(tenant, { subject: 'Refund of' });
      expect(told?.text).toContain(reason);

      const page = await openPage(width, { signedInAs: tenant });
      await page.goto('/account/payment/transactions');
      await expectRefundedWith(page, listing.title, reason);
      await look(page, 'fraudulent-refunded-tenant');
      expect(errorsOf(page)).toEqual([]);
    });
  });
});

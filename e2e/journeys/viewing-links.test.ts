import { createDatabase, type Db } from '@ile/db';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { capturedMail, linkIn } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { look, verifiedAccount } from '../support/listing-journeys';
import { publishedRentalOf } from '../support/owned-listings';
import { useStackQueue } from '../support/queues';
import { databaseUrl } from '../support/stack-resources';

/** The viewing's status as stored. */
const statusOf = (db: Db, propertyId: string) =>
  db
    .selectFrom('viewings')
    .select(['status', 'owner_outcome', 'seeker_outcome'])
    .where('property_id', '=', propertyId)
    .executeTakeFirst();

/** The answer a one-tap link gave, once the tap is made. */
const answered = (page: Page) => page.getByRole('status');

/**
 * A listing's own viewing hours, set from the clock on its row of the owner's listings, and the viewing
 * emails' one-tap links, opened by someone not signed in (as on a phone's mail app): the owner confirms from
 * the request email, then the seeker answers "Did the viewing happen?" from theirs.
 */
describe('viewings: a listing’s own hours and the emails’ one-tap links', () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(() => db.destroy());
  const listings = useStackQueue('listings');

  WIDTHS.forEach((width) => {
    it(`gives one listing its own hours and answers a viewing from the emails at ${width} px`, async () => {
      const ownerEmail = await verifiedAccount(`hours-owner-${width}`);
      const seekerEmail = await verifiedAccount(`hours-seeker-${width}`);
      const owner = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', ownerEmail)
        .executeTakeFirstOrThrow();
      const listing = await publishedRentalOf(db, owner.id, { title: `Terrace in Yaba ${width}` });

      // The clock on the listing's row opens its own hours: every day, 10:00 to 12:00, half-hour viewings.
      const ownerPage = await openPage(width, { signedInAs: ownerEmail });
      await ownerPage.goto('/manage/listings');
      await ownerPage.getByRole('link', { name: `Viewing hours of ${listing.title}` }).click();
      await ownerPage.waitForURL(`**/manage/viewings?listing=${listing.id}`);
      const own = ownerPage.getByRole('form', { name: 'This listing’s viewing hours' });
      await own.getByText('This listing uses your hours for all listings.', { exact: false }).waitFor();
      await own.getByLabel('Each viewing lasts').selectOption('30');
      for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
        await own.getByRole('checkbox', { name: day }).check();
        await own.getByLabel(`${day} from`).fill('10:00');
        await own.getByLabel(`${day} until`).fill('12:00');
      }
      await own.getByRole('button', { name: 'Save viewing hours' }).click();
      await ownerPage.getByText('Viewing hours saved').waitFor();
      await ownerPage.getByRole('heading', { name: `Hours for “${listing.title}”` }).waitFor();
      await ownerPage
        .getByRole('region', { name: 'Your viewing hours' })
        .getByRole('link', { name: listing.title })
        .waitFor();
      await look(ownerPage, 'viewing-links-listing-hours');

      // The seeker sees that listing's times (and only those: the owner has no hours for all listings).
      const seekerPage = await openPage(width, { signedInAs: seekerEmail });
      await seekerPage.goto(`/property/${listing.id}`);
      await seekerPage.getByRole('button', { name: 'Book a viewing' }).click();
      const panel = seekerPage.getByRole('region', { name: 'Book a viewing' });
      await panel.getByRole('list', { name: 'Day' }).getByRole('button').nth(1).click();
      const times = panel.getByRole('list', { name: 'Time' }).getByRole('button');
      await times.first().waitFor();
      expect(await times.allTextContents()).toEqual(['10:00', '10:30', '11:00', '11:30']);
      await times.nth(2).click();
      await panel.getByRole('button', { name: 'Request viewing' }).click();
      await panel.getByText('Viewing requested.').waitFor();

      // The owner confirms from the request email, on a browser not signed in: opening only asks.
      const [request] = await capturedMail(ownerEmail, { subject: 'Viewing request for' });
      const visitor = await openPage(width);
      await visitor.goto(linkIn(request as NonNullable<typeof request>, '/viewings/link'));
      await visitor.getByRole('heading', { name: 'Confirm this viewing?' }).waitFor();
      expect(await statusOf(db, listing.id)).toMatchObject({ status: 'requested' });
      await look(visitor, 'viewing-links-confirm');
      await visitor.getByRole('button', { name: 'Confirm the viewing' }).click();
      await answered(visitor)
        .getByText(`The viewing of “${listing.title}” is confirmed. We have told the viewer.`)
        .waitFor();
      await look(visitor, 'viewing-links-confirmed');
      expect(await statusOf(db, listing.id)).toMatchObject({ status: 'confirmed' });

      // The viewing's time passes; the sweep (run now, as its scheduler would) asks both sides.
      await sql`UPDATE viewings SET starts_at = now() - interval '3 hours', ends_at = now() - interval '150 minutes'
        WHERE property_id = ${listing.id}`.execute(db);
      await listings().add('sweep-viewings', { limit: 500 });
      const [question] = await capturedMail(seekerEmail, { subject: 'Did the viewing of' });
      await visitor.goto(linkIn(question as NonNullable<typeof question>, '/viewings/link'));
      await visitor.getByRole('heading', { name: 'Did the viewing happen?' }).waitFor();
      await visitor.getByRole('button', { name: 'Yes, the viewing happened' }).click();
      await answered(visitor)
        .getByText(`Your answer about the viewing of “${listing.title}” is saved.`)
        .waitFor();
      expect(await statusOf(db, listing.id)).toMatchObject({ seeker_outcome: 'held' });
      await seekerPage.goto('/account/viewings');
      await seekerPage
        .getByRole('listitem')
        .filter({ has: seekerPage.getByRole('heading', { name: listing.title }) })
        .getByText('You said it happened.')
        .waitFor();

      // A link cut short by the mail app says so, and changes nothing.
      await visitor.goto('/viewings/link?token=not-a-token');
      await visitor.getByRole('heading', { name: 'This link is not valid' }).waitFor();
      await look(visitor, 'viewing-links-invalid');

      expect(errorsOf(ownerPage)).toEqual([]);
      expect(errorsOf(seekerPage)).toEqual([]);
      expect(errorsOf(visitor)).toEqual([]);
    });
  });
});

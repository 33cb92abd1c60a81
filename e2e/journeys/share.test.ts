import { createDatabase, type Db } from '@ile/db';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, baseUrl } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { look } from '../support/listing-journeys';
import { databaseUrl } from '../support/stack-resources';

// Issue 20, parts 3 and 4: sharing a listing, an agent or an agency (the phone's share sheet, else WhatsApp,
// Copy link and SMS), and contacting an owner on WhatsApp once signed in, never as a visitor.

interface Listing {
  id: string;
  title: string;
  mobile_phone: string;
}

/** A published listing with a phone and pictures: the `index`th, so each width has its own. */
function listingWithPhone(db: Db, index: number): Promise<Listing> {
  return db
    .selectFrom('properties as p')
    .select(['p.id', 'p.title', 'p.mobile_phone'])
    .where('p.status', '=', 'published')
    .where('p.mobile_phone', 'like', '+234%')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('property_images as i')
          .select('i.id')
          .whereRef('i.property_id', '=', 'p.id')
          .where('i.status', '=', 'processed'),
      ),
    )
    .orderBy('p.id')
    .offset(10 + index)
    .limit(1)
    .executeTakeFirstOrThrow() as Promise<Listing>;
}

/** Chromium on Linux has no Web Share API; without it on any machine the site must offer its own menu. */
async function withoutShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
}

/** WhatsApp is not reachable from the test machine: its page is answered here, so the popup's address can be read. */
async function answerWhatsApp(page: Page): Promise<void> {
  await page.context().route(/^https:\/\/wa\.me\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>WhatsApp</title>',
    }),
  );
}

async function openShareMenu(page: Page, label: string) {
  await page.getByRole('button', { name: label }).click();
  const menu = page.getByRole('menu', { name: label });
  await menu.waitFor();
  return menu;
}

/** Chooses WhatsApp in the open menu; answers the `text` of the wa.me link the popup opened. */
async function sharedOnWhatsApp(page: Page, label: string): Promise<string | null> {
  const menu = await openShareMenu(page, label);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    menu.getByRole('menuitem', { name: 'WhatsApp' }).click(),
  ]);
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
  await popup.close();
  return url.searchParams.get('text');
}

async function copiedLink(page: Page, label: string): Promise<string> {
  const menu = await openShareMenu(page, label);
  await menu.getByRole('menuitem', { name: 'Copy link' }).click();
  await page.getByText('Link copied', { exact: true }).first().waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('share and WhatsApp contact', { timeout: 120_000 }, () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
  });
  afterAll(async () => {
    await db.destroy();
  });

  for (const [index, width] of WIDTHS.entries()) {
    describe(`at ${width} px`, () => {
      it('a visitor shares a listing on WhatsApp and copies its link, and sees no phone number', async () => {
        const listing = await listingWithPhone(db, index);
        const url = `${baseUrl()}/property/${listing.id}`;
        const page = await openPage(width);
        await withoutShareSheet(page);
        await answerWhatsApp(page);
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
        await page.goto(`/property/${listing.id}`);
        await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();

        const menu = await openShareMenu(page, 'Share this listing');
        const items = menu.getByRole('menuitem');
        expect(await items.allInnerTexts()).toEqual(['WhatsApp', 'Copy link', 'SMS']);
        // The menu button pattern: focus goes to the first item, arrows move it, Escape closes and returns it.
        await expect.poll(() => items.first().evaluate((item) => item === document.activeElement)).toBe(true);
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => items.nth(1).evaluate((item) => item === document.activeElement)).toBe(true);
        await look(page, `share-listing-menu`);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
        const button = page.getByRole('button', { name: 'Share this listing' });
        await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);

        expect(await sharedOnWhatsApp(page, 'Share this listing')).toBe(`${listing.title}\n${url}`);
        expect(await copiedLink(page, 'Share this listing')).toBe(url);
        await look(page, 'share-listing-copied');

        // A visitor is never given the owner's number: no call link, no WhatsApp chat.
        expect(await page.locator('a[href^="tel:"]').count()).toBe(0);
        expect(await page.locator('a[href^="https://wa.me/"]').count()).toBe(0);
        expect(errorsOf(page)).toEqual([]);
      });

      it("a signed-in user reveals the owner's phone and gets a WhatsApp chat about the listing", async () => {
        const listing = await listingWithPhone(db, index);
        const page = await openPage(width, { signedInAs: 'user@ile.test' });
        await page.goto(`/property/${listing.id}`);
        await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
        // Nothing before the reveal.
        expect(await page.locator('a[href^="https://wa.me/"]').count()).toBe(0);

        await page.getByRole('button', { name: 'View contact info' }).click();
        const contact = page.getByRole('dialog', { name: 'Contact Information' });
        const call = contact.getByRole('link', { name: /^\+234 / });
        expect(await call.getAttribute('href')).toBe(`tel:${listing.mobile_phone}`);
        const whatsApp = contact.getByRole('link', { name: 'WhatsApp' });
        const href = new URL((await whatsApp.getAttribute('href')) ?? '');
        expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${listing.mobile_phone.slice(1)}`);
        expect(href.searchParams.get('text')).toBe(
          `Hello, I saw your listing "${listing.title}" on Ile and I am interested: ${baseUrl()}/property/${listing.id}`,
        );
        expect(await whatsApp.getAttribute('target')).toBe('_blank');
        await look(page, 'share-contact-whatsapp');
        expect(errorsOf(page)).toEqual([]);
      });

      it("uses the phone's share sheet where the browser has one", async () => {
        const listing = await listingWithPhone(db, index);
        const page = await openPage(width);
        await page.addInitScript(() => {
          const shared: ShareData[] = [];
          Object.assign(window, { shared });
          Object.defineProperty(Navigator.prototype, 'share', {
            configurable: true,
            value: async (data: ShareData) => {
              shared.push(data);
            },
          });
        });
        await page.goto(`/property/${listing.id}`);
        await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
        await page.getByRole('button', { name: 'Share this listing' }).click();
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
          .toEqual([
            { title: listing.title, text: listing.title, url: `${baseUrl()}/property/${listing.id}` },
          ]);
        // No menu of its own then.
        expect(await page.getByRole('menu').count()).toBe(0);
        expect(errorsOf(page)).toEqual([]);
      });

      it('shares agent and agency profiles; only signed-in users get the WhatsApp chat', async () => {
        const agent = await apiAs('agent@ile.test');
        const agency = await apiAs('agency@ile.test');
        const { mobile_phone: agentPhone } = await db
          .selectFrom('agents')
          .select('mobile_phone')
          .where('user_id', '=', agent.user.id)
          .executeTakeFirstOrThrow();
        expect(agentPhone).toMatch(/^\+\d+$/);

        const visitor = await openPage(width);
        await withoutShareSheet(visitor);
        await answerWhatsApp(visitor);
        await visitor.goto(`/agent/${agent.user.id}`);
        await visitor.getByRole('heading', { level: 1 }).waitFor();
        const name = (await visitor.getByRole('heading', { level: 1 }).innerText()).trim();
        expect(await sharedOnWhatsApp(visitor, 'Share this agent')).toBe(
          `${name}\n${baseUrl()}/agent/${agent.user.id}`,
        );
        expect(await visitor.getByText('WhatsApp', { exact: true }).count()).toBe(0);
        expect(await visitor.locator('a[href^="https://wa.me/"]').count()).toBe(0);

        await visitor.goto(`/agency/${agency.user.id}`);
        await visitor.getByRole('heading', { level: 1, name: 'Eko Prime Realty' }).waitFor();
        await openShareMenu(visitor, 'Share this agency');
        await look(visitor, 'share-agency-menu');
        expect(errorsOf(visitor)).toEqual([]);

        const user = await openPage(width, { signedInAs: 'user@ile.test' });
        await user.goto(`/agent/${agent.user.id}`);
        const chat = user.getByRole('link', { name: 'Message on WhatsApp' });
        await chat.waitFor();
        const href = new URL((await chat.getAttribute('href')) ?? '');
        expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${agentPhone?.slice(1)}`);
        expect(href.searchParams.get('text')).toBe(
          `Hello ${name}, I found your profile on Ile: ${baseUrl()}/agent/${agent.user.id}`,
        );
        await look(user, 'share-agent-whatsapp');

        const { mobile_phone: agencyPhone } = await db
          .selectFrom('agencies')
          .select('mobile_phone')
          .where('user_id', '=', agency.user.id)
          .executeTakeFirstOrThrow();
        await user.goto(`/agency/${agency.user.id}`);
        const agencyChat = user.getByRole('link', { name: 'Message on WhatsApp' });
        await agencyChat.waitFor();
        const agencyHref = new URL((await agencyChat.getAttribute('href')) ?? '');
        expect(`${agencyHref.origin}${agencyHref.pathname}`).toBe(`https://wa.me/${agencyPhone?.slice(1)}`);
        expect(agencyHref.searchParams.get('text')).toBe(
          `Hello Eko Prime Realty, I found your agency on Ile: ${baseUrl()}/agency/${agency.user.id}`,
        );
        expect(errorsOf(user)).toEqual([]);
      });
    });
  }
});

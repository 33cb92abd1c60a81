import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiAs, type CapturedMail, capturedMail, linkIn } from '../support/api';
import { errorsOf, liveSocketReady, openPage, WIDTHS, type Width } from '../support/browser';
import { screenshot } from '../support/screenshots';

/** A signed-in page: openPage gives it the refresh cookie and the session hint beside it. */
async function signedIn(width: Width, email: string): Promise<Page> {
  return openPage(width, { signedInAs: email });
}

async function check(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await expectNoSeriousA11yViolations(page);
}

describe('inbox: two signed-in people talk in real time', () => {
  for (const width of WIDTHS) {
    it(`delivers messages both ways without a reload at ${width} px`, async () => {
      const agent = await apiAs('agent@ile.test');
      const alice = await signedIn(width, 'user@ile.test');
      const bob = await signedIn(width, 'agent@ile.test');
      await Promise.all([alice.goto('/inbox'), bob.goto('/inbox')]);
      await alice.getByRole('heading', { name: 'Messages', level: 2 }).waitFor();
      await bob.getByRole('heading', { name: 'Messages', level: 2 }).waitFor();
      await check(alice, 'inbox-list');

      await alice.getByRole('button', { name: 'New conversation' }).click();
      await alice.getByRole('searchbox', { name: 'Search people' }).fill(agent.user.first_name);
      const person = alice
        .getByRole('list', { name: 'People' })
        .getByRole('button', { name: agent.user.full_name });
      await person.waitFor();
      await check(alice, 'inbox-new-conversation');
      await person.click();

      const hello = `Is the flat on Admiralty Way free in December? (${width} px, ${Date.now()})`;
      const composer = alice.getByRole('textbox', { name: `Message to ${agent.user.full_name}` });
      await composer.fill(hello);
      await composer.press('Enter');
      await alice.getByRole('list', { name: 'Messages' }).getByText(hello).waitFor();
      await expect.poll(() => composer.inputValue()).toBe('');

      // Bob never reloads: the message arrives over the socket, first in his list, then in the thread.
      const conversations = bob.getByRole('list', { name: 'Conversations' });
      await conversations.getByText(hello.slice(0, 40)).waitFor({ timeout: 15_000 });
      await conversations
        .getByRole('button')
        .filter({ hasText: hello.slice(0, 40) })
        .click();
      const bobThread = bob.getByRole('list', { name: 'Messages' });
      await bobThread.getByText(hello).waitFor();
      await check(bob, 'inbox-thread');

      const reply = `Yes, it is. Shall we arrange a viewing? (${Date.now()})`;
      const bobComposer = bob.getByRole('textbox', { name: /^Message to / });
      await bobComposer.fill(reply);
      await bob.getByRole('button', { name: 'Send' }).click();
      await alice.getByRole('list', { name: 'Messages' }).getByText(reply).waitFor({ timeout: 15_000 });
      await check(alice, 'inbox-reply-received');

      if (width < 768) {
        // On a phone the thread replaces the list; the back button returns to it.
        await alice.getByRole('button', { name: 'Back to conversations' }).click();
        await alice.getByRole('list', { name: 'Conversations' }).waitFor();
      }
      expect(errorsOf(alice)).toEqual([]);
      expect(errorsOf(bob)).toEqual([]);
    });
  }
});

describe('tickets: a user asks, support answers', () => {
  for (const width of WIDTHS) {
    it(`creates a ticket, and the staff reply is pushed, listed and emailed at ${width} px`, async () => {
      const page = await signedIn(width, 'user@ile.test');
      // The live-notifications socket opens after first paint; the reply below must find it listening.
      const socketOpen = liveSocketReady(page);
      await page.goto('/helpcenter');
      await page.getByRole('heading', { name: 'Help center', level: 1 }).waitFor();
      await check(page, 'help-center');
      await page.getByRole('link', { name: 'Create a ticket' }).click();
      await page.waitForURL('**/account/ticket');

      const subject = `Payment not showing (${width} px, ${Date.now()})`;
      await page.getByLabel(/^Ticket subject/).fill(subject);
      await page
        .getByLabel(/^Description/)
        .fill('I paid for a listing yesterday but it still shows as pending.');
      await check(page, 'ticket-form');
      await page.getByRole('button', { name: 'Submit ticket' }).click();
      await page.getByText('Ticket created successfully').waitFor();
      // The form empties once the ticket is in: wait for that, as the user would see it.
      await expect.poll(() => page.getByLabel(/^Ticket subject/).inputValue()).toBe('');
      await expect.poll(() => page.getByLabel(/^Description/).inputValue()).toBe('');
      await page.getByText(subject).waitFor();

      const [received] = await capturedMail('user@ile.test', {
        subject: `we received your ticket “${subject}”`,
      });
      expect(linkIn(received as CapturedMail, '/account/ticket')).toMatch(/\/account\/ticket$/);

      const user = await apiAs('user@ile.test');
      const mine = await user.get<{ data: { tickets: { id: string; subject: string }[] } }>(
        '/api/v1/ticket/mine',
      );
      const ticket = mine.body.data.tickets.find((t) => t.subject === subject);
      expect(ticket).toBeDefined();
      await socketOpen;
      const staff = await apiAs('support@ile.test');
      const replyText = 'Thanks for telling us. The payment is confirmed and your listing is live now.';
      const answer = await staff.post(`/api/admin/tickets/${ticket?.id}/reply`, { message: replyText });
      expect(answer.status).toBeLessThan(300);

      // Without a reload: a toast, and the account menu counts it.
      const heading = `New reply on your ticket “${subject}”`;
      await page.getByText(heading).first().waitFor({ timeout: 15_000 });
      const accountMenu = page.getByRole('button', { name: /^Account menu, \d+ unread notifications?$/ });
      await accountMenu.waitFor();
      // The header (with the badge) is at the top; the form's submit left the page scrolled.
      await page.evaluate(() => window.scrollTo(0, 0));
      await check(page, 'ticket-reply-toast');

      const [mail] = await capturedMail('user@ile.test', { subject: `replied to your ticket “${subject}”` });
      expect(mail?.text).toContain(replyText);
      expect(linkIn(mail as CapturedMail, '/account/ticket')).toMatch(/\/account\/ticket$/);

      await accountMenu.click();
      await page.getByRole('menuitem', { name: /^Notifications/ }).click();
      await page.waitForURL('**/account/notifications');
      const notice = page
        .getByRole('list', { name: 'Notifications' })
        .getByRole('listitem')
        .filter({ hasText: heading });
      await notice.getByText(replyText).waitFor();
      // Opening the page reads everything: the badge goes.
      await page.getByRole('button', { name: 'Account menu', exact: true }).waitFor();
      await check(page, 'notifications-ticket-reply');

      await notice.getByRole('link', { name: 'View your tickets' }).click();
      await page.waitForURL('**/account/ticket');
      // The tickets were cached before the reply: the notification made them stale, so it shows at once.
      const item = page
        .getByRole('region', { name: 'Your tickets' })
        .getByRole('listitem')
        .filter({ hasText: subject });
      await item.getByText(subject).click();
      await item.getByText(replyText).waitFor();
      await item.getByText('Open', { exact: true }).waitFor();
      await check(page, 'ticket-with-reply');
      expect(errorsOf(page)).toEqual([]);
    });
  }
});

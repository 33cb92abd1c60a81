import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { apiAs } from '../support/api';
import { errorsOf, openPage, WIDTHS, type Width } from '../support/browser';
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
    it(`creates a ticket and shows the staff reply at ${width} px`, async () => {
      const page = await signedIn(width, 'user@ile.test');
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
      expect(await page.getByLabel(/^Ticket subject/).inputValue()).toBe('');
      expect(await page.getByLabel(/^Description/).inputValue()).toBe('');
      await page.getByText(subject).waitFor();

      const user = await apiAs('user@ile.test');
      const mine = await user.get<{ data: { tickets: { id: string; subject: string }[] } }>(
        '/api/v1/ticket/mine',
      );
      const ticket = mine.body.data.tickets.find((t) => t.subject === subject);
      expect(ticket).toBeDefined();
      const staff = await apiAs('support@ile.test');
      const answer = await staff.post(`/api/admin/tickets/${ticket?.id}/reply`, {
        message: 'Thanks for telling us. The payment is confirmed and your listing is live now.',
      });
      expect(answer.status).toBeLessThan(300);

      await page.reload();
      const item = page.getByRole('listitem').filter({ hasText: subject });
      await item.getByText(subject).click();
      await item.getByText('The payment is confirmed and your listing is live now.').waitFor();
      await item.getByText('Open', { exact: true }).waitFor();
      await check(page, 'ticket-with-reply');
      expect(errorsOf(page)).toEqual([]);
    });
  }
});

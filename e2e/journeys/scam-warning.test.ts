import type { Message } from '@ile/shared/contracts/messaging';
import { SCAM_SAFETY_ADVICE } from '@ile/shared/scam/scam-kinds';
import { describe, expect, it } from 'vitest';
import { apiAs, DEMO_PASSWORD } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { look, verifiedAccount } from '../support/listing-journeys';
import { screenshot } from '../support/screenshots';

const SCAM = 'Pay ₦20k inspection fee to my account before viewing';

/** A reviewer at 1280 px finds the sender in the Reports queue, reported by Ile itself. */
async function automaticReportInConsole(senderName: string, width: number): Promise<void> {
  const desk = await openPage(1280);
  await desk.goto('/admin/');
  await desk.getByLabel(/^(email|username)/i).fill('reviewer@ile.test');
  await desk.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await desk.getByRole('button', { name: /sign in/i }).click();
  await desk.getByRole('menuitem', { name: 'Reports' }).click();
  const row = desk.getByRole('row', { name: `Reported person: ${senderName}` }).first();
  await row.waitFor();
  await row.click();
  await desk.getByLabel('Report by Ile (automatic)').waitFor();
  await desk.getByText('Made by Ile').waitFor();
  await screenshot(desk, `scam-warning-console-automatic-${width}`);
  expect(errorsOf(desk)).toEqual([]);
  await desk.context().close();
}

for (const width of WIDTHS) {
  describe(`a scam-like message, at ${width} px`, { timeout: 180_000 }, () => {
    it('reaches the recipient with a warning and a Report action; the sender sees none', async () => {
      const [senderEmail, recipientEmail] = [
        await verifiedAccount(`scam-sender-${width}`),
        await verifiedAccount(`scam-recipient-${width}`),
      ];
      const sender = await apiAs(senderEmail);
      const recipient = await apiAs(recipientEmail);
      const senderName = sender.user.full_name;

      const answer = await sender.post<{ data: Message }>('/api/v1/message/send', {
        receiverId: recipient.user.id,
        message: SCAM,
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data.warnings).toEqual([]);

      const page = await openPage(width, { signedInAs: recipientEmail });
      await page.goto('/inbox');
      const conversations = page.getByRole('list', { name: 'Conversations' });
      await conversations
        .getByRole('button')
        .filter({ hasText: SCAM.slice(0, 30) })
        .click();
      const thread = page.getByRole('list', { name: 'Messages' });
      await thread.getByText(SCAM).waitFor();
      const warning = thread.getByRole('note', { name: 'Be careful: this message may be a scam' });
      await warning.getByText(SCAM_SAFETY_ADVICE).waitFor();
      await warning.getByText('Asks for money before you have seen the place', { exact: false }).waitFor();
      await warning.getByText('Asks you to pay outside Ile', { exact: false }).waitFor();
      await look(page, `scam-warning-thread-${width}`);

      await warning.getByRole('button', { name: `Report the message from ${senderName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Report the message from ${senderName}` });
      await dialog.waitFor();
      expect(await dialog.getByRole('radio', { name: 'Asks for money before viewing' }).isChecked()).toBe(
        true,
      );
      await dialog.getByLabel(/^Details/).fill('Asked for an inspection fee into a personal account.');
      await look(page, `scam-warning-report-dialog-${width}`);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      const sent = page.getByRole('dialog', { name: 'Report sent' });
      await sent.getByRole('status').waitFor();
      await look(page, `scam-warning-report-sent-${width}`);
      await sent.getByRole('button', { name: 'Done' }).click();
      await sent.waitFor({ state: 'detached' });

      // The sender's own thread shows the message without any warning.
      const senderPage = await openPage(width, { signedInAs: senderEmail });
      await senderPage.goto('/inbox');
      await senderPage
        .getByRole('list', { name: 'Conversations' })
        .getByRole('button')
        .filter({ hasText: SCAM.slice(0, 30) })
        .click();
      await senderPage.getByRole('list', { name: 'Messages' }).getByText(SCAM).waitFor();
      expect(await senderPage.getByRole('note').count()).toBe(0);
      await screenshot(senderPage, `scam-warning-sender-${width}`);

      if (width === 1280) {
        // Two more warned messages within 24 hours: Ile reports the sender to the console's queue itself.
        for (const message of [
          'I am currently abroad. Once you pay I will send the keys via DHL',
          'Many people are interested, pay today or you lose it',
        ]) {
          const more = await sender.post('/api/v1/message/send', { receiverId: recipient.user.id, message });
          expect(more.status).toBe(201);
        }
        await automaticReportInConsole(senderName, width);
      }
      expect(errorsOf(page)).toEqual([]);
      expect(errorsOf(senderPage)).toEqual([]);
      await senderPage.context().close();
      await page.context().close();
    });
  });
}

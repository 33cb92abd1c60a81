import type { Message } from '@ile/shared/contracts/messaging';
import type { CreateReportBody } from '@ile/shared/contracts/report';
import { SCAM_SAFETY_ADVICE } from '@ile/shared/scam/scam-kinds';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { startSignedIn, TEST_USER } from '../../../testing/signed-in';
import { MessageBubble } from './message-bubble';

vi.setConfig({ testTimeout: 30_000 });

const SCAMMER = '7e2d9c1b-3333-4d4c-9e5f-000000000002';
const REASON =
  'Asks for money before you have seen the place. Genuine owners and agents do not charge you to look.';

const received = (patch: Partial<Message> = {}): Message => ({
  id: 'a1000000-0000-4000-8000-000000000009',
  conversation_id: '5c4b3a29-4444-4e5d-8f6a-000000000003',
  sender_id: SCAMMER,
  sender_name: 'Bola Ade',
  receiver_id: TEST_USER.id,
  message: 'Pay ₦20k inspection fee to my account before viewing',
  media: null,
  media_preview: null,
  media_type: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  read_at: null,
  warnings: [{ kind: 'fee_before_viewing', reason: REASON }],
  property: null,
  ...patch,
});

const inThread = (message: Message, own: boolean) => (
  <ol>
    <MessageBubble message={message} own={own} seen={false} />
  </ol>
);

describe('scam warning on a received message', () => {
  it('shows the advice and the reason as a note, and reports the message as asking for money', async () => {
    startSignedIn();
    const bodies: CreateReportBody[] = [];
    server.use(
      http.post('*/api/v1/reports', async ({ request }) => {
        const body = (await request.json()) as CreateReportBody;
        bodies.push(body);
        return success({
          id: 'e0000000-0000-4000-8000-000000000001',
          ...body,
          details: null,
          status: 'open',
          createdAt: '2026-11-27T08:01:00.000Z',
        });
      }),
    );
    renderWithApp(inThread(received(), false));

    const note = await screen.findByRole('note', { name: 'Be careful: this message may be a scam' });
    expect(within(note).getByText(SCAM_SAFETY_ADVICE)).toBeTruthy();
    expect(within(note).getByRole('listitem').textContent).toBe(REASON);
    // One Report action for the message: the warning's (the small one beside the time is not repeated).
    const report = await within(note).findByRole('button', { name: 'Report the message from Bola Ade' });
    expect(screen.getAllByRole('button', { name: /^Report/ })).toHaveLength(1);

    await userEvent.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Report the message from Bola Ade' });
    const money = within(dialog).getByRole('radio', {
      name: 'Asks for money before viewing',
    }) as HTMLInputElement;
    expect(money.checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await screen.findByRole('dialog', { name: 'Report sent' });
    expect(bodies).toEqual([{ targetType: 'message', targetId: received().id, reason: 'asks_for_money' }]);
  });

  it('shows nothing on a message without warnings, nor on one’s own message', async () => {
    startSignedIn();
    const { unmount } = renderWithApp(inThread(received({ warnings: [] }), false));
    await screen.findByRole('button', { name: 'Report the message from Bola Ade' });
    expect(screen.queryByRole('note')).toBeNull();
    unmount();

    renderWithApp(
      inThread(received({ sender_id: TEST_USER.id, receiver_id: SCAMMER, sender_name: 'Ada Obi' }), true),
    );
    await screen.findByText('Pay ₦20k inspection fee to my account before viewing');
    expect(screen.queryByRole('note')).toBeNull();
  });
});

import type { Conversation, Message } from '@ile/shared/contracts/messaging';
import { NO_BADGES } from '@ile/shared/contracts/verification';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { TEST_USER } from '../../../testing/signed-in';
import { Inbox } from './inbox';

// A stand-in for the socket: the test plays the server's pushes through the handlers the inbox registers.
const socket = vi.hoisted(() => {
  const handlers = new Map<string, (payload: unknown) => void>();
  return {
    handlers,
    emit: (event: string, payload: unknown) => handlers.get(event)?.(payload),
  };
});
vi.mock('socket.io-client', () => ({
  io: () => {
    return {
      connected: false,
      on: (event: string, handler: (payload: unknown) => void) => socket.handlers.set(event, handler),
      off: (event: string) => socket.handlers.delete(event),
      removeAllListeners: () => socket.handlers.clear(),
      disconnect: () => undefined,
      connect: () => undefined,
    };
  },
}));

const BOLA = '7e2d9c1b-3333-4d4c-9e5f-000000000002';
const CONVERSATION_ID = '5c4b3a29-4444-4e5d-8f6a-000000000003';

const conversation = (patch: Partial<Conversation> = {}): Conversation => ({
  id: CONVERSATION_ID,
  receiver_id: BOLA,
  receiver_name: 'Bola Ade',
  receiver_image: null,
  receiver_verification: NO_BADGES,
  last_message: 'Is the flat still available?',
  unread_count: 0,
  receiver_read_at: null,
  createdAt: '2026-11-21T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
  property: null,
  ...patch,
});

const message = (id: string, from: string, text: string, createdAt: string): Message => ({
  id,
  conversation_id: CONVERSATION_ID,
  sender_id: from,
  sender_name: from === BOLA ? 'Bola Ade' : 'Ada Obi',
  receiver_id: from === BOLA ? TEST_USER.id : BOLA,
  message: text,
  media: null,
  media_preview: null,
  media_type: null,
  createdAt,
  read_at: null,
  warnings: [],
  property: null,
});

describe('inbox', () => {
  // No conversation was about a listing unless a test says so.
  beforeEach(() => server.use(http.post('*/api/v1/conversations/listings', () => success([]))));

  it('appends a message pushed over the socket to the open thread and marks it read', {
    timeout: 20_000,
  }, async () => {
    const markedRead: unknown[] = [];
    server.use(
      http.post('*/api/v1/conversations/conversations', () => success([conversation()])),
      http.post('*/api/v1/message/get-messages', () =>
        success([
          message(
            'a1000000-0000-4000-8000-000000000001',
            BOLA,
            'Is the flat still available?',
            '2026-11-21T08:00:00.000Z',
          ),
        ]),
      ),
      http.post('*/api/v1/message/mark-read', async ({ request }) => {
        markedRead.push(await request.json());
        return success(conversation({ last_message: 'Can I see it on Saturday?' }));
      }),
    );
    renderWithApp(<Inbox self={TEST_USER} />, { path: `/inbox?with=${BOLA}` });

    const thread = await screen.findByRole('region', { name: 'Conversation with Bola Ade' });
    const log = await within(thread).findByRole('list', { name: 'Messages' });
    await within(log).findByText('Is the flat still available?');

    act(() =>
      socket.emit(
        'message:new',
        message(
          'a1000000-0000-4000-8000-000000000002',
          BOLA,
          'Can I see it on Saturday?',
          '2026-11-21T08:05:00.000Z',
        ),
      ),
    );
    expect(await within(log).findByText('Can I see it on Saturday?')).toBeTruthy();
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(markedRead).toEqual([{ receiverId: BOLA }]));

    // The same message pushed twice (two tabs, or the send answer and the push) shows once.
    act(() =>
      socket.emit(
        'message:new',
        message(
          'a1000000-0000-4000-8000-000000000002',
          BOLA,
          'Can I see it on Saturday?',
          '2026-11-21T08:05:00.000Z',
        ),
      ),
    );
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the unread count a pushed conversation carries', { timeout: 20_000 }, async () => {
    server.use(http.post('*/api/v1/conversations/conversations', () => success([conversation()])));
    renderWithApp(<Inbox self={TEST_USER} />, { path: '/inbox' });
    await screen.findByText('Bola Ade');
    act(() =>
      socket.emit(
        'conversation:updated',
        conversation({ unread_count: 3, last_message: 'Hello?', updatedAt: '2026-11-21T09:00:00.000Z' }),
      ),
    );
    expect(await screen.findByText('Hello?')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
  });

  it('heads the thread with its listing and marks where the subject changes', {
    timeout: 20_000,
  }, async () => {
    const flat = {
      id: 'b1000000-0000-4000-8000-000000000001',
      title: 'Two-bed flat in Yaba',
      image: null,
      price: 1_800_000,
      currency: 'NGN' as const,
      city: 'Yaba',
      state: 'Lagos',
    };
    const duplex = { ...flat, id: 'b1000000-0000-4000-8000-000000000002', title: 'Duplex in Ikeja' };
    server.use(
      http.post('*/api/v1/conversations/conversations', () => success([conversation({ property: duplex })])),
      http.post('*/api/v1/message/get-messages', () =>
        success([
          {
            ...message(
              'a1000000-0000-4000-8000-000000000001',
              BOLA,
              'Is it free?',
              '2026-11-21T08:00:00.000Z',
            ),
            property: flat,
          },
          {
            ...message(
              'a1000000-0000-4000-8000-000000000002',
              TEST_USER.id,
              'Yes',
              '2026-11-21T08:01:00.000Z',
            ),
            property: flat,
          },
          {
            ...message(
              'a1000000-0000-4000-8000-000000000003',
              BOLA,
              'And this one?',
              '2026-11-21T08:02:00.000Z',
            ),
            property: duplex,
          },
        ]),
      ),
    );
    renderWithApp(<Inbox self={TEST_USER} />, { path: `/inbox?with=${BOLA}` });
    const thread = await screen.findByRole('region', { name: 'Conversation with Bola Ade' });
    const card = await within(thread).findByRole('link', { name: /Listing:\s*Duplex in Ikeja/ });
    expect(card.getAttribute('href')).toBe(`/property/${duplex.id}`);
    const log = await within(thread).findByRole('list', { name: 'Messages' });
    await within(log).findByText('And this one?');
    expect(
      within(log)
        .getAllByText(/^About: /)
        .map((node) => node.textContent),
    ).toEqual(['About: Two-bed flat in Yaba', 'About: Duplex in Ikeja']);
  });

  it('filters the conversations by a listing they were about', { timeout: 20_000 }, async () => {
    const filters: unknown[] = [];
    const listing = (id: string, title: string) => ({
      id,
      title,
      image: null,
      price: 1_800_000,
      currency: 'NGN' as const,
      city: 'Yaba',
      state: 'Lagos',
    });
    server.use(
      http.post('*/api/v1/conversations/conversations', async ({ request }) => {
        const body = (await request.json()) as { propertyId?: string };
        filters.push(body.propertyId ?? 'all');
        return success(body.propertyId ? [] : [conversation()]);
      }),
      http.post('*/api/v1/conversations/listings', () =>
        success([
          listing('b1000000-0000-4000-8000-000000000001', 'Two-bed flat in Yaba'),
          listing('b1000000-0000-4000-8000-000000000009', 'Shop'),
        ]),
      ),
    );
    renderWithApp(<Inbox self={TEST_USER} />, { path: '/inbox' });
    await screen.findByText('Bola Ade');
    const select = await screen.findByRole('combobox', { name: 'Filter by listing' });
    await userEvent.selectOptions(select, 'Shop');
    expect(await screen.findByText('No conversation matches')).toBeTruthy();
    expect(filters).toContain('b1000000-0000-4000-8000-000000000009');
  });
});

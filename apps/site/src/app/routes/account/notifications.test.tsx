import type { Notice } from '@ile/shared/contracts/notice';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { startSignedIn } from '../../../testing/signed-in';
import { Component as NotificationsPage } from './notifications';

const notices: Notice[] = [
  {
    id: '5c4b3a29-4444-4e5d-8f6a-000000000011',
    heading: 'New reply on your ticket “Refund”',
    description: 'We have refunded the second charge.',
    createdAt: '2026-11-22T09:00:00.000Z',
    to: 'end_users',
    link: '/account/ticket',
    personal: true,
  },
  {
    id: '5c4b3a29-4444-4e5d-8f6a-000000000012',
    heading: 'Maintenance on Sunday',
    description: 'Ile is read-only from 02:00 to 03:00.',
    createdAt: '2026-11-21T09:00:00.000Z',
    to: 'everyone',
    link: null,
    personal: false,
  },
];

describe('Account → Notifications', () => {
  it('lists a ticket reply with a link to the tickets, and marks everything read', async () => {
    startSignedIn();
    let unread = 1;
    let markedRead = 0;
    server.use(
      http.get('*/api/v1/notice/notices', () => success({ notices, totalItems: 2, totalPages: 1 })),
      http.get('*/api/v1/notice/unread-count', () => success({ unread })),
      http.post('*/api/v1/notice/mark-read', () => {
        markedRead += 1;
        unread = 0;
        return success({ unread: 0 });
      }),
    );
    renderWithApp(<NotificationsPage />, { routes: { '/account/ticket': <p>Tickets page</p> } });

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [replyItem, broadcast] = within(list).getAllByRole('listitem');
    expect(within(replyItem as HTMLElement).getByText('We have refunded the second charge.')).toBeTruthy();
    expect(within(replyItem as HTMLElement).getByText(/For you/)).toBeTruthy();
    expect(
      within(replyItem as HTMLElement)
        .getByRole('link', { name: 'View your tickets' })
        .getAttribute('href'),
    ).toBe('/account/ticket');
    expect(within(broadcast as HTMLElement).getByText(/For Everyone/)).toBeTruthy();
    expect(within(broadcast as HTMLElement).queryByRole('link')).toBeNull();
    await waitFor(() => expect(markedRead).toBe(1));
  });
});

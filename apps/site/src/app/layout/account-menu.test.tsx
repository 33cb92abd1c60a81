import type { Notification } from '@ile/shared/realtime/events';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLiveNotifications } from '../../features/notifications/hooks/use-live-notifications';
import { refreshSession } from '../../lib/api-client';
import { HttpResponse, http, server, success } from '../../testing/api-server';
import { renderWithApp } from '../../testing/render';
import { startSignedIn } from '../../testing/signed-in';
import { AccountMenu } from './account-menu';

// A stand-in for the socket: the test plays the server's pushes through the handlers registered on it.
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    handlers,
    emit: (event: string, payload: unknown) => {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
  };
});
vi.mock('socket.io-client', () => ({
  io: () => ({
    connected: true,
    on: (event: string, handler: (payload: unknown) => void) => {
      const set = socket.handlers.get(event) ?? new Set();
      set.add(handler);
      socket.handlers.set(event, set);
    },
    off: (event: string, handler: (payload: unknown) => void) => socket.handlers.get(event)?.delete(handler),
    removeAllListeners: () => socket.handlers.clear(),
    disconnect: () => undefined,
    connect: () => undefined,
  }),
}));

function Header() {
  useLiveNotifications(() => undefined);
  return <AccountMenu />;
}

const reply: Notification = {
  id: '5c4b3a29-4444-4e5d-8f6a-000000000009',
  kind: 'ticket_reply',
  title: 'New reply on your ticket “Refund”',
  body: 'We have refunded the second charge.',
  link: '/account/ticket',
  createdAt: '2026-11-22T09:00:00.000Z',
};

describe('account menu: unread notifications', () => {
  it('badges the unread count, toasts a pushed notification and counts it', { timeout: 20_000 }, async () => {
    startSignedIn();
    let unread = 2;
    server.use(http.get('*/api/v1/notice/unread-count', () => success({ unread })));
    renderWithApp(<Header />, { routes: { '/account/notifications': <p>Notifications page</p> } });

    const button = await screen.findByRole('button', { name: 'Account menu, 2 unread notifications' });
    expect(within(button).getByText('2')).toBeTruthy();

    // The socket is imported after first paint; once it listens, a push shows a toast and a new count.
    await waitFor(() => expect(socket.handlers.get('notification:new')?.size).toBe(1), { timeout: 5000 });
    unread = 3;
    act(() => socket.emit('notification:new', reply));
    expect(await screen.findByText('New reply on your ticket “Refund”', {}, { timeout: 5000 })).toBeTruthy();
    const updated = await screen.findByRole('button', { name: 'Account menu, 3 unread notifications' });

    await userEvent.click(updated);
    await userEvent.click(await screen.findByRole('menuitem', { name: /Notifications/ }));
    expect(await screen.findByText('Notifications page')).toBeTruthy();
  });

  it('shows no badge with nothing unread, and none when signed out', async () => {
    server.use(http.get('*/api/v1/notice/unread-count', () => success({ unread: 0 })));
    const { unmount } = renderWithApp(<AccountMenu />);
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    unmount();
    startSignedIn();
    renderWithApp(<AccountMenu />);
    const button = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(within(button).queryByText('0')).toBeNull();
  });

  it('asks for no count while the session started offline, and asks, signed, once it is refreshed online', async () => {
    startSignedIn();
    await refreshSession(); // signed in here once: the member is remembered for an offline start
    const asked: Array<string | null> = [];
    server.use(
      http.get('*/api/v1/notice/unread-count', ({ request }) => {
        asked.push(request.headers.get('authorization'));
        return success({ unread: 3 });
      }),
      http.post('*/api/v1/auth/refresh', () => HttpResponse.error()),
    );
    renderWithApp(<AccountMenu />);
    const button = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(asked).toEqual([]);

    // The connection returns: the session is refreshed, then the count is asked with its token.
    startSignedIn();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByRole('button', { name: 'Account menu, 3 unread notifications' });
    expect(asked).toEqual(['Bearer test-access-token']);
  });
});

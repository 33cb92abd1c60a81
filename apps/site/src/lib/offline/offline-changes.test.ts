import type { WishlistResponse } from '@ile/shared/contracts/wishlist';
import { describe, expect, it } from 'vitest';
import { fail, HttpResponse, http, server, success } from '../../testing/api-server';
import {
  keepOfflineChange,
  pendingOfflineChanges,
  sendOfflineChanges,
  withPendingNotes,
} from './offline-changes';

const ME = 'user-1';

describe('changes a member makes offline', () => {
  it('keeps one wanted state per listing and one note per saved listing, the latest', () => {
    keepOfflineChange(ME, { kind: 'saved', propertyId: 'p1', saved: true });
    keepOfflineChange(ME, { kind: 'note', wishlistId: 'w1', note: 'first' });
    keepOfflineChange(ME, { kind: 'saved', propertyId: 'p1', saved: false });
    keepOfflineChange(ME, { kind: 'note', wishlistId: 'w1', note: 'second' });
    expect(pendingOfflineChanges(ME)).toEqual([
      { kind: 'saved', propertyId: 'p1', saved: false },
      { kind: 'note', wishlistId: 'w1', note: 'second' },
    ]);
    expect(pendingOfflineChanges('someone-else')).toEqual([]);
  });

  it('shows notes written offline over the kept saved list', () => {
    keepOfflineChange(ME, { kind: 'note', wishlistId: 'w1', note: 'Call the agent on Monday' });
    const page = {
      wishlist: [
        { id: 'w1', note: null },
        { id: 'w2', note: 'kept' },
      ],
      totalPages: 1,
    } as unknown as WishlistResponse;
    expect(withPendingNotes(ME, page).wishlist.map((item) => item.note)).toEqual([
      'Call the agent on Monday',
      'kept',
    ]);
  });

  it('sends the note, and toggles a listing only when it is not already as wanted', async () => {
    const sent: string[] = [];
    server.use(
      http.post('*/api/v1/wishlist/update-note', async ({ request }) => {
        sent.push(`note ${JSON.stringify(await request.json())}`);
        return success(null, 'Note updated');
      }),
      http.post('*/api/v1/property/property/:id', ({ params }) =>
        success({ id: params.id, isLiked: params.id === 'already-saved' }),
      ),
      http.post('*/api/v1/wishlist/toggle-wishlist', async ({ request }) => {
        sent.push(`toggle ${JSON.stringify(await request.json())}`);
        return success({ saved: true, wishlistId: 'w9' });
      }),
    );
    keepOfflineChange(ME, { kind: 'note', wishlistId: 'w1', note: 'Ask about parking' });
    keepOfflineChange(ME, { kind: 'saved', propertyId: 'already-saved', saved: true });
    keepOfflineChange(ME, { kind: 'saved', propertyId: 'not-saved', saved: true });

    const report = await sendOfflineChanges(ME);

    expect(report).toEqual({ sent: 3, refused: [], left: 0 });
    expect(sent).toEqual([
      'note {"wishlistId":"w1","note":"Ask about parking"}',
      'toggle {"propertyId":"not-saved"}',
    ]);
    expect(pendingOfflineChanges(ME)).toEqual([]);
  });

  it('drops a change the server refuses, with its words, and goes on to the next', async () => {
    server.use(
      http.post('*/api/v1/wishlist/update-note', async ({ request }) => {
        const { wishlistId } = (await request.json()) as { wishlistId: string };
        return wishlistId === 'gone' ? fail(404, 'Saved property not found') : success(null, 'Note updated');
      }),
    );
    keepOfflineChange(ME, { kind: 'note', wishlistId: 'gone', note: 'x' });
    keepOfflineChange(ME, { kind: 'note', wishlistId: 'w2', note: 'y' });

    const report = await sendOfflineChanges(ME);

    expect(report).toEqual({ sent: 1, refused: ['Saved property not found'], left: 0 });
    expect(pendingOfflineChanges(ME)).toEqual([]);
  });

  it('keeps everything when the network is gone again, in order', async () => {
    server.use(http.post('*/api/v1/wishlist/update-note', () => HttpResponse.error()));
    keepOfflineChange(ME, { kind: 'note', wishlistId: 'w1', note: 'x' });
    keepOfflineChange(ME, { kind: 'note', wishlistId: 'w2', note: 'y' });

    const report = await sendOfflineChanges(ME);

    expect(report).toEqual({ sent: 0, refused: [], left: 2 });
    expect(
      pendingOfflineChanges(ME).map((change) => (change.kind === 'note' ? change.wishlistId : '')),
    ).toEqual(['w1', 'w2']);
  });

  it('asks again after a server failure, and gives up after five, never forever', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/v1/wishlist/update-note', () => {
        calls += 1;
        return fail(503, 'Service unavailable');
      }),
    );
    keepOfflineChange(ME, { kind: 'note', wishlistId: 'w1', note: 'x' });

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await sendOfflineChanges(ME)).toEqual({ sent: 0, refused: [], left: 1 });
    }
    expect(await sendOfflineChanges(ME)).toEqual({ sent: 0, refused: ['Service unavailable'], left: 0 });
    expect(calls).toBe(5);
    expect(pendingOfflineChanges(ME)).toEqual([]);
  });
});

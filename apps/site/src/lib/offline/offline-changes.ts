import type { WishlistResponse } from '@ile/shared/contracts/wishlist';
import { ApiError, request } from '../api-client';
import { fetchListingRecord } from '../listing-record';

/**
 * What a member changed with no network, kept in this browser until it reaches the server: the saved state
 * of a listing (the state wanted, not a toggle, so sending it twice is harmless) and a saved listing's note.
 */
export type OfflineChange =
  | { kind: 'saved'; propertyId: string; saved: boolean }
  | { kind: 'note'; wishlistId: string; note: string };

interface Kept {
  change: OfflineChange;
  /** Answers of 5xx so far: a change the server keeps failing is given up after MAX_ATTEMPTS. */
  attempts: number;
}

const MAX_ATTEMPTS = 5;

/** What the member is told when a change is kept for later. */
export const KEPT_FOR_LATER = 'You are offline: saved on this device, and sent when you are back online';
const keyOf = (userId: string) => `ile.offline-changes.${userId}`;

function read(userId: string): Kept[] {
  try {
    const text = localStorage.getItem(keyOf(userId));
    return text ? (JSON.parse(text) as Kept[]) : [];
  } catch {
    return [];
  }
}

function write(userId: string, kept: Kept[]): void {
  try {
    if (kept.length === 0) localStorage.removeItem(keyOf(userId));
    else localStorage.setItem(keyOf(userId), JSON.stringify(kept));
  } catch {
    // A full storage loses the change; the caller has told the user it is kept, which is then untrue, but
    // nothing else can be done from a page.
  }
}

const sameTarget = (a: OfflineChange, b: OfflineChange) =>
  a.kind === b.kind &&
  (a.kind === 'saved'
    ? a.propertyId === (b as typeof a).propertyId
    : a.wishlistId === (b as typeof a).wishlistId);

/** Keeps `change` for later; a later change to the same listing or note replaces the earlier one. */
export function keepOfflineChange(userId: string, change: OfflineChange): void {
  write(userId, [
    ...read(userId).filter((kept) => !sameTarget(kept.change, change)),
    { change, attempts: 0 },
  ]);
}

export function pendingOfflineChanges(userId: string): OfflineChange[] {
  return read(userId).map((kept) => kept.change);
}

export function forgetOfflineChanges(userId: string): void {
  write(userId, []);
}

/** The saved list as the member left it: notes written offline shown in place of the server's. */
export function withPendingNotes(userId: string, page: WishlistResponse): WishlistResponse {
  const notes = new Map<string, string>();
  for (const change of pendingOfflineChanges(userId)) {
    if (change.kind === 'note') notes.set(change.wishlistId, change.note);
  }
  if (notes.size === 0) return page;
  return {
    ...page,
    wishlist: page.wishlist.map((item) =>
      notes.has(item.id) ? { ...item, note: notes.get(item.id)?.trim() || null } : item,
    ),
  };
}

/** A network failure (no answer at all), as opposed to the server's refusal. */
export function isNoNetwork(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

async function send(change: OfflineChange): Promise<void> {
  if (change.kind === 'note') {
    await request('POST', '/wishlist/update-note', { wishlistId: change.wishlistId, note: change.note });
    return;
  }
  // Toggle is the only call the spec has; it is sent only when the listing is not already as wanted.
  const listing = await fetchListingRecord(change.propertyId);
  if (listing.isLiked !== change.saved) {
    await request('POST', '/wishlist/toggle-wishlist', { propertyId: change.propertyId });
  }
}

export interface SendReport {
  sent: number;
  /** The server's words for each change it refused (dropped, never retried). */
  refused: string[];
  /** Still kept: the network went away again, or the server failed and will be asked again. */
  left: number;
}

/** Sends the member's kept changes in order; stops at the first network failure. */
export async function sendOfflineChanges(userId: string): Promise<SendReport> {
  const report: SendReport = { sent: 0, refused: [], left: 0 };
  const queue = read(userId);
  while (queue.length > 0) {
    const [kept] = queue;
    if (!kept) break;
    try {
      await send(kept.change);
      queue.shift();
      report.sent += 1;
    } catch (error) {
      if (isNoNetwork(error)) break;
      const status = error instanceof ApiError ? error.status : 500;
      kept.attempts += 1;
      if (status < 500 || kept.attempts >= MAX_ATTEMPTS) {
        queue.shift();
        report.refused.push(error instanceof Error ? error.message : 'Refused by the server');
        continue;
      }
      break;
    }
    write(userId, queue);
  }
  write(userId, queue);
  report.left = queue.length;
  return report;
}

import { api, mayHaveSession } from '../lib/api-client';
import { requestEarly } from '../lib/early-requests';
import { listingRecordPath } from '../lib/listing-record';

const LISTING_PATH = /^\/property\/([^/]+)\/?$/;

/**
 * A visitor's listing page (where a shared link lands) asks for the listing as the app starts: the page's
 * first view is already on screen (the api drew it), and the sooner the record comes the sooner the page
 * replaces it. A signed-in member's record depends on who they are, so theirs waits for the session as before.
 * (The search page gained nothing from the same: its first render then drew every card in one long task.)
 */
export function requestPageDataEarly({ pathname }: { pathname: string }): void {
  if (mayHaveSession()) return;
  const listingId = LISTING_PATH.exec(pathname)?.[1];
  if (listingId && listingId !== 'payment') {
    const path = listingRecordPath(decodeURIComponent(listingId));
    requestEarly(path, () => api.post(path));
  }
}

import type { Property } from '@ile/shared/contracts/property';
import { api } from './api-client';

/**
 * POST /property/property/{id}: a listing's full record (`isLiked` and the owner's phone come to signed-in
 * callers only). The listing page reads it; offline support reads it to keep saved listings and to check a
 * listing's saved state before sending a change made offline.
 */
export function fetchListingRecord(id: string, signal?: AbortSignal): Promise<Property> {
  return api.post<Property>(listingRecordPath(id), undefined, { signal });
}

export const listingRecordPath = (id: string) => `/property/property/${encodeURIComponent(id)}`;

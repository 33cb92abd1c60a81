import type { listApplicationFlags } from '@ile/db/repositories/applications-console.repository';
import type { ListingFlagItem } from '@ile/shared/contracts/admin/listing-flags';
import { mediaUrl } from '../../../lib/media-url';
import { fullName, iso, privateFileUrl } from '../schemas';

type FlagRow = Awaited<ReturnType<typeof listApplicationFlags>>[number];

/** A duplicate flag as the console reads it: the issue's names, only the fields its kind has, both pictures' URLs. */
export function toFlagItem(row: FlagRow): ListingFlagItem {
  const photo =
    row.kind === 'photo'
      ? {
          distance: row.distance ?? undefined,
          photoId: row.photo_id ?? undefined,
          photoUrl: privateFileUrl(row.photo_key) ?? undefined,
          otherPhotoId: row.other_photo_id ?? undefined,
          otherPhotoUrl: mediaUrl(row.other_photo_key),
        }
      : {};
  const listing =
    row.kind === 'listing'
      ? {
          match: row.match ?? undefined,
          // A real: three decimals say all it measures.
          similarity: row.similarity === null ? undefined : Math.round(row.similarity * 1000) / 1000,
        }
      : {};
  return {
    id: row.id,
    kind: row.kind,
    ...photo,
    ...listing,
    otherPropertyId: row.other_property_id,
    otherPropertyTitle: row.title,
    otherOwnerId: row.other_owner_id,
    otherOwnerName: fullName(row.owner_first_name, row.owner_last_name) ?? '',
    otherListing: {
      title: row.title,
      status: row.status,
      price: row.price,
      currency: row.currency,
      duration: row.duration,
      address: row.address,
      city: row.city,
      state: row.state,
      country: row.country,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      description: row.description,
    },
    createdAt: iso(row.created_at),
  };
}

export const toFlagItems = (rows: readonly FlagRow[]): ListingFlagItem[] => rows.map(toFlagItem);

import type { Db } from '@ile/db';
import { hashFromInt8 } from '@ile/db/media/hash-bits';
import {
  findCopiesOfPhoto,
  insertPhotoFlags,
  type PhotoFlag,
} from '@ile/db/repositories/photo-hashes.repository';
import { PHOTO_FLAGS_PER_PHOTO, PHOTO_MATCH_MAX_DISTANCE, PHOTO_PROBE_MAX_DISTANCE } from '@ile/shared';

// The copied-photo check both images jobs run (docs/trust.md, "Copied photos"): each photo of the subject
// (a listing application, or a listing whose photos changed) against the photos of other owners' live
// listings. Flags only inform reviewers; nothing here changes the subject.

export interface FlagOutcome {
  /** Photos compared. */
  compared: number;
  /** Flags written now; a redelivered job writes none (a pair of photos is flagged once). */
  flagged: number;
}

/** A photo to compare: its stored hash and, when its pixels were at hand, its crop probes (never stored). */
export interface PhotoToCompare {
  id: string;
  phash: string;
  probes?: readonly string[];
}

/**
 * Flags each hashed photo's closest matches (at most PHOTO_FLAGS_PER_PHOTO within PHOTO_MATCH_MAX_DISTANCE
 * bits of its hash, or PHOTO_PROBE_MAX_DISTANCE of one of its crop probes) among published listings of
 * owners other than `ownerId`.
 */
export async function flagCopiedPhotos(
  db: Db,
  subject: PhotoFlag['subject'],
  ownerId: string,
  photos: readonly PhotoToCompare[],
): Promise<FlagOutcome> {
  const flags: PhotoFlag[] = [];
  for (const photo of photos) {
    const matches = await findCopiesOfPhoto(db, {
      hash: hashFromInt8(photo.phash),
      probes: (photo.probes ?? []).map(hashFromInt8),
      probeMaxDistance: PHOTO_PROBE_MAX_DISTANCE,
      maxDistance: PHOTO_MATCH_MAX_DISTANCE,
      excludeOwnerId: ownerId,
      limit: PHOTO_FLAGS_PER_PHOTO,
    });
    flags.push(...matches.map((other) => ({ subject, photoId: photo.id, other })));
  }
  return { compared: photos.length, flagged: await insertPhotoFlags(db, flags) };
}

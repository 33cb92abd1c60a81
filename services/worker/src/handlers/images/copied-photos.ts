import type { Db } from '@ile/db';
import { hashFromInt8 } from '@ile/db/media/hash-bits';
import {
  findSimilarPhotos,
  insertPhotoFlags,
  type PhotoFlag,
} from '@ile/db/repositories/photo-hashes.repository';
import { PHOTO_FLAGS_PER_PHOTO, PHOTO_MATCH_MAX_DISTANCE } from '@ile/shared';

// The copied-photo check both images jobs run (docs/trust.md, "Copied photos"): each photo of the subject
// (a listing application, or a listing whose photos changed) against the photos of other owners' live
// listings. Flags only inform reviewers; nothing here changes the subject.

export interface FlagOutcome {
  /** Photos compared. */
  compared: number;
  /** Flags written now; a redelivered job writes none (a pair of photos is flagged once). */
  flagged: number;
}

/**
 * Flags each hashed photo's closest matches (at most PHOTO_FLAGS_PER_PHOTO within PHOTO_MATCH_MAX_DISTANCE
 * bits) among published listings of owners other than `ownerId`.
 */
export async function flagCopiedPhotos(
  db: Db,
  subject: PhotoFlag['subject'],
  ownerId: string,
  photos: readonly { id: string; phash: string }[],
): Promise<FlagOutcome> {
  const flags: PhotoFlag[] = [];
  for (const photo of photos) {
    const matches = await findSimilarPhotos(db, {
      hash: hashFromInt8(photo.phash),
      maxDistance: PHOTO_MATCH_MAX_DISTANCE,
      excludeOwnerId: ownerId,
      limit: PHOTO_FLAGS_PER_PHOTO,
    });
    flags.push(...matches.map((other) => ({ subject, photoId: photo.id, other })));
  }
  return { compared: photos.length, flagged: await insertPhotoFlags(db, flags) };
}

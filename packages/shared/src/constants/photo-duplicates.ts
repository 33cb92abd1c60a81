/**
 * Copied photos (docs/trust.md, "Copied photos"). Two photos whose 64-bit perceptual hashes differ in at most
 * this many bits are flagged as possible copies. Chosen from `npm run bench:duplicates`, which prints the
 * distances of planted copies (re-encoded, resized, cropped, brightened or darkened, logo added) and of
 * distinct photos: re-encoded, resized, brightened and logo-marked copies lie within it, cropped ones mostly;
 * and it is the largest distance at which a photo unrelated to anything stored still matches one of a
 * million unrelated hashes less than 1 % of the time (a hash always has 32 bits set, so distances are even:
 * 10 and 11 flag the same pairs).
 */
export const PHOTO_MATCH_MAX_DISTANCE = 10;

/**
 * A crop probe (a new photo grown back at some edges by mirroring, in case it is a crop of a stored one) is a
 * guess, and eight of them are eight more chances to meet an unrelated photo: a probe matches only within
 * this many bits. Two bits fewer make a chance match about thirty times rarer, more than paying for the eight
 * probes; `npm run bench:duplicates` prints what it costs cropped copies.
 */
export const PHOTO_PROBE_MAX_DISTANCE = 8;

/**
 * At most this many flags per photo, the closest first: one picture copied across many listings (or the
 * demo seed's small picture pool) would otherwise bury a reviewer under identical flags.
 */
export const PHOTO_FLAGS_PER_PHOTO = 5;

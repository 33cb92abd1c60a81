/**
 * Copied photos (docs/trust.md, "Copied photos"). Two photos whose 64-bit perceptual hashes differ in at most
 * this many bits are flagged as possible copies. Chosen from `npm run bench:duplicates` and from chance: among
 * a million stored photos an unrelated photo meets a random hash within 10 bits once in a hundred lookups,
 * and a new photo is looked up nine times (its hash and eight crop probes), so 10 bits would falsely flag more
 * than 1 % of new photos by chance alone; within 8 bits it is 0.03 % a lookup, 0.25 % a photo. On the bench's
 * planted set 8 bits flags 95.4 % of copies (re-encoded, resized and brightened copies all, logos 94 %, crops
 * 83 % with the probes) and 0.3 % of distinct photos. A hash always has 32 bits set, so distances are even:
 * 8 and 9 flag the same pairs.
 */
export const PHOTO_MATCH_MAX_DISTANCE = 8;

/**
 * How near a crop probe (a new photo grown back at some edges by mirroring, in case it is a crop of a stored
 * one) must come. The same as the hash's own threshold today; kept apart because a probe is a guess with
 * made-up margins, and the bench measures both (at 10 bits for the hash, 8 for probes kept more false flags).
 */
export const PHOTO_PROBE_MAX_DISTANCE = 8;

/**
 * At most this many flags per photo, the closest first: one picture copied across many listings (or the
 * demo seed's small picture pool) would otherwise bury a reviewer under identical flags.
 */
export const PHOTO_FLAGS_PER_PHOTO = 5;

// Multi-index hashing for photo hashes (docs/trust.md, "Copied photos"): the 64 bits are cut into
// PHOTO_HASH_BANDS bands of BAND_BITS, each indexed on its own (migration 2026_11_27_0002_photo_hash_bands).
// Two hashes at most `d` bits apart differ in at most floor(d / PHOTO_HASH_BANDS) bits in at least one band
// (pigeonhole), so probing every band with each value within that radius finds every match; the candidates
// are then checked on the whole 64 bits.

export const PHOTO_HASH_BANDS = 4;
export const BAND_BITS = 16;
const BAND_MASK = (1n << BigInt(BAND_BITS)) - 1n;

/** Band `band` (0 = the lowest 16 bits) of an unsigned hash, as the index expression computes it. */
export function bandOf(hash: bigint, band: number): number {
  return Number((BigInt.asUintN(64, hash) >> BigInt(band * BAND_BITS)) & BAND_MASK);
}

/** How far each band is searched for matches up to `maxDistance` bits. */
export function bandRadius(maxDistance: number): number {
  return Math.floor(maxDistance / PHOTO_HASH_BANDS);
}

/** Every BAND_BITS-bit value within `radius` bits of `value`, itself first. */
export function bandNeighbours(value: number, radius: number): number[] {
  const found = [value];
  const flip = (from: number, start: number, left: number) => {
    if (left === 0) return;
    for (let bit = start; bit < BAND_BITS; bit++) {
      const next = from ^ (1 << bit);
      found.push(next);
      flip(next, bit + 1, left - 1);
    }
  };
  flip(value, 0, radius);
  return found;
}

/**
 * What to look up in each band's index to find every hash within `maxDistance` of `hash`; a smaller `radius`
 * than bandRadius(maxDistance) looks up far fewer values and misses the matches whose differing bits put more
 * than `radius` in every band.
 */
export function bandProbes(hash: bigint, maxDistance: number, radius = bandRadius(maxDistance)): number[][] {
  return Array.from({ length: PHOTO_HASH_BANDS }, (_, band) => bandNeighbours(bandOf(hash, band), radius));
}

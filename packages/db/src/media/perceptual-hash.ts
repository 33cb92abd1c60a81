// The DCT perceptual hash (pHash) of a picture, from pixels already reduced to PHASH_SIDE × PHASH_SIDE grey
// levels (media/image-processing does the reducing, from the pixels it decodes anyway). The low frequencies
// of a picture survive re-encoding, resizing, small crops, brightness changes and small overlays; each of the
// 64 bits says whether one low-frequency coefficient lies above the median of the 64.

/** The side of the grey square the hash is computed from. */
export const PHASH_SIDE = 32;

/** Coefficients on the anti-diagonals u + v ≤ this are enough for 64 (66 minus the DC term). */
const MAX_FREQUENCY_SUM = 10;
const FREQUENCIES = MAX_FREQUENCY_SUM + 1;

/**
 * Which coefficients make the 64 bits, most significant first: the lowest frequencies after the DC term
 * (the mean brightness, which says nothing about content), diagonal by diagonal. The classic pHash takes
 * rows and columns 1-8 instead, leaving out the first row and column, the broadest horizontal and vertical
 * structure, which is what best survives crops; docs/trust.md ("Copied photos") has the measurement.
 */
const COEFFICIENTS: readonly (readonly [u: number, v: number])[] = (() => {
  const picked: [number, number][] = [];
  for (let sum = 1; sum <= MAX_FREQUENCY_SUM; sum++) {
    for (let u = 0; u <= sum; u++) picked.push([u, sum - u]);
  }
  return picked.slice(0, 64);
})();

/** cos((2x + 1)kπ / 2N) with the orthonormal scale, for the first FREQUENCIES frequencies k. */
const BASIS: readonly Float64Array[] = Array.from({ length: FREQUENCIES }, (_, k) => {
  const scale = Math.sqrt((k === 0 ? 1 : 2) / PHASH_SIDE);
  return Float64Array.from(
    { length: PHASH_SIDE },
    (_, x) => scale * Math.cos(((2 * x + 1) * k * Math.PI) / (2 * PHASH_SIDE)),
  );
});

/**
 * Below this, the largest of the 64 coefficients is rounding noise (a one-level ripple across the square
 * scores about 16): the picture is one flat colour and its bits would be arbitrary, matching every other
 * flat picture. Such a picture gets no hash.
 */
const MIN_DETAIL = 2;

/**
 * The 64-bit hash (unsigned) of a PHASH_SIDE² picture given as grey levels, `channels` bytes per pixel (the
 * first is used); null when the picture has no detail to hash.
 */
export function perceptualHash(pixels: Uint8Array, channels = 1): bigint | null {
  if (pixels.length < PHASH_SIDE * PHASH_SIDE * channels) {
    throw new RangeError(`perceptualHash needs ${PHASH_SIDE}×${PHASH_SIDE} pixels`);
  }
  const coefficients = lowFrequencies(pixels, channels);
  const values = COEFFICIENTS.map(([u, v]) => coefficients[u * FREQUENCIES + v] as number);
  if (Math.max(...values.map(Math.abs)) < MIN_DETAIL) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const median = ((sorted[31] as number) + (sorted[32] as number)) / 2;
  let hash = 0n;
  for (const value of values) hash = (hash << 1n) | (value > median ? 1n : 0n);
  return hash;
}

/**
 * The 2-D DCT-II of the square, only its first FREQUENCIES × FREQUENCIES coefficients (row-major, u the
 * vertical frequency): separable, so each row is transformed once and then each column of that.
 */
function lowFrequencies(pixels: Uint8Array, channels: number): Float64Array {
  const n = PHASH_SIDE;
  const rows = new Float64Array(n * FREQUENCIES);
  for (let y = 0; y < n; y++) {
    for (let v = 0; v < FREQUENCIES; v++) {
      const basis = BASIS[v] as Float64Array;
      let sum = 0;
      for (let x = 0; x < n; x++) sum += (pixels[(y * n + x) * channels] as number) * (basis[x] as number);
      rows[y * FREQUENCIES + v] = sum;
    }
  }
  const out = new Float64Array(FREQUENCIES * FREQUENCIES);
  for (let u = 0; u < FREQUENCIES; u++) {
    const basis = BASIS[u] as Float64Array;
    for (let v = 0; v < FREQUENCIES; v++) {
      let sum = 0;
      for (let y = 0; y < n; y++) sum += (rows[y * FREQUENCIES + v] as number) * (basis[y] as number);
      out[u * FREQUENCIES + v] = sum;
    }
  }
  return out;
}

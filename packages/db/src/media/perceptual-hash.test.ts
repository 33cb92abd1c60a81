import { describe, expect, it } from 'vitest';
import { hammingDistance } from './hash-bits';
import { PHASH_SIDE, perceptualHash } from './perceptual-hash';

const N = PHASH_SIDE;

/** A grey square from a function of (x, y), clamped to 0-255. */
const square = (level: (x: number, y: number) => number) =>
  Uint8Array.from({ length: N * N }, (_, i) =>
    Math.max(0, Math.min(255, Math.round(level(i % N, Math.floor(i / N))))),
  );

/** A scene-like square: a horizon, a block and a diagonal edge; `seed` moves them. */
const scene = (seed: number) =>
  square((x, y) => {
    let level = y < 12 + (seed % 5) ? 200 : 90;
    if (x > 6 + seed && x < 20 + seed && y > 14 && y < 28) level = 40 + seed * 9;
    if (x + y * ((seed % 3) + 1) < 20) level += 30;
    return level;
  });

const hashOf = (pixels: Uint8Array) => {
  const hash = perceptualHash(pixels);
  if (hash === null) throw new Error('expected a hash');
  return hash;
};

describe('DCT perceptual hash', () => {
  it('gives the same picture the same hash, with 32 bits set (the median splits the 64)', () => {
    const hash = hashOf(scene(1));
    expect(hashOf(scene(1))).toBe(hash);
    expect(hammingDistance(hash, 0n)).toBe(32);
  });

  it('ignores a uniform change of brightness (only the DC term moves)', () => {
    const base = scene(2);
    expect(hashOf(base.map((v) => Math.min(255, v + 10)))).toBe(hashOf(base));
  });

  it('barely moves under noise, and inverts under a negative', () => {
    const base = scene(3);
    const noisy = base.map((v, i) => Math.max(0, Math.min(255, v + ((i * 7919) % 9) - 4)));
    expect(hammingDistance(hashOf(noisy), hashOf(base))).toBeLessThanOrEqual(4);
    expect(hammingDistance(hashOf(base.map((v) => 255 - v)), hashOf(base))).toBe(64);
  });

  it('tells different pictures apart', () => {
    expect(hammingDistance(hashOf(scene(1)), hashOf(scene(4)))).toBeGreaterThan(16);
    const stripes = square((x) => (Math.floor(x / 4) % 2 ? 220 : 30));
    expect(hammingDistance(hashOf(stripes), hashOf(scene(1)))).toBeGreaterThan(16);
  });

  it('gives a flat picture no hash: its bits would be arbitrary', () => {
    expect(perceptualHash(square(() => 128))).toBeNull();
    expect(perceptualHash(square((x, y) => 128 + ((x + y) % 2) * 0.4))).toBeNull();
  });

  it('reads the first channel of multi-channel pixels, and refuses a square of the wrong size', () => {
    const grey = scene(5);
    const withAlpha = new Uint8Array(N * N * 2);
    grey.forEach((v, i) => {
      withAlpha[i * 2] = v;
      withAlpha[i * 2 + 1] = 255;
    });
    expect(perceptualHash(withAlpha, 2)).toBe(hashOf(grey));
    expect(() => perceptualHash(new Uint8Array(10))).toThrow(RangeError);
  });
});

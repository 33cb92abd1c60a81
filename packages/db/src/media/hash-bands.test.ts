import { describe, expect, it } from 'vitest';
import { BAND_BITS, bandNeighbours, bandOf, bandProbes, bandRadius, PHOTO_HASH_BANDS } from './hash-bands';
import { hammingDistance } from './hash-bits';

const popCount = (value: number) => hammingDistance(BigInt(value), 0n);

/** A 64-bit hash from a tiny LCG, so the test is the same every run. */
function* hashes(count: number, seed = 7): Generator<bigint> {
  let state = BigInt(seed);
  for (let i = 0; i < count; i++) {
    state = BigInt.asUintN(64, state * 6364136223846793005n + 1442695040888963407n);
    yield state;
  }
}

describe('multi-index hashing bands', () => {
  it('cuts the hash into four 16-bit bands, the lowest first', () => {
    const hash = 0x1234_5678_9abc_def0n;
    expect([0, 1, 2, 3].map((band) => bandOf(hash, band))).toEqual([0xdef0, 0x9abc, 0x5678, 0x1234]);
    expect(PHOTO_HASH_BANDS * BAND_BITS).toBe(64);
  });

  it('lists every value within the radius exactly once, and nothing further', () => {
    for (const radius of [0, 1, 2, 3]) {
      const found = bandNeighbours(0b1010_0000_1111_0001, radius);
      const expected = [1, 16, 120, 560].slice(0, radius + 1).reduce((a, b) => a + b, 0);
      expect(found).toHaveLength(expected);
      expect(new Set(found).size).toBe(expected);
      expect(found[0]).toBe(0b1010_0000_1111_0001);
      for (const value of found) expect(popCount(value ^ 0b1010_0000_1111_0001)).toBeLessThanOrEqual(radius);
    }
  });

  it('finds every hash within the distance through at least one band (pigeonhole)', () => {
    for (const maxDistance of [0, 3, 8, 12, 15]) {
      expect(bandRadius(maxDistance)).toBe(Math.floor(maxDistance / 4));
      for (const hash of hashes(40, maxDistance + 1)) {
        const probes = bandProbes(hash, maxDistance).map((values) => new Set(values));
        // Flip maxDistance bits spread over the bands as evenly as possible: the hardest case.
        let near = hash;
        for (let i = 0; i < maxDistance; i++) near ^= 1n << BigInt((i % 4) * 16 + Math.floor(i / 4) * 3);
        expect(hammingDistance(hash, near)).toBe(maxDistance);
        const hit = [0, 1, 2, 3].some((band) => probes[band]?.has(bandOf(near, band)));
        expect(hit).toBe(true);
      }
    }
  });
});

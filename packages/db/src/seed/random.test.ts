import { describe, expect, it } from 'vitest';
import { Random } from './random';

describe('Random', () => {
  it('repeats itself for the same seed and differs for another', () => {
    const draw = (seed: string) => {
      const rng = new Random(seed);
      return [rng.next(), rng.int(1, 100), rng.uuid(), rng.pick(['a', 'b', 'c'])];
    };
    expect(draw('x')).toEqual(draw('x'));
    expect(draw('x')).not.toEqual(draw('y'));
  });

  it('stays within bounds and makes version-4-shaped uuids', () => {
    const rng = new Random(1);
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(3, 8);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(8);
    }
    expect(rng.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(rng.sample([1, 2, 3, 4, 5], 5)).size).toBe(5);
  });
});

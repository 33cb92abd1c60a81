import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cpuMsPerCall } from './cpu-per-call';

describe('cpuMsPerCall', () => {
  it('times the rounds of every run and not the warm-up, and divides by the calls of one run', () => {
    const calls: string[] = [];
    const ms = cpuMsPerCall(['a', 'b', 'c'], (input) => calls.push(input), { rounds: 4, warmUp: 2, runs: 5 });
    expect(calls).toHaveLength(3 * (2 + 4 * 5));
    expect(calls.slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(ms).toBeGreaterThanOrEqual(0);
    expect(Number.isFinite(ms)).toBe(true);
  });

  it('measures work as costlier than none', () => {
    const block = Buffer.alloc(256 * 1024, 7);
    const hash = () => createHash('sha256').update(block).digest();
    const idle = cpuMsPerCall([0], () => undefined, { rounds: 20, runs: 3 });
    const busy = cpuMsPerCall([0], hash, { rounds: 20, runs: 3 });
    expect(busy).toBeGreaterThan(idle);
  });

  it('refuses to time nothing', () => {
    expect(() => cpuMsPerCall([], () => undefined, { rounds: 1 })).toThrow('nothing to time');
    expect(() => cpuMsPerCall([1], () => undefined, { rounds: 0 })).toThrow('nothing to time');
  });
});

import { Backoffs, type MinimalJob } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_OPTIONS } from '../src/dispatch';

describe('retries of relayed jobs', () => {
  const backoff = Backoffs.normalize(DEFAULT_JOB_OPTIONS.backoff ?? 0);

  it('are capped: five attempts in all', () => {
    expect(DEFAULT_JOB_OPTIONS.attempts).toBe(5);
  });

  it('wait exponentially longer, with jitter, so jobs failed together do not retry together', async () => {
    if (!backoff) throw new Error('no backoff configured');
    const job = {} as MinimalJob;
    for (const [attemptsMade, full] of [
      [1, 2000],
      [2, 4000],
      [3, 8000],
      [4, 16000],
    ] as const) {
      const delays = await Promise.all(
        Array.from({ length: 50 }, () => Backoffs.calculate(backoff, attemptsMade, new Error('x'), job)),
      );
      for (const delay of delays) {
        expect(delay).toBeGreaterThanOrEqual(full / 2);
        expect(delay).toBeLessThanOrEqual(full);
      }
      expect(new Set(delays).size).toBeGreaterThan(10);
    }
  });
});

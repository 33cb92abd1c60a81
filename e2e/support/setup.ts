import { afterAll, beforeAll, inject } from 'vitest';
import { closeBrowser } from './browser';
import { resetRateLimits } from './stack-resources';

beforeAll(async () => {
  await resetRateLimits(inject('redisPrefix'));
});

// Each test file gets its own browser (launched on first use); this closes it when the file ends.
afterAll(async () => {
  await closeBrowser();
});

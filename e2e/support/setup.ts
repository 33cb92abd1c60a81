import { afterAll, afterEach, beforeEach, inject } from 'vitest';
import { closeBrowser } from './browser';
import { takePageProblems } from './page-problems';
import { resetRateLimits } from './stack-resources';

// Each test starts as a fresh visitor (a file of several tests signing up owners and tenants would pass the
// per-IP sign-up limit that one real visitor has).
beforeEach(async () => {
  await resetRateLimits(inject('redisPrefix'));
});

// A page that works but shows errors to anyone who opens the console is a failed journey too.
afterEach(() => {
  const problems = takePageProblems();
  if (problems.length > 0)
    throw new Error(`the pages this test opened had problems:\n  ${problems.join('\n  ')}`);
});

// Each test file gets its own browser (launched on first use); this closes it when the file ends.
afterAll(async () => {
  await closeBrowser();
});

import { afterAll } from 'vitest';
import { closeBrowser } from './browser';

// Each test file gets its own browser (launched on first use); this closes it when the file ends.
afterAll(async () => {
  await closeBrowser();
});

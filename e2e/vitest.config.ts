import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Not one of the root config's projects: it starts the whole product and must not share the
// machine's two cores with the api's parallel tests. Run it with `npm run test:e2e`.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./support/setup.ts'],
    // One browser at a time against one product.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 90_000,
  },
});

import { defineConfig } from 'vitest/config';

// One run covers every workspace; each workspace's own vitest.config.ts says how its files run.
export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'apps/*', 'infra/*'],
  },
});

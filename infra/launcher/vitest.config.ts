import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'launcher',
    include: ['src/**/*.test.ts'],
  },
});

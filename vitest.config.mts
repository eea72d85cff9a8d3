import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: keep the pool small so framework-heavy files don't starve each other.
    maxWorkers: 2,
  },
});

// The gate matrix and type-equality tests of issue 16, run apart (`npm run gates`) while
// their known failures are being fixed; see the README's "Gates" section.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/gates/matrix.test.ts', 'test/gates/types.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    maxWorkers: 2,
  },
});

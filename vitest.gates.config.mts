// Issue 16's gate matrix and type-equality tests alone (both also run in `npm test`); see the
// README's "Gates".
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/gates/matrix.test.ts', 'test/gates/types.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    maxWorkers: 2,
  },
});

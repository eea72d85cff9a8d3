// The gate matrix (also in `npm test`) and the type-equality tests of issue 16, which run
// apart until their last failure (Mastra 0.x input type) is fixed; see the README's "Gates".
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/gates/matrix.test.ts', 'test/gates/types.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    maxWorkers: 2,
  },
});

import { defineConfig } from 'vitest/config';

/**
 * Test files that change module state for themselves: mocks (`vi.mock`, `vi.doMock`, `vi.resetModules`,
 * spies), or global registrations they must not see from another file (the JSON Schema fallbacks). Each
 * runs in a fresh module graph. Every other file shares its worker's modules with the files before it:
 * the frameworks, Babel and TypeScript load once per worker instead of once per file, which is most of
 * what a file costs before its first test.
 */
const ISOLATED = [
  'test/adapters/**/*.test.ts',
  'test/json-schema/zod41.test.ts',
  'test/json-schema/errors-without-fallbacks.test.ts',
  'test/transforms/mcp-equivalence.test.ts',
  'test/transforms/mastra-equivalence.test.ts',
  // Registers Mastra 0.x AI tracing (a module-level registry) with its own exporter.
  'test/transforms/mastra-tracing-equivalence.test.ts',
  'test/consolidate/equivalence.test.ts',
  // Counts the adapter module's renders through a mock of render.ts.
  'test/cli/dry-run-renders.test.ts',
];

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: keep the pool small so framework-heavy files don't starve each other.
    maxWorkers: 2,
    // A shared worker keeps the modules and parsed package types of every file it ran: more than Node's
    // default heap (about 4 GB here) by the end of the suite. Two workers at 8 GB fit this 24 GB machine.
    execArgv: ['--max-old-space-size=8192'],
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: ISOLATED, isolate: false } },
    ],
  },
});

/**
 * Which @mastra/core versions get the pre-0.1 adapter: the runner hands an installed version
 * as it is and a declared range without its prerelease (`0.1.27-alpha.15` → `0.1.27`).
 */
import { describe, expect, it } from 'vitest';
import { isPre01, mastraFramework } from '../../transforms/front-ends/mastra/framework';

describe('the Mastra adapter module per version', () => {
  it.each([
    ['0.1.27-alpha.15', 'mastra-v0-legacy'],
    ['0.1.27-alpha.48', 'mastra-v0-legacy'],
    ['0.1.27', 'mastra-v0-legacy'],
    ['0.1.24', 'mastra-v0-legacy'],
    ['0.1.27-alpha.49', 'mastra-v0'],
    ['0.1.27-unstable.2', 'mastra-v0'],
    ['0.2.0', 'mastra-v0'],
    ['0.24.9', 'mastra-v0'],
    ['1.71.0', 'mastra'],
  ])('%s → %s', (version, module) => {
    expect(mastraFramework.adapterModule({ '@mastra/core': version })).toBe(module);
  });

  it('no version is not pre-0.1', () => expect(isPre01(undefined)).toBe(false));
});

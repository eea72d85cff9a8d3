/**
 * In a project that runs knip, every export of the adapter module is tagged `@public`: knip
 * would otherwise report the contract and the types nothing imports yet (vercel-labs/bash-tool's
 * knip check failed after the migration on four of them).
 */
import { describe, expect, it } from 'vitest';
import { renderAdapterModule } from '../../cli/adapter-module/render';
import { withPublicTags } from '../../cli/adapter-module/public-tags';
import { ALL, CURRENT_PACKAGES } from './support';

/** The JSDoc block right above line `index`, or undefined. */
function docAbove(lines: readonly string[], index: number): string | undefined {
  if (!lines[index - 1]?.endsWith('*/')) return undefined;
  let start = index - 1;
  while (start > 0 && !lines[start]!.startsWith('/**')) start -= 1;
  return lines.slice(start, index).join('\n');
}

describe('@public tags for knip', () => {
  const render = (publicTags: boolean) =>
    renderAdapterModule(
      { frameworks: ALL, packages: CURRENT_PACKAGES, style: 'ts', imports: ['zod'], names: [], publicTags },
      '0.0.0',
    ).text;

  it('every export of the module has @public in its JSDoc, and the text still parses as before', () => {
    const lines = render(true).split('\n');
    const exports = lines.flatMap((line, index) => (/^export\s/.test(line) ? [index] : []));
    expect(exports.length).toBeGreaterThan(10);
    for (const index of exports)
      expect(docAbove(lines, index), lines[index]).toMatch(/^ \* @public$|\/\*\* @public \*\//m);
    // Only JSDoc changes: the code is the module's without tags.
    const code = (text: string) => text.replace(/\/\*\*[\s\S]*?\*\/\n/g, '');
    expect(code(lines.join('\n'))).toBe(code(render(false)));
  });

  it('a module without knip has no tags; tagging twice adds nothing', () => {
    expect(render(false)).not.toContain('@public');
    const once = withPublicTags('/** One. */\nexport const a = 1;\n\nexport type B = string;\n');
    expect(once).toBe(
      '/**\n * One.\n * @public\n */\nexport const a = 1;\n\n/** @public */\nexport type B = string;\n',
    );
    expect(withPublicTags(once)).toBe(once);
  });
});

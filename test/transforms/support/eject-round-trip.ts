/**
 * The round trip's text comparison: the migration's input against `eject(migrate(input))`,
 * both through Prettier (objects collapsed, so a layout choice is not a difference), and
 * again without the module's imports (their order, merging and `type` placement).
 */
import * as prettier from 'prettier';

export type Sameness = 'same' | 'same-but-imports' | 'differs';

const format = (text: string, filepath: string) =>
  prettier.format(text, { filepath, singleQuote: true, printWidth: 120, objectWrap: 'collapse' });

/** Import declarations and top-level `require`s of packages and modules, dropped. */
const withoutImports = (text: string) =>
  text
    .replace(/^import\s[\s\S]*?from\s*['"][^'"]+['"];?\n/gm, '')
    .replace(/^const\s+\{[^}]*\}\s*=\s*require\(['"][^'"]+['"]\);?\n/gm, '')
    .replace(/\n{3,}/g, '\n\n');

export async function sameness(original: string, ejected: string, filepath: string): Promise<Sameness> {
  const [a, b] = [await format(original, filepath), await format(ejected, filepath)];
  if (a === b) return 'same';
  const [c, d] = [await format(withoutImports(a), filepath), await format(withoutImports(b), filepath)];
  return c === d ? 'same-but-imports' : 'differs';
}

/**
 * The parser follows the file's extension. jscodeshift's single `parser` export cannot
 * tell `.ts` from `.tsx`: parsing a `.ts` file with JSX enabled breaks `<T>x` casts and
 * generic arrows, so `.ts/.mts/.cts` get the plain TypeScript parser.
 */
export type ParserName = 'ts' | 'tsx';

const TYPESCRIPT_WITHOUT_JSX = /\.(ts|mts|cts)$/i;
const SUPPORTED = /\.(ts|mts|cts|tsx|js|jsx|mjs|cjs)$/i;

export function parserFor(filePath: string): ParserName {
  return TYPESCRIPT_WITHOUT_JSX.test(filePath) && !/\.d\.[mc]?ts$/i.test(filePath) ? 'ts' : 'tsx';
}

export function isSupportedSourceFile(filePath: string): boolean {
  return SUPPORTED.test(filePath) && !/\.d\.[mc]?ts$/i.test(filePath);
}

/** TypeScript syntax (`satisfies`, `type` imports) may be emitted only in these files. */
export function allowsTypeScript(filePath: string): boolean {
  return /\.(ts|mts|cts|tsx)$/i.test(filePath);
}

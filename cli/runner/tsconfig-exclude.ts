/**
 * A tsconfig's `exclude`, matched as TypeScript matches it (`getSubPatternFromSpec` with its "exclude"
 * wildcards), so that reading which files a config compiles need not load the compiler: each pattern is
 * taken from the config's folder; `*` is any run of characters but `/`, `?` one of them, `**` any folders;
 * a last segment without `.`, `*` or `?` names a folder and everything below it; a pattern that matches a
 * folder excludes every file under it; and one with `..` after a `**` is left out, as TypeScript leaves it.
 */
import * as path from 'node:path';

/** The test that tells an absolute path excluded; undefined where no pattern is given. */
export function excludeMatcher(
  patterns: readonly string[],
  configFolder: string,
): ((file: string) => boolean) | undefined {
  const given = patterns.filter((pattern) => pattern !== '' && !parentAfterRecursiveWildcard(pattern));
  const subpatterns = given.map((pattern) => subpatternOf(pattern, configFolder));
  if (subpatterns.length === 0) return undefined;
  const expression = new RegExp(
    `^(?:${subpatterns.map((subpattern) => `(?:${subpattern})`).join('|')})(?:$|/)`,
    caseSensitiveFileNames() ? '' : 'i',
  );
  return (file) => expression.test(file.split(path.sep).join('/'));
}

/** `**\/..`: a pattern TypeScript rejects (TS5065) and leaves out. */
function parentAfterRecursiveWildcard(pattern: string): boolean {
  const wildcard = pattern.startsWith('**/') ? 0 : pattern.indexOf('/**/');
  if (wildcard === -1) return false;
  const parent = pattern.endsWith('/..') ? pattern.length : pattern.lastIndexOf('/../');
  return parent > wildcard;
}

function subpatternOf(pattern: string, configFolder: string): string {
  const components = path.resolve(configFolder, pattern).split(path.sep).join('/').split('/');
  // The root's empty first segment starts the pattern; every later one follows a `/`.
  if (!/[.*?]/.test(components[components.length - 1]!)) components.push('**', '*');
  let subpattern = '';
  components.forEach((component, index) => {
    if (component === '**') subpattern += '(?:/.+?)?';
    else subpattern += (index > 0 ? '/' : '') + component.replace(/[^\w\s/]/g, wildcardOrEscaped);
  });
  return subpattern;
}

function wildcardOrEscaped(character: string): string {
  if (character === '*') return '[^/]*';
  if (character === '?') return '[^/]';
  return `\\${character}`;
}

/** TypeScript's own test on the platforms it knows to fold case. */
function caseSensitiveFileNames(): boolean {
  return process.platform !== 'win32' && process.platform !== 'darwin';
}

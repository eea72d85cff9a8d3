/**
 * Which names each module is imported under, read from the texts with a pattern (no
 * parse): the relative named imports and re-exports; a namespace import, `require` or
 * `import()` may read any export (`*`).
 */
import { moduleIdentity } from '../consolidate/standard-tools';

export function importedNames(texts: ReadonlyMap<string, string>): Map<string, Set<string>> {
  const imported = new Map<string, Set<string>>();
  const pattern = /\b(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*(['"])(\.[^'"]*)\2/g;
  for (const [file, text] of texts) {
    for (const match of text.matchAll(pattern)) {
      const names = imported.get(moduleIdentity(file, match[3]!)) ?? new Set<string>();
      for (const item of match[1]!.split(','))
        names.add(
          item
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
        );
      imported.set(moduleIdentity(file, match[3]!), names);
    }
    for (const match of text.matchAll(/\{([^}]*)\}\s*=\s*require\(\s*(['"])(\.[^'"]*)\2\s*\)/g)) {
      const names = imported.get(moduleIdentity(file, match[3]!)) ?? new Set<string>();
      for (const item of match[1]!.split(',')) names.add(item.trim().split(/\s*:\s*/)[0]!);
      imported.set(moduleIdentity(file, match[3]!), names);
    }
    // `import * as m`, a whole `require('./x')` and `import()` may read any export.
    for (const match of text.matchAll(/(\}\s*=\s*)?(?:\*\s+as\s+\w+\s+from|require\(|import\()\s*(['"])(\.[^'"]*)\2/g))
      if (!match[1]) imported.set(moduleIdentity(file, match[3]!), new Set(['*']));
  }
  return imported;
}

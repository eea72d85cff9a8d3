/**
 * Which names each module is imported under, read from the texts with a pattern (no
 * parse): the relative named imports and re-exports, the members a namespace import reads
 * (`ns.name`), and what `const { x } = require()` or `await import()` takes. A namespace
 * used otherwise, `export *`, a whole `require` or `import()` may read any export (`*`).
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
    for (const match of text.matchAll(/\{([^}]*)\}\s*=\s*(?:require|await\s+import)\(\s*(['"])(\.[^'"]*)\2\s*\)/g)) {
      const names = imported.get(moduleIdentity(file, match[3]!)) ?? new Set<string>();
      for (const item of match[1]!.split(',')) names.add(item.trim().split(/\s*:\s*/)[0]!);
      imported.set(moduleIdentity(file, match[3]!), names);
    }
    // `import * as m` reads what `m.name` names, unless `m` goes elsewhere whole.
    for (const match of text.matchAll(/\bimport\s+\*\s+as\s+([\w$]+)\s+from\s*(['"])(\.[^'"]*)\2/g)) {
      const identity = moduleIdentity(file, match[3]!);
      const names = imported.get(identity) ?? new Set<string>();
      for (const name of namespaceReads(text, match[1]!, match.index + match[0].length)) names.add(name);
      imported.set(identity, names);
    }
    // `export * from`, a whole `require('./x')` and `import()` may read any export.
    for (const match of text.matchAll(
      /(\}\s*=\s*(?:await\s+)?)?(?:\bexport\s+\*(?:\s+as\s+\w+)?\s+from|require\(|import\()\s*(['"])(\.[^'"]*)\2/g,
    ))
      if (!match[1]) imported.set(moduleIdentity(file, match[3]!), new Set(['*']));
  }
  return imported;
}

/** The members `ns.name` reads after its import; `*` when `ns` appears other than before a dot. */
function namespaceReads(text: string, namespace: string, from: number): Set<string> {
  // Comments and plain strings may name it in words (`'… from tool'`): not a use.
  const rest = text
    .slice(from)
    .replace(/\/\/.*$|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`[^`$]*`/gm, '');
  const escaped = namespace.replace(/\$/g, '\\$');
  const uses = [...rest.matchAll(new RegExp(`(?<![\\w$.])${escaped}(?![\\w$])(\\s*\\.\\s*([\\w$]+))?`, 'g'))];
  if (uses.some((use) => !use[2])) return new Set(['*']);
  return new Set(uses.map((use) => use[2]!));
}

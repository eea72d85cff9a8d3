// How many errors a gate reported, read from its own summary line (tsc, ESLint, Prettier, Biome, vitest, jest).

const COUNTERS = [
  // ESLint: "✖ 12 problems (10 errors, 2 warnings)"; first, as a type-aware ESLint may quote tsc's
  // own diagnostic for a tsconfig it cannot read (one `error TS18003` among 125 ESLint errors).
  { tool: 'eslint', count: (text) => lastNumber(text, /✖ \d+ problems? \((\d+) errors?/g) },
  // tsc: one line per diagnostic
  { tool: 'tsc', count: (text) => matchCount(text, /error TS\d+:/g) },
  // Biome: "Found 3 errors."
  { tool: 'biome', count: (text) => lastNumber(text, /Found (\d+) errors?/g) },
  // vitest: "Tests  2 failed | 40 passed (42)"
  { tool: 'vitest', count: (text) => lastNumber(text, /Tests\s+(\d+) failed/g) },
  // jest: "Tests:       2 failed, 40 passed"
  { tool: 'jest', count: (text) => lastNumber(text, /Tests:\s+(\d+) failed/g) },
  // vitest with typecheck on: "Vitest caught 5 unhandled errors during the test run." (every test passed)
  { tool: 'vitest', count: (text) => lastNumber(text, /Vitest caught (\d+) unhandled errors?/g) },
  // Prettier --check: one "[warn] <file>" line per unformatted file, then a summary line
  { tool: 'prettier', count: (text) => matchCount(text, /^\[warn\] (?!Code style issues)\S.*$/gm) },
];

function matchCount(text, pattern) {
  const found = text.match(pattern)?.length ?? 0;
  return found > 0 ? found : undefined;
}

function lastNumber(text, pattern) {
  let last;
  for (const match of text.matchAll(pattern)) last = Number(match[1]);
  return last;
}

/** The error count of a finished gate: 0 when it passed, else the first summary that matches, else undefined. */
export function countErrors(result) {
  if (result.code === 0 && !result.timedOut) return { count: 0 };
  for (const { tool, count } of COUNTERS) {
    const found = count(result.output);
    if (found !== undefined) return { count: found, tool };
  }
  return { count: undefined };
}

/** The lines worth showing from a failed gate: the error lines themselves, or the output's tail. */
export function errorExcerpt(output, maxLines = 12) {
  const lines = output.split('\n');
  const errorLines = lines.filter((line) => /error TS\d+|✖|^\[warn\]|\berror\b|FAIL|×/i.test(line));
  const chosen = errorLines.length > 0 ? errorLines : lines.filter(Boolean).slice(-maxLines);
  return chosen.slice(0, maxLines).join('\n');
}

/**
 * tsc's diagnostics without their positions (`file: TS1234: message`): a migrated file moves lines,
 * but the same error keeps its signature, and a new or different error shows up as a new one.
 * Object type literals in the message are elided: tsc prints their properties in declaration order,
 * which a migration may change (a schema's order instead of a return statement's) for the same type.
 */
export function errorSignatures(output) {
  const signatures = [];
  for (const match of output.matchAll(/^(\S[^(\n]*)\(\d+,\d+\): error (TS\d+): (.*)$/gm))
    signatures.push(`${match[1]}: ${match[2]}: ${sortUnions(elideObjectLiterals(match[3]))}`);
  return signatures.sort();
}

/**
 * `'void | B | A'` → `'A | B | void'` in each quoted type: tsc prints a union's members in the order
 * their types were created, which a migration may change for the same union.
 */
function sortUnions(message) {
  return message.replace(/'([^']*)'/g, (_, type) => `'${splitTopLevel(type, ' | ').sort().join(' | ')}'`);
}

/** Splits `text` at `separator` outside brackets (`<>`, `()`, `[]`). */
function splitTopLevel(text, separator) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if ('<(['.includes(char)) depth++;
    else if ('>)]'.includes(char) && text[index - 1] !== '=') depth--;
    else if (depth === 0 && text.startsWith(separator, index)) {
      parts.push(text.slice(start, index));
      start = index + separator.length;
      index += separator.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** `{ a: string; b: { c: number } }` → `{…}`, outermost braces only. */
function elideObjectLiterals(message) {
  let result = '';
  let depth = 0;
  for (const char of message) {
    if (char === '{') {
      if (depth === 0) result += '{…}';
      depth++;
    } else if (char === '}' && depth > 0) depth--;
    else if (depth === 0) result += char;
  }
  return result;
}

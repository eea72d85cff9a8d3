/** The file's own conventions, so inserted code looks like its neighbours. */
export interface SourceStyle {
  eol: '\n' | '\r\n';
  quote: "'" | '"';
  semicolons: boolean;
  indentUnit: string;
  /** `{ a }` rather than `{a}` in the file's own named imports (Prettier's `bracketSpacing`). */
  bracketSpacing: boolean;
}

/** Statements whose text ends with `;` when the file uses semicolons. */
const SEMICOLON_STATEMENTS = new Set([
  'ImportDeclaration',
  'VariableDeclaration',
  'ExpressionStatement',
  'ReturnStatement',
  'ExportNamedDeclaration',
  'ExportDefaultDeclaration',
  'ExportAllDeclaration',
]);

interface StatementLike {
  type: string;
  start?: number | null;
  end?: number | null;
  declaration?: { type: string } | null;
  specifiers?: readonly { type: string; start?: number | null }[] | null;
}

export function detectStyle(source: string, statements: readonly StatementLike[] = []): SourceStyle {
  const crlf = occurrences(source, '\r\n');
  const lf = occurrences(source, '\n') - crlf;
  const importQuote = /^\s*(?:import\b[^'"\n]*|[^'"\n]*\brequire\s*\(\s*)(['"])/m.exec(source)?.[1];
  const singles = occurrences(source, "'");
  const doubles = occurrences(source, '"');
  const quote = (importQuote as "'" | '"' | undefined) ?? (doubles > singles ? '"' : "'");
  // Judged on the file's own statements: exports of functions and classes end with `}`.
  const judged = statements.filter(
    (statement) =>
      SEMICOLON_STATEMENTS.has(statement.type) &&
      !/^(Function|Class|TSInterface|TSEnum|TSModule)/.test(statement.declaration?.type ?? ''),
  );
  const withSemicolon = judged.filter((statement) => source[(statement.end ?? 1) - 1] === ';').length;
  // The first indented line that is not a block comment's ` * ` (a JSDoc header would say
  // two spaces in a file indented by four).
  const indent = /^([ \t]+)(?!\*)\S/m.exec(source)?.[1] ?? '  ';
  return {
    eol: crlf > lf ? '\r\n' : '\n',
    quote,
    semicolons: judged.length === 0 || withSemicolon * 2 >= judged.length,
    indentUnit: indent.startsWith('\t') ? '\t' : indent.length >= 4 ? '    ' : '  ',
    bracketSpacing: bracketSpacingOf(source, statements),
  };
}

/** As most of the file's `import { a } from` are written; spaced when it has none. */
function bracketSpacingOf(source: string, statements: readonly StatementLike[]): boolean {
  let spaced = 0;
  let tight = 0;
  for (const statement of statements) {
    if (statement.type !== 'ImportDeclaration') continue;
    const named = statement.specifiers?.find((specifier) => specifier.type === 'ImportSpecifier');
    if (named?.start == null || statement.start == null) continue;
    const brace = source.lastIndexOf('{', named.start);
    if (brace < statement.start) continue;
    if (brace + 1 === named.start) tight += 1;
    else if (source[brace + 1] === ' ') spaced += 1;
  }
  return tight <= spaced;
}

/** How often `text` holds `part`: counted, not matched into an array (a large file has tens of thousands). */
function occurrences(text: string, part: string): number {
  let count = 0;
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length)) count += 1;
  return count;
}

export function quoteString(value: string, style: SourceStyle): string {
  const json = JSON.stringify(value);
  if (style.quote === '"') return json;
  const inner = json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return `'${inner}'`;
}

export function lineStartOf(source: string, offset: number): number {
  let index = offset;
  while (index > 0 && source[index - 1] !== '\n') index -= 1;
  return index;
}

/** The whitespace that starts the line containing `offset`. */
export function indentationAt(source: string, offset: number): string {
  const start = lineStartOf(source, offset);
  return /^[ \t]*/.exec(source.slice(start))?.[0] ?? '';
}

/** True when only whitespace precedes `offset` on its line. */
export function startsLine(source: string, offset: number): boolean {
  return source.slice(lineStartOf(source, offset), offset).trim() === '';
}

/** Offset just past the end of the line containing `offset` (after its newline). */
export function nextLineStart(source: string, offset: number): number {
  const newline = source.indexOf('\n', offset);
  return newline === -1 ? source.length : newline + 1;
}

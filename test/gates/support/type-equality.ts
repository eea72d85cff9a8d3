/**
 * Type equality between a native tool and its migrated form, decided by the TypeScript checker.
 * A generated `check.ts` declares, per tool and aspect (input, output, context), one alias for the
 * native type and one for the migrated type, then asserts exact equality (the `Equals` trick: `any`
 * does not pass for a concrete type) and mutual assignability (whose errors print both types).
 * The diagnostics are mapped back to their tool and aspect, with both types printed.
 */
import * as path from 'node:path';
import ts from 'typescript';
import { sharingHost } from '../../support/type-check';

export interface Aspect {
  /** e.g. `weatherTool input` */
  label: string;
  /** A type expression over `N` (the native module's export) ... */
  native: string;
  /** ... and over `M` (the migrated module's export). */
  migrated: string;
}

export interface AspectResult {
  label: string;
  nativeType: string;
  migratedType: string;
  errors: string[];
}

const alias = (label: string, side: string) => `${label.replace(/\W+/g, '_')}__${side}`;

/** The text of check.ts: `import * as N from './native.js'`, the same for M, then the aspects. */
export function checkSource(aspects: readonly Aspect[], helpers = ''): string {
  const lines = [
    "import type * as N from './native.js';",
    "import type * as M from './migrated.js';",
    helpers,
    'type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;',
    'declare function assignable<T>(value: T): void;',
    'declare function value<T>(): T;',
  ];
  for (const aspect of aspects) {
    const native = alias(aspect.label, 'native');
    const migrated = alias(aspect.label, 'migrated');
    lines.push(
      `// ${aspect.label}`,
      `export type ${native} = ${aspect.native};`,
      `export type ${migrated} = ${aspect.migrated};`,
      `export const ${alias(aspect.label, 'equal')}: Equals<${native}, ${migrated}> = true;`,
      `assignable<${native}>(value<${migrated}>());`,
      `assignable<${migrated}>(value<${native}>());`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Type-checks check.ts in dir (its tsconfig.json) and reports each aspect's types and errors. */
export function checkAspects(dir: string, aspects: readonly Aspect[]): { results: AspectResult[]; other: string[] } {
  const configPath = path.join(dir, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dir);
  const checkFile = path.join(dir, 'src', 'check.ts');
  const program = ts.createProgram([checkFile], parsed.options, sharingHost(parsed.options));
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(checkFile);
  if (!source) throw new Error(`${checkFile} is not in the program`);

  const aliasTypes = new Map<string, string>();
  source.forEachChild((node) => {
    if (ts.isTypeAliasDeclaration(node)) {
      const type = checker.getTypeFromTypeNode(node.type);
      const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias;
      aliasTypes.set(node.name.text, checker.typeToString(type, node, flags));
    }
  });

  // Which aspect owns each line: the lines after its `// label` comment.
  const text = source.getFullText();
  const owner: (string | undefined)[] = [];
  let current: string | undefined;
  text.split('\n').forEach((line, index) => {
    const match = /^\/\/ (.+)$/.exec(line);
    if (match && aspects.some((aspect) => aspect.label === match[1])) current = match[1];
    owner[index] = current;
  });

  const errors = new Map<string, string[]>();
  const other: string[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program, source)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const line =
      diagnostic.start === undefined ? undefined : source.getLineAndCharacterOfPosition(diagnostic.start).line;
    const label = line === undefined ? undefined : owner[line];
    const shown = `check.ts(${line === undefined ? '?' : line + 1}): TS${diagnostic.code}: ${message}`;
    if (label) errors.set(label, [...(errors.get(label) ?? []), shown]);
    else other.push(shown);
  }
  // Errors in the modules themselves (not in check.ts) matter too: a migrated module that does not compile.
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName;
    if (!file || file === checkFile || file.includes('node_modules') || file.endsWith('std-tool.ts')) continue;
    const position =
      diagnostic.start === undefined ? undefined : diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start);
    other.push(
      `${path.relative(dir, file)}(${position ? position.line + 1 : '?'}): TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );
  }

  const results = aspects.map((aspect) => {
    const nativeType = aliasTypes.get(alias(aspect.label, 'native')) ?? '?';
    const migratedType = aliasTypes.get(alias(aspect.label, 'migrated')) ?? '?';
    const found = errors.get(aspect.label) ?? [];
    // The checker stays silent on its error type (an import that did not resolve reads as `any`),
    // so an `any` on one side only is reported here.
    if ((migratedType === 'any') !== (nativeType === 'any'))
      found.push(
        `the ${migratedType === 'any' ? 'migrated' : 'native'} type is any (erased, or its module did not resolve)`,
      );
    return { label: aspect.label, nativeType, migratedType, errors: found };
  });
  return { results, other };
}

/** The failure message of one aspect: which type differs, both types, and the checker's words. */
export function aspectMessage(framework: string, result: AspectResult): string {
  return [
    `${framework}: the ${result.label} type differs between the native tool and its migrated form`,
    `  native:   ${result.nativeType}`,
    `  migrated: ${result.migratedType}`,
    ...result.errors.map((error) => `  ${error}`),
  ].join('\n');
}

/** The declaration file TypeScript emits for one module of dir (its tsconfig.json), as a library would publish it. */
export function declarationOf(dir: string, file: string): string {
  const config = ts.readConfigFile(path.join(dir, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dir);
  const options = { ...parsed.options, noEmit: false, declaration: true, emitDeclarationOnly: true };
  const program = ts.createProgram([path.join(dir, file)], options, sharingHost(options));
  let declaration = '';
  const target = program.getSourceFile(path.join(dir, file));
  program.emit(target, (name, text) => {
    if (name.endsWith('.d.ts')) declaration = text;
  });
  return declaration;
}

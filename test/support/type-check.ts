/**
 * `tsc -p <config>` in the test's own process, with what a run of tsc reports: the same compiler (this
 * repository's TypeScript), the same parsed tsconfig, the same diagnostics in tsc's plain format, and a
 * declaration build's files when the config emits them. What it saves is the package types: every
 * program a test file builds parses and binds `node_modules` (the frameworks' `.d.ts`, TypeScript's
 * lib) once, where a tsc process per check parsed them again each time. Only files under a
 * `node_modules` folder are shared; they do not change during a run, while the files a test writes do.
 */
import * as path from 'node:path';
import ts from 'typescript';
import { sharePackageFiles } from '../../cli/runner/package-files';

export interface TypeCheckRun {
  /** tsc's exit code: 0, or 1 (errors, and `noEmitOnError` kept it from writing) or 2 (errors). */
  status: number;
  /** tsc's output: one line per diagnostic, `file(line,col): error TSxxxx: message`. */
  output: string;
}

/** A compiler host that parses a package file once per process, for every program built with it (the CLI's cache). */
export function sharingHost(options: ts.CompilerOptions): ts.CompilerHost {
  return sharePackageFiles(ts.createCompilerHost(options), options);
}

/** Every diagnostic `tsc -p` reports, in its order, for a program and (when it emits) its emit. */
function diagnosticsOf(program: ts.Program): { diagnostics: readonly ts.Diagnostic[]; emitSkipped: boolean } {
  const emitted = program.getCompilerOptions().noEmit ? undefined : program.emit();
  const diagnostics = ts.sortAndDeduplicateDiagnostics([
    ...program.getConfigFileParsingDiagnostics(),
    ...ts.getPreEmitDiagnostics(program),
    ...(emitted?.diagnostics ?? []),
  ]);
  // tsc says 1 only where it wrote nothing it was asked to (`noEmitOnError`); under `noEmit`, 2.
  return { diagnostics, emitSkipped: emitted?.emitSkipped ?? false };
}

/** The program `tsc -p configPath` builds (`overrides` are its command-line flags), with the package types shared. */
export function projectProgram(configPath: string, overrides: ts.CompilerOptions = {}): ts.Program {
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, overrides, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`no tsconfig at ${configPath}`);
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: parsed.errors,
    host: sharingHost(parsed.options),
  });
}

/**
 * Type-checks the project of `configPath` as `tsc -p configPath` would; `overrides` are its command-line
 * flags (`{ noEmit: false, declaration: true, emitDeclarationOnly: true, outDir }` for a declaration build).
 * Paths in the output are relative to `cwd`, as tsc's are to the folder it runs in.
 */
export function typeCheckProject(
  configPath: string,
  overrides: ts.CompilerOptions = {},
  cwd = path.dirname(configPath),
): TypeCheckRun {
  const program = projectProgram(configPath, overrides);
  const { diagnostics, emitSkipped } = diagnosticsOf(program);
  const output = ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: () => cwd,
    getNewLine: () => '\n',
  });
  const errors = diagnostics.some((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  return { status: errors ? (emitSkipped ? 1 : 2) : 0, output };
}

/**
 * What typescript-eslint adds to a tsconfig's options when it builds the program for `parserOptions.project` (its
 * watch program's defaults, `createDefaultCompilerOptionsFromExtra`): no emit, the unused checks, JavaScript allowed.
 */
const TYPESCRIPT_ESLINT_PROJECT_OPTIONS: ts.CompilerOptions = {
  noEmit: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  allowJs: true,
  allowNonTsExtensions: true,
  checkJs: true,
};

/**
 * The program typescript-eslint builds for `parserOptions.project: configPath`, with the package types shared. Given
 * as `parserOptions.programs`, the rules read the same types without ESLint parsing the packages again per project.
 */
export const eslintProjectProgram = (configPath: string): ts.Program =>
  projectProgram(configPath, TYPESCRIPT_ESLINT_PROJECT_OPTIONS);

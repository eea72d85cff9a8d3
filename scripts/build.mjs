// `npm run build`: dist/ from tsconfig.build.json, each file compiled on its own (`ts.transpileModule`), with
// the config's options, for the files `tsc -p tsconfig.build.json` would emit (its program's own sources).
// The output is TypeScript's own emit; what it skips is the type check, which `npm run typecheck` does over
// everything with `isolatedModules`: TypeScript then rejects whatever a file-by-file compile would emit
// differently (const enums across files, re-exported types without `export type`). A type check of the
// same files twice was a third of `npm test`'s checks.
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configPath = path.join(root, 'tsconfig.build.json');

const problems = [];
const config = ts.getParsedCommandLineOfConfigFile(
  configPath,
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => problems.push(diagnostic),
  },
);
if (!config || problems.length > 0 || config.errors.length > 0) fail([...problems, ...(config?.errors ?? [])]);

// The program resolves the imports as tsc does (adapters/ comes in through cli/); nothing is checked.
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
const sources = program
  .getSourceFiles()
  .filter((file) => !file.isDeclarationFile && !program.isSourceFileFromExternalLibrary(file))
  .filter((file) => !path.relative(root, file.fileName).split(path.sep).includes('node_modules'));

const { outDir, rootDir } = config.options;
const diagnostics = [];
for (const source of sources) {
  const output = ts.transpileModule(source.text, {
    compilerOptions: config.options,
    fileName: source.fileName,
    reportDiagnostics: true,
  });
  diagnostics.push(...(output.diagnostics ?? []));
  const relative = path.relative(rootDir, source.fileName).replace(/\.([cm]?)ts$/, '.$1js');
  const target = path.join(outDir, relative);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, output.outputText);
}
if (diagnostics.length > 0) fail(diagnostics);

function fail(found) {
  const host = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  process.stderr.write(ts.formatDiagnostics(found, host));
  process.exit(1);
}

/**
 * Declaration files under a `node_modules` folder (the packages' `.d.ts`, TypeScript's own lib) parsed
 * once per run for every program the type oracle builds: a run over many projects built one program
 * each, and each parsed the same lib files again (issue 33, the cost). They do not change during a run,
 * while the files that ask are given by their text. The test support (`sharingHost`) uses it too.
 */
import * as path from 'node:path';
import type ts from 'typescript';

const packageFiles = new Map<string, ts.SourceFile>();

const isPackageFile = (fileName: string) => fileName.includes(`${path.sep}node_modules${path.sep}`);

/** The path and what changes how a file is parsed (its target, module format, and which files are modules). */
function parseKey(fileName: string, how: ts.ScriptTarget | ts.CreateSourceFileOptions, options: ts.CompilerOptions) {
  const settings = typeof how === 'object' ? how : { languageVersion: how };
  // Both decide which files are modules, which TypeScript never changes for a declaration file.
  const moduleSettings = fileName.endsWith('.d.ts') ? [] : [options.moduleDetection, options.jsx];
  return JSON.stringify([
    fileName,
    settings.languageVersion,
    settings.impliedNodeFormat,
    settings.jsDocParsingMode,
    ...moduleSettings,
  ]);
}

/** `host` reading a package file from the run's cache, parsing it there the first time. */
export function sharePackageFiles(host: ts.CompilerHost, options: ts.CompilerOptions): ts.CompilerHost {
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, how, onError, shouldCreateNewSourceFile) => {
    if (shouldCreateNewSourceFile || !isPackageFile(fileName))
      return parse(fileName, how, onError, shouldCreateNewSourceFile);
    const key = parseKey(fileName, how, options);
    let file = packageFiles.get(key);
    if (!file) {
      file = parse(fileName, how, onError);
      if (file) packageFiles.set(key, file);
    }
    return file;
  };
  return host;
}

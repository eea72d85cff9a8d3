/**
 * What the renderer needs to know about a project beyond its installed versions, read
 * from the project itself: the packages its package.json declares, what the migrated
 * files import (module specifiers, and names from the adapter module), and the quote
 * style they are written in.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from '@babel/parser';
import { outputImports, type OutputImport } from '../../transforms/lib/output-imports';
import type { FileResult } from '../runner/file-result';
import { nearestPackageDirectory } from '../runner/projects';
import type { QuoteStyle } from './quotes';
import { REFRESH_SENTENCE } from './header';

export interface ProjectFacts {
  declared: string[] | undefined;
  imports: string[];
  names: string[];
  quote: QuoteStyle;
}

/** `files`: the migrated files of the project; `adapterPath`: where its adapter module goes. */
export function projectFacts(adapterPath: string, files: readonly FileResult[]): ProjectFacts {
  const imports = new Set<string>();
  const names = new Set<string>();
  let single = 0;
  let double = 0;
  const adapterStem = adapterPath.replace(/\.[cm]?[jt]sx?$/, '');
  const isAdapterModule = (filePath: string, specifier: string) =>
    specifier.startsWith('.') &&
    path.resolve(path.dirname(filePath), specifier).replace(/\.[cm]?[jt]sx?$/, '') === adapterStem;
  for (const file of files) {
    for (const { specifier, kind, quote, names: imported } of importsOf(file)) {
      if (isAdapterModule(file.path, specifier)) for (const name of imported) names.add(name);
      if (kind !== 'import') continue;
      imports.add(specifier);
      if (quote === "'") single += 1;
      else if (quote === '"') double += 1;
    }
  }
  for (const name of exportsOfEarlierCopy(adapterPath)) names.add(name);
  return {
    declared: declaredPackages(path.dirname(adapterPath)),
    imports: [...imports],
    names: [...names],
    quote: double > single ? 'double' : 'single',
  };
}

/** The engine's list when it made the text (it parsed it to check it), else a parse of our own. */
function importsOf(file: FileResult): OutputImport[] {
  if (file.output !== undefined && file.outputImports) return file.outputImports;
  const text = file.output ?? file.original;
  if (text === undefined) return [];
  let program;
  try {
    program = parse(text, { sourceType: 'unambiguous', plugins: ['typescript', 'jsx'], errorRecovery: true }).program;
  } catch {
    return [];
  }
  return outputImports(program, text);
}

/** Every package the nearest package.json names (dependencies of all kinds); undefined without one. */
function declaredPackages(directory: string): string[] | undefined {
  const packageDirectory = nearestPackageDirectory(directory);
  if (!packageDirectory) return undefined;
  try {
    const manifest = JSON.parse(readFileSync(path.join(packageDirectory, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    return ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
      Object.keys(manifest[field] ?? {}),
    );
  } catch {
    return undefined;
  }
}

/**
 * What a copy written by an earlier run exports: files migrated then may import any of
 * it, and a later run must not take it away. (Copies from before these headers
 * exported everything, so they pass on nothing.)
 */
function exportsOfEarlierCopy(adapterPath: string): string[] {
  let text: string;
  try {
    text = readFileSync(adapterPath, 'utf8');
  } catch {
    return [];
  }
  if (!text.includes(REFRESH_SENTENCE)) return [];
  return [...text.matchAll(/^export (?:async )?(?:function|const|class|interface|type) ([\w$]+)/gm)].map(
    (match) => match[1]!,
  );
}

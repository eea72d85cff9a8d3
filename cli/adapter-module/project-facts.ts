/**
 * What the renderer needs to know about a project beyond its installed versions, read
 * from the project itself: the packages its package.json declares, what the migrated
 * files import (module specifiers, and names from the adapter module), and the quote
 * style they are written in.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from '@babel/parser';
import type * as t from '@babel/types';
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
    const text = file.output ?? file.original;
    if (text === undefined) continue;
    let program;
    try {
      program = parse(text, { sourceType: 'unambiguous', plugins: ['typescript', 'jsx'], errorRecovery: true }).program;
    } catch {
      continue;
    }
    for (const statement of program.body) {
      // CommonJS: `const { toGenkit, fromJsonSchema } = require('./std-tool')`.
      for (const required of requiredNames(statement)) {
        if (isAdapterModule(file.path, required.specifier)) required.names.forEach((name) => names.add(name));
      }
      if (statement.type !== 'ImportDeclaration') continue;
      const specifier = statement.source.value;
      imports.add(specifier);
      const raw = text[statement.source.start!];
      if (raw === "'") single += 1;
      else if (raw === '"') double += 1;
      if (!isAdapterModule(file.path, specifier)) continue;
      for (const imported of statement.specifiers) {
        if (imported.type === 'ImportSpecifier')
          names.add(imported.imported.type === 'Identifier' ? imported.imported.name : imported.imported.value);
      }
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

/** The names a top-level `const { a, b: c } = require('x')` takes from `x`. */
function requiredNames(statement: t.Statement): Array<{ specifier: string; names: string[] }> {
  if (statement.type !== 'VariableDeclaration') return [];
  return statement.declarations.flatMap((declarator) => {
    const init = declarator.init;
    if (declarator.id.type !== 'ObjectPattern' || init?.type !== 'CallExpression') return [];
    const [argument] = init.arguments;
    if (init.callee.type !== 'Identifier' || init.callee.name !== 'require' || argument?.type !== 'StringLiteral')
      return [];
    const names = declarator.id.properties.flatMap((property) =>
      property.type === 'ObjectProperty' && property.key.type === 'Identifier' ? [property.key.name] : [],
    );
    return [{ specifier: argument.value, names }];
  });
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

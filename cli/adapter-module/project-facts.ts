/**
 * What the renderer needs to know about a project beyond its installed versions, read
 * from the project itself: the packages its package.json declares, what the migrated
 * files import (module specifiers, and names from the adapter module), what their tools need
 * of the adapter module, and the quote style they are written in.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from '@babel/parser';
import type { AdapterFeature } from '../../transforms/lib/ir';
import { outputImports, type OutputImport } from '../../transforms/lib/output-imports';
import type { FileResult } from '../runner/file-result';
import { nearestPackageDirectory } from '../runner/projects';
import type { QuoteStyle } from './quotes';
import { REFRESH_SENTENCE } from './header';
import { withoutScriptExtension } from './module-stem';

export interface ProjectFacts {
  declared: string[] | undefined;
  /** What the package provides at run time: `dependencies`, `peerDependencies`, `optionalDependencies` (no dev). */
  runtime: string[] | undefined;
  imports: string[];
  names: string[];
  features: AdapterFeature[];
  quote: QuoteStyle;
}

/** `files`: the migrated files of the project; `adapterPath`: where its adapter module goes. */
export function projectFacts(adapterPath: string, files: readonly FileResult[]): ProjectFacts {
  const imports = new Set<string>();
  const names = new Set<string>();
  let single = 0;
  let double = 0;
  const isAdapterModule = adapterModuleTest(adapterPath);
  for (const file of files) {
    for (const { specifier, kind, quote, names: imported } of importsOf(file)) {
      if (isAdapterModule(file.path, specifier)) for (const name of imported) names.add(name);
      if (kind !== 'import') continue;
      imports.add(specifier);
      if (quote === "'") single += 1;
      else if (quote === '"') double += 1;
    }
  }
  const earlier = earlierCopy(adapterPath);
  for (const name of exportsOf(earlier)) names.add(name);
  const features = new Set([...files.flatMap((file) => file.tools.flatMap((tool) => tool.adapterFeatures ?? []))]);
  if (MCP_TOOL_METHOD_MARKS.some((mark) => earlier?.includes(mark))) features.add('mcp-tool-method');
  const manifest = nearestManifest(path.dirname(adapterPath));
  return {
    declared: manifest && packagesIn(manifest, [...RUNTIME_FIELDS, 'devDependencies']),
    runtime: manifest && packagesIn(manifest, RUNTIME_FIELDS),
    imports: [...imports],
    names: [...names],
    features: [...features],
    quote: double > single ? 'double' : 'single',
  };
}

/** Does a file's import specifier name the module at `adapterPath` (with or without its extension)? */
function adapterModuleTest(adapterPath: string): (filePath: string, specifier: string) => boolean {
  const adapterStem = withoutScriptExtension(adapterPath);
  return (filePath, specifier) =>
    specifier.startsWith('.') &&
    withoutScriptExtension(path.resolve(path.dirname(filePath), specifier)) === adapterStem;
}

/** The names a file (its output, else its original text) imports from the adapter module. */
export function namesFromAdapterModule(adapterPath: string, file: FileResult): string[] {
  const isAdapterModule = adapterModuleTest(adapterPath);
  return importsOf(file).flatMap(({ specifier, names }) => (isAdapterModule(file.path, specifier) ? names : []));
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

type Manifest = Record<string, Record<string, string> | undefined>;

/** The fields of what an install without dev dependencies (a published package's users') provides. */
const RUNTIME_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies'];

/** The nearest package.json; undefined without one. */
function nearestManifest(directory: string): Manifest | undefined {
  const packageDirectory = nearestPackageDirectory(directory);
  if (!packageDirectory) return undefined;
  try {
    return JSON.parse(readFileSync(path.join(packageDirectory, 'package.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

function packagesIn(manifest: Manifest, fields: readonly string[]): string[] {
  return fields.flatMap((field) => Object.keys(manifest[field] ?? {}));
}

/**
 * What a copy written by an earlier run exports: files migrated then may import any of
 * it, and a later run must not take it away. (Copies from before these headers
 * exported everything, so they pass on nothing.)
 */
function exportsOf(earlier: string | undefined): string[] {
  if (earlier === undefined) return [];
  return [...earlier.matchAll(/^export (?:async )?(?:function|const|class|interface|type) ([\w$]+)/gm)].map(
    (match) => match[1]!,
  );
}

/**
 * Files migrated by an earlier run may register MCP tools on a server without `registerTool`:
 * where its copy registers through `tool()`, so does the new one.
 */
const MCP_TOOL_METHOD_MARKS = ['function mcpToolArgs(', 'function mcpRegisterThroughTool(' /* earlier copies' */];

/** The text of a copy an earlier run wrote (it has our header), if there is one. */
function earlierCopy(adapterPath: string): string | undefined {
  try {
    const text = readFileSync(adapterPath, 'utf8');
    return text.includes(REFRESH_SENTENCE) ? text : undefined;
  } catch {
    return undefined;
  }
}

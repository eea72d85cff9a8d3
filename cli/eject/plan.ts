/**
 * The eject run short of writing: discover the files (same walk, ignore rules and projects
 * as the migration), eject each one in memory (pure: transforms/eject), and decide what
 * becomes of each adapter module. The result is a `RunPlan`, so the migration's writer
 * (`applyRun`: atomic writes, Ctrl+C between files, per-file failures) writes it.
 */
import * as path from 'node:path';
import type { FrameworkId } from '../../transforms/frameworks';
import { ejectSource, mayHoldAdapterCalls } from '../../transforms/eject';
import { isOurAdapterModule } from '../adapter-module/checksum';
import { moduleIdentity } from '../consolidate/standard-tools';
import { discoverFiles } from '../runner/discover';
import { totalsOf, type FileResult } from '../runner/file-result';
import { failure } from '../runner/process-file';
import { groupIntoProjects, majorOf, type Project } from '../runner/projects';
import type { RunPlan } from '../runner/run';
import { decodeSource, readSourceBytes } from '../runner/source-file';
import { importedNames } from './imported-names';
import { planModuleChanges, type ModuleChange } from './modules';

export interface EjectRunOptions {
  paths: string[];
  frameworks?: readonly FrameworkId[];
  ignore?: string[];
  adapterImport?: string;
}

export interface EjectedFile {
  path: string;
  ejected: Array<{ framework: FrameworkId; tool: string; line: number }>;
  kept: string[];
  duplicated: Array<{ tool: string; frameworks: FrameworkId[] }>;
}

export interface EjectPlan {
  run: RunPlan;
  files: EjectedFile[];
  modules: ModuleChange[];
}

export function planEject(options: EjectRunOptions): EjectPlan {
  const { files: discovered, problems, listings } = discoverFiles(options.paths, options.ignore ?? []);
  const projects = groupIntoProjects(discovered, { paths: options.paths }, listings);
  const texts = new Map<string, string>();
  const results: FileResult[] = [];
  const boms = new Map<string, boolean>();
  const adapterModules = new Map<string, string>();
  for (const file of discovered) {
    let bytes: Buffer;
    try {
      bytes = readSourceBytes(file);
    } catch (error) {
      results.push(failure(file, 'unreadable-file', `cannot read: ${(error as Error).message}`));
      continue;
    }
    const decoded = decodeSource(bytes);
    if (!decoded.ok || isOurAdapterModule(decoded.text)) {
      if (decoded.ok) adapterModules.set(file, decoded.text);
      results.push({ path: file, status: 'skipped', tools: [], diagnostics: [] });
      continue;
    }
    texts.set(file, decoded.text);
    boms.set(file, decoded.bom);
  }
  const imported = importedNames(texts);
  const projectOf = new Map<string, Project>();
  for (const project of projects) for (const file of project.files) projectOf.set(file, project);
  const ejectedFiles: EjectedFile[] = [];
  for (const [file, text] of texts) {
    if (!mayHoldAdapterCalls(text)) {
      results.push({ path: file, status: 'unchanged', tools: [], diagnostics: [] });
      continue;
    }
    const packages = projectOf.get(file)?.packages ?? {};
    const importedHere = imported.get(moduleIdentity(file, `./${path.basename(file)}`));
    const result = ejectSource(text, file, {
      frameworks: options.frameworks,
      frameworkVersions: Object.fromEntries(
        Object.entries(packages).map(([name, version]) => [name, majorOf(version)]),
      ),
      adapterImport: options.adapterImport,
      importedElsewhere: importedHere?.has('*') ? allNames(text) : importedHere,
    });
    const diagnostics = result.diagnostics.map((diagnostic) => ({
      level: 'warning' as const,
      file,
      line: diagnostic.line,
      column: diagnostic.column,
      message: diagnostic.tool ? `${diagnostic.tool}: ${diagnostic.message}` : diagnostic.message,
      reason: diagnostic.code,
    }));
    if (result.error) {
      results.push({ ...failure(file, 'eject-failed', result.error.message), diagnostics });
      continue;
    }
    if (result.output === undefined) {
      results.push({ path: file, status: 'unchanged', tools: [], diagnostics });
      continue;
    }
    results.push({
      path: file,
      status: 'changed',
      tools: [],
      diagnostics,
      original: text,
      output: result.output,
      bom: boms.get(file) ?? false,
    });
    ejectedFiles.push({ path: file, ejected: result.ejected, kept: result.kept, duplicated: result.duplicated });
  }
  const run: RunPlan = { files: results, problems, projects, adapterModules: [], totals: totalsOf(results) };
  return { run, files: ejectedFiles, modules: planModuleChanges(adapterModules, projects, results, texts) };
}

/** Every identifier-like word of a text: a namespace import may read any export. */
function allNames(text: string): Set<string> {
  return new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []);
}

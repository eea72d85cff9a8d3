/**
 * The eject run short of writing: discover the files (same walk, ignore rules and projects
 * as the migration), eject each one in memory (pure: transforms/eject), and decide what
 * becomes of each adapter module. The result is a `RunPlan`, so the migration's writer
 * (`applyRun`: atomic writes, Ctrl+C between files, per-file failures) writes it.
 */
import * as path from 'node:path';
import type { FrameworkId } from '../../transforms/frameworks';
import { ejectSource, mayHoldAdapterCalls, type EjectOptions, type EjectResult } from '../../transforms/eject';
import { openQuestions, type TypeAnswers } from '../../transforms/lib/type-oracle';
import { isOurAdapterModule } from '../adapter-module/checksum';
import { lacksToolFunction } from '../adapter-module/select';
import { moduleIdentity } from '../consolidate/standard-tools';
import { discoverFiles } from '../runner/discover';
import { totalsOf, type FileResult } from '../runner/file-result';
import { failure } from '../runner/process-file';
import { groupIntoProjects, majorOf, type Project } from '../runner/projects';
import type { RunPlan } from '../runner/run';
import { decodeSource, readSourceBytes } from '../runner/source-file';
import { MAX_TYPE_ROUNDS, TypeOracleSession } from '../runner/type-oracle-pass';
import { adapterModuleMajors } from './adapter-majors';
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
  const optionsOf = new Map<string, EjectOptions>();
  const moduleMajors = new Map(
    [...adapterModules].map(([modulePath, text]) => [
      moduleIdentity(modulePath, `./${path.basename(modulePath)}`),
      adapterModuleMajors(text),
    ]),
  );
  for (const [file, text] of texts) {
    if (!mayHoldAdapterCalls(text)) continue;
    const packages = projectOf.get(file)?.packages ?? {};
    const importedHere = imported.get(moduleIdentity(file, `./${path.basename(file)}`));
    // The adapter module the file imports says which major its code was migrated for.
    const fromModule = [...importedNames(new Map([[file, text]])).keys()].map((identity) => moduleMajors.get(identity));
    optionsOf.set(file, {
      frameworks: options.frameworks,
      frameworkVersions: Object.assign(
        Object.fromEntries(Object.entries(packages).map(([name, version]) => [name, majorOf(version)])),
        ...fromModule,
      ),
      adapterImport: options.adapterImport,
      langchainWithoutTool: lacksToolFunction(packages['@langchain/core']),
      importedElsewhere: importedHere?.has('*') ? allNames(text) : importedHere,
    });
  }
  const ejectedResults = ejectWithTypes(texts, optionsOf);
  for (const [file, text] of texts) {
    const result = ejectedResults.get(file);
    if (!result) {
      results.push({ path: file, status: 'unchanged', tools: [], diagnostics: [] });
      continue;
    }
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

/**
 * Each file ejected; a file that asked the type oracle what syntax could not tell (an MCP
 * result's type) is answered by its project's program and ejected again, as the migration's
 * runner does (pool.ts), for a few rounds.
 */
function ejectWithTypes(texts: ReadonlyMap<string, string>, optionsOf: ReadonlyMap<string, EjectOptions>) {
  const results = new Map<string, EjectResult>();
  const answers = new Map<string, TypeAnswers>();
  const run = (file: string) =>
    results.set(file, ejectSource(texts.get(file)!, file, { ...optionsOf.get(file), typeAnswers: answers.get(file) }));
  for (const file of optionsOf.keys()) run(file);
  const session = new TypeOracleSession();
  let round = [...optionsOf.keys()];
  for (let pass = 0; pass < MAX_TYPE_ROUNDS; pass += 1) {
    const asking = round.filter((file) => openQuestions(results.get(file)!.askedTypes ?? []).length > 0);
    if (asking.length === 0) break;
    const fresh = session.answer(
      asking.map((file) => ({ path: file, text: texts.get(file)!, asked: results.get(file)!.askedTypes! })),
    );
    for (const [file, found] of fresh) answers.set(file, { ...answers.get(file), ...found });
    round = [...fresh.keys()];
    round.forEach(run);
  }
  return results;
}

/** Every identifier-like word of a text: a namespace import may read any export. */
function allNames(text: string): Set<string> {
  return new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []);
}

/**
 * One file, start to finish short of writing, in two steps: `readCandidate` (main
 * thread: read once, decode, text pre-filter — cheap, and it drops most files) and
 * `transformCandidate` (a worker: the engine parses once, rewrites, and checks that
 * its output parses).
 */
import type { File } from '@babel/types';
import { transformSource, type TransformOptions } from '../../transforms/lib/engine';
import { cannotMatch, namesFramework } from '../../transforms/lib/gates';
import type { FrontEnd } from '../../transforms/lib/front-end';
import type { FrameworkExports } from '../../transforms/lib/framework-alias-facts';
import { frameworkExportsOf } from '../../transforms/lib/gates';
import { linkFactsDeferringWholeModules } from '../../transforms/lib/link-facts';
import { isOurAdapterModule } from '../adapter-module/checksum';
import { adapterModuleStem } from '../adapter-module/module-stem';
import { mayHoldStandardTools, readStandardToolsOfTree } from '../consolidate/standard-tools';
import { openableFor } from './opened-files';
import { decodeSource, readSourceBytes, SourceTooLargeError } from './source-file';
import { FILE_TOO_LARGE, type FileResult } from './file-result';

/** What the CLI asks of a candidate besides its transform. */
export interface CandidateOptions extends TransformOptions {
  /**
   * Read the standard tools of a migrated text (`FileResult.standardTools`) from the tree
   * that checked it, for the consolidation analysis (`report`, `consolidate`), which would
   * otherwise parse the text again.
   */
  standardTools?: { adapterImport?: string };
}

export type Candidate =
  { kind: 'done'; result: FileResult } | { kind: 'candidate'; path: string; text: string; bom: boolean };

/** With `standardTools` asked, a file left as it is says whether its text may hold some. */
export function readCandidate(
  filePath: string,
  frontEnds: readonly FrontEnd[],
  { standardTools, adapterPath }: Pick<CandidateOptions, 'standardTools' | 'adapterPath'> = {},
): Candidate {
  let bytes: Buffer;
  try {
    bytes = readSourceBytes(filePath);
  } catch (error) {
    if (error instanceof SourceTooLargeError) return { kind: 'done', result: tooLarge(filePath, error.message) };
    return { kind: 'done', result: failure(filePath, 'unreadable-file', `cannot read: ${(error as Error).message}`) };
  }
  const decoded = decodeSource(bytes);
  if (!decoded.ok) {
    // Only a file that names a framework is worth an error (on the bytes as latin-1 when not decoded).
    const result = namesFramework(decoded.text ?? bytes.toString('latin1'), frontEnds)
      ? failure(filePath, decoded.reason, decoded.message)
      : { path: filePath, status: 'skipped' as const, tools: [], diagnostics: [], reason: decoded.message };
    return { kind: 'done', result };
  }
  if (isOurAdapterModule(decoded.text)) return { kind: 'done', result: ownModuleResult(filePath) };
  // A barrel names no framework, yet an import through it needs what it re-exports: facts only, same result.
  if (!namesFramework(decoded.text, frontEnds)) {
    const result: FileResult = {
      path: filePath,
      status: 'skipped',
      tools: [],
      diagnostics: [],
      reason: 'no framework import',
      ...openable(decoded.text, frontEnds, filePath),
      ...standardToolText(decoded.text, standardTools !== undefined),
      ...adapterModuleNamed(decoded.text, adapterPath),
    };
    return { kind: 'done', result: withLinkFacts(result, decoded.text) };
  }
  // It uses a framework but names nothing a definition needs: what a parse would find is nothing.
  if (cannotMatch(decoded.text, frontEnds)) {
    const result: FileResult = {
      path: filePath,
      status: 'unchanged',
      tools: [],
      diagnostics: [],
      ...openable(decoded.text, frontEnds, filePath),
      ...standardToolText(decoded.text, standardTools !== undefined),
      ...adapterModuleNamed(decoded.text, adapterPath),
    };
    return { kind: 'done', result: withLinkFacts(result, decoded.text, frameworkExportsOf(frontEnds)) };
  }
  return { kind: 'candidate', path: filePath, text: decoded.text, bom: decoded.bom };
}

/** `openableFor`, when the text may be opened to a front end (opened-files.ts). */
function openable(
  text: string,
  frontEnds: readonly FrontEnd[],
  filePath: string,
): Pick<FileResult, 'openableFor' | 'definitionImports'> {
  return openableFor(text, frontEnds, filePath);
}

export function transformCandidate(
  candidate: Extract<Candidate, { kind: 'candidate' }>,
  frontEnds: readonly FrontEnd[],
  { standardTools, ...options }: CandidateOptions,
): FileResult {
  const { path: filePath, text, bom } = candidate;
  // Only the front ends whose framework the text names: each one walks the whole tree,
  // which on a large file is most of the time (a 6 MB AI SDK file: 4 of 5 walks saved).
  const relevant = frontEnds.filter(
    (frontEnd) => options.openedFor?.includes(frontEnd.framework.id) || !cannotMatch(text, [frontEnd]),
  );
  const result = transformSource(
    text,
    filePath,
    relevant,
    standardTools ? { ...options, keepOutputTree: true } : options,
  );
  const shared = {
    path: filePath,
    tools: result.tools,
    diagnostics: result.diagnostics,
    facts: result.facts,
    askedFacts: result.askedFacts,
    askedTypes: result.askedTypes,
  };
  if (result.error) {
    // Say what kind of failure it is: a bare parser message ("Unexpected token (3:0)") does not.
    const reason =
      result.error.reason === 'syntax-error'
        ? `syntax error: ${result.error.message}; the file was left unchanged`
        : result.error.message;
    return { ...shared, status: 'error', reason };
  }
  if (result.output === undefined)
    return {
      ...shared,
      status: 'unchanged',
      ...standardToolText(text, standardTools !== undefined),
      ...adapterModuleNamed(text, options.adapterPath),
    };
  return {
    ...shared,
    status: 'changed',
    original: text,
    output: result.output,
    ...(result.outputImports && { outputImports: result.outputImports }),
    ...(standardTools &&
      result.outputTree &&
      standardToolsOf(result.outputTree, result.output, filePath, standardTools)),
    bom,
  };
}

function standardToolText(text: string, asked: boolean): Pick<FileResult, 'standardToolText'> {
  return asked ? { standardToolText: mayHoldStandardTools(text) } : {};
}

function adapterModuleNamed(text: string, adapterPath: string | undefined): Pick<FileResult, 'namesAdapterModule'> {
  return adapterPath === undefined ? {} : { namesAdapterModule: text.includes(adapterModuleStem(adapterPath)) };
}

/** Nothing when the tree cannot be read (a duplicate declaration): the analysis tries the text, and skips it too. */
function standardToolsOf(
  tree: File,
  text: string,
  filePath: string,
  { adapterImport }: { adapterImport?: string },
): Pick<FileResult, 'standardTools'> | undefined {
  try {
    return { standardTools: { adapterImport, read: readStandardToolsOfTree(tree, text, filePath, adapterImport) } };
  } catch {
    return undefined;
  }
}

/** The result with these facts for the other files (none: the result as it was). */
type Facts = Record<string, string[]>;

function withFacts(result: FileResult, facts: Facts): FileResult {
  return Object.keys(facts).length > 0 ? { ...result, facts } : result;
}

/** A file left as it is: what it tells the others of the modules it links to (see cli/runner/deferred-facts.ts). */
/** `frameworks`: the text names a framework, whose exports it may pass on (framework-alias-facts.ts). */
function withLinkFacts(result: FileResult, text: string, frameworks?: FrameworkExports): FileResult {
  const { facts, wholeModuleSubjects } = linkFactsDeferringWholeModules(text, result.path, frameworks);
  const withLinks = withFacts(result, facts);
  return wholeModuleSubjects?.length ? { ...withLinks, wholeModuleSubjects } : withLinks;
}

/** Both steps in this thread. */
export function processFile(filePath: string, frontEnds: readonly FrontEnd[], options: CandidateOptions): FileResult {
  const candidate = readCandidate(filePath, frontEnds, options);
  return candidate.kind === 'done' ? candidate.result : transformCandidate(candidate, frontEnds, options);
}

/** The adapter module this tool writes holds its own code, not the user's tools. */
export function ownModuleResult(filePath: string): FileResult {
  return {
    path: filePath,
    status: 'skipped',
    tools: [],
    diagnostics: [],
    reason: 'the adapter module of std-tool-migrate',
  };
}

export function failure(filePath: string, reason: string, message: string): FileResult {
  return {
    path: filePath,
    status: 'error',
    tools: [],
    diagnostics: [{ level: 'error', file: filePath, line: 0, column: 0, message, reason }],
    reason: message,
  };
}

/** Skipped, with a note the summary shows (a warning: the file is not code this tool can help with). */
function tooLarge(filePath: string, message: string): FileResult {
  return {
    path: filePath,
    status: 'skipped',
    tools: [],
    diagnostics: [{ level: 'warning', file: filePath, line: 0, column: 0, message, reason: FILE_TOO_LARGE }],
    reason: message,
  };
}

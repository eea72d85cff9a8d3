/**
 * One file, start to finish short of writing: read once, decode, pre-filter, transform
 * (the engine parses once and checks that its output parses). Runs in a worker.
 */
import { readFileSync } from 'node:fs';
import { cannotMatch, transformSource, type TransformOptions } from '../../transforms/lib/engine';
import type { FrontEnd } from '../../transforms/lib/front-end';
import { decodeSource } from './source-file';
import type { FileResult } from './file-result';

export function processFile(filePath: string, frontEnds: readonly FrontEnd[], options: TransformOptions): FileResult {
  let bytes: Buffer;
  try {
    bytes = readFileSync(filePath);
  } catch (error) {
    return failure(filePath, 'unreadable-file', `cannot read: ${(error as Error).message}`);
  }
  const decoded = decodeSource(bytes);
  if (!decoded.ok) {
    // Only a file that could hold a definition is worth an error.
    return mentionsFramework(bytes, frontEnds) ? failure(filePath, decoded.reason, decoded.message) : { path: filePath, status: 'skipped', tools: [], diagnostics: [], reason: decoded.message };
  }
  if (cannotMatch(decoded.text, frontEnds)) return { path: filePath, status: 'skipped', tools: [], diagnostics: [], reason: 'no framework import' };

  const result = transformSource(decoded.text, filePath, frontEnds, options);
  if (result.error) {
    return { path: filePath, status: 'error', tools: result.tools, diagnostics: result.diagnostics, reason: result.error.message };
  }
  if (result.output === undefined) return { path: filePath, status: 'unchanged', tools: result.tools, diagnostics: result.diagnostics };
  return {
    path: filePath,
    status: 'changed',
    tools: result.tools,
    diagnostics: result.diagnostics,
    original: decoded.text,
    output: result.output,
    bom: decoded.bom,
  };
}

function mentionsFramework(bytes: Buffer, frontEnds: readonly FrontEnd[]): boolean {
  const latin1 = bytes.toString('latin1');
  return !cannotMatch(latin1, frontEnds);
}

function failure(filePath: string, reason: string, message: string): FileResult {
  return {
    path: filePath,
    status: 'error',
    tools: [],
    diagnostics: [{ level: 'error', file: filePath, line: 0, column: 0, message, reason }],
    reason: message,
  };
}

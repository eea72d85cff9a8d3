/**
 * What a transform tells the user. `manual` marks a definition that was found but left
 * alone; the report lists those with their reason. The transforms' reasons are the codes
 * of diagnostic-catalogue.ts; the runner adds its own (I/O failures).
 */
import { DIAGNOSTIC_CATALOGUE, levelOf, type DiagnosticCode } from './diagnostic-catalogue';

export type DiagnosticLevel = 'error' | 'warning' | 'info';

export interface Diagnostic {
  level: DiagnosticLevel;
  /** `manual`: a tool definition left as it is; `tied`: migrated but still framework-bound. */
  kind?: 'manual' | 'tied';
  file: string;
  line: number;
  column: number;
  message: string;
  /** A short machine-readable reason code, e.g. `no-execute`, `computed-name` (see the catalogue). */
  reason: string;
  framework?: string;
  tool?: string;
}

export interface SourcePosition {
  line: number;
  column: number;
}

/** Position of an AST node (1-based line and column, as editors show them). */
export function positionOf(node: { loc?: { start: { line: number; column: number } } | null }): SourcePosition {
  const start = node.loc?.start;
  return start ? { line: start.line, column: start.column + 1 } : { line: 0, column: 0 };
}

/** A diagnostic for `code`, its level and kind taken from the catalogue. */
export function diagnosticFor(
  code: DiagnosticCode,
  file: string,
  position: SourcePosition,
  message: string,
  extra: Pick<Diagnostic, 'framework' | 'tool'> = {},
): Diagnostic {
  const { kind } = DIAGNOSTIC_CATALOGUE[code];
  return {
    level: levelOf(kind),
    file,
    ...position,
    message,
    reason: code,
    ...((kind === 'manual' || kind === 'tied') && { kind }),
    ...extra,
  };
}

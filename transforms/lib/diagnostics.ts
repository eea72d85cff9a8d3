/**
 * What a transform tells the user. `manual` marks a definition that was found but left
 * alone; the report lists those with their reason.
 */
export type DiagnosticLevel = 'error' | 'warning' | 'info';

export interface Diagnostic {
  level: DiagnosticLevel;
  /** `manual`: a tool definition left as it is; `tied`: migrated but still framework-bound. */
  kind?: 'manual' | 'tied';
  file: string;
  line: number;
  column: number;
  message: string;
  /** A short machine-readable reason code, e.g. `no-execute`, `computed-name`. */
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

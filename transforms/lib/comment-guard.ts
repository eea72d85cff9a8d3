/**
 * The comment guard: a rewrite is kept only when its output parses and keeps every comment
 * of the input. When rewriting every definition would drop one, the definitions to blame
 * are found and left as they are (one manual diagnostic each), and the rest is rewritten.
 */
import type * as t from '@babel/types';
import { diagnosticFor, positionOf, type Diagnostic } from './diagnostics';
import type { ToolDescription } from './ir';
import { outputImports, type OutputImport } from './output-imports';
import { parseModule } from './parse';

export type CheckedRewrite =
  | { kind: 'done'; output: string; imports?: OutputImport[]; tree?: t.File }
  | { kind: 'would-drop-comment'; diagnostic: Diagnostic; lost: t.Comment }
  | { kind: 'failed'; diagnostic: Diagnostic; error: { reason: string; message: string } };

/**
 * Runs the rewrite and checks its result: it must parse, and it must keep every comment
 * (a rewrite that would lose one is not made). Any failure leaves the file unchanged.
 * `keepTree`: the check's tree is handed back (its comments listed, not attached to nodes).
 */
export function checkedRewrite(
  filePath: string,
  inputAst: t.File,
  run: () => string,
  { keepTree = false } = {},
): CheckedRewrite {
  const failed = (reason: 'output-does-not-parse' | 'internal-error', message: string): CheckedRewrite => ({
    kind: 'failed',
    diagnostic: diagnosticFor(reason, filePath, { line: 0, column: 0 }, message),
    error: { reason, message },
  });
  let output: string;
  try {
    output = run();
  } catch (error) {
    return failed(
      'internal-error',
      `internal error while rewriting: ${error instanceof Error ? error.message : String(error)}; the file was left unchanged`,
    );
  }
  let outputAst: t.File;
  try {
    outputAst = parseModule(output, filePath, { attachComments: false });
  } catch (parseError) {
    return failed(
      'output-does-not-parse',
      `the rewritten file does not parse (${(parseError as Error).message}); the file was left unchanged`,
    );
  }
  const lost = lostComment(inputAst.comments ?? [], outputAst.comments ?? []);
  if (lost) {
    return {
      kind: 'would-drop-comment',
      lost,
      diagnostic: diagnosticFor(
        'would-drop-comment',
        filePath,
        positionOf(lost),
        `the rewrite would drop the comment ${JSON.stringify(abbreviate(lost.value.trim()))}; the file was left unchanged (migrate it by hand)`,
      ),
    };
  }
  return {
    kind: 'done',
    output,
    imports: outputImports(outputAst.program, output),
    ...(keepTree && { tree: outputAst }),
  };
}

/**
 * Rewrites every definition; when that would drop a comment, finds the definitions whose
 * own rewrite drops one, leaves those as they are (one manual diagnostic each) and rewrites
 * the rest. Falls back to leaving the whole file when no single definition is to blame or
 * the rest still drops a comment (definitions whose edits only lose it together).
 */
export function rewriteKeepingComments(
  tools: ToolDescription[],
  run: (selected: ToolDescription[]) => CheckedRewrite,
  source: string,
  filePath: string,
): { rewritten: CheckedRewrite; migrated: ToolDescription[]; left: Diagnostic[] } {
  const whole = run(tools);
  if (whole.kind !== 'would-drop-comment' || tools.length === 1) return { rewritten: whole, migrated: tools, left: [] };
  const blamed = blameByPlace(tools, whole.lost, run, filePath);
  if (blamed) return blamed;
  const left: Diagnostic[] = [];
  const migrated: ToolDescription[] = [];
  // Halving: a group whose rewrite keeps every comment is cleared at once, so a file of 60
  // definitions with one to blame takes a dozen rewrites, not 60 (each is a rewrite and a parse).
  const blame = (group: ToolDescription[], result: CheckedRewrite) => {
    if (result.kind !== 'would-drop-comment') return migrated.push(...group);
    if (group.length === 1) return left.push(droppedCommentDiagnostic(group[0]!, result.lost, filePath));
    const half = Math.ceil(group.length / 2);
    for (const part of [group.slice(0, half), group.slice(half)]) blame(part, run(part));
  };
  blame(tools, whole);
  if (left.length === 0) return { rewritten: whole, migrated: [], left: [] };
  if (migrated.length === 0) return { rewritten: { kind: 'done', output: source }, migrated, left };
  const rest = run(migrated);
  if (rest.kind !== 'done') return { rewritten: whole, migrated: [], left: [] };
  return { rewritten: rest, migrated, left };
}

/**
 * The usual case, in two rewrites instead of a dozen: the lost comment lies inside one
 * definition's own text, that definition's rewrite alone drops a comment, and the rest
 * keeps every comment. That is what halving would find too (it blames the definitions
 * whose own rewrite drops one), so the result is the same; any other case is left to it.
 */
function blameByPlace(
  tools: ToolDescription[],
  lost: t.Comment,
  run: (selected: ToolDescription[]) => CheckedRewrite,
  filePath: string,
): { rewritten: CheckedRewrite; migrated: ToolDescription[]; left: Diagnostic[] } | undefined {
  const holders = tools.filter((tool) =>
    ownNodes(tool).some((node) => node.start! <= lost.start! && lost.end! <= node.end!),
  );
  if (holders.length !== 1) return undefined;
  const suspect = holders[0]!;
  const rest = tools.filter((tool) => tool !== suspect);
  const restRewritten = run(rest);
  if (restRewritten.kind !== 'done') return undefined;
  const alone = run([suspect]);
  if (alone.kind !== 'would-drop-comment') return undefined;
  return { rewritten: restRewritten, migrated: rest, left: [droppedCommentDiagnostic(suspect, alone.lost, filePath)] };
}

/** The nodes a definition's rewrite replaces or removes (a declaration is only inserted before its statement). */
function ownNodes(tool: ToolDescription): t.Node[] {
  const { placement } = tool;
  const replaced = placement.kind === 'replace' ? [placement.statement, ...placement.sites] : [placement.site];
  return [...replaced, ...(tool.removedStatements ?? [])];
}

function droppedCommentDiagnostic(tool: ToolDescription, lost: t.Comment, filePath: string): Diagnostic {
  return diagnosticFor(
    'would-drop-comment',
    filePath,
    { line: tool.line, column: tool.column },
    `${tool.name}: the rewrite would drop the comment ${JSON.stringify(abbreviate(lost.value.trim()))} (line ${positionOf(lost).line}); this definition was left as it is (migrate it by hand)`,
    { framework: tool.framework, tool: tool.name },
  );
}

/** The first comment of `before` that `after` has fewer copies of, if any. */
function lostComment(before: readonly t.Comment[], after: readonly t.Comment[]): t.Comment | undefined {
  const remaining = new Map<string, number>();
  for (const comment of after) remaining.set(comment.value.trim(), (remaining.get(comment.value.trim()) ?? 0) + 1);
  for (const comment of before) {
    const count = remaining.get(comment.value.trim()) ?? 0;
    if (count === 0) return comment;
    remaining.set(comment.value.trim(), count - 1);
  }
  return undefined;
}

function abbreviate(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * Eject: the way back from the migration. Every adapter call of the chosen frameworks
 * becomes that framework's native definition again; a standard tool nothing else uses
 * goes (its leading comments move to the native definition), one still used stays.
 * Pure: text in, text and diagnostics out; the output must parse, or nothing changes.
 */
import type * as t from '@babel/types';
import { frameworks, type FrameworkId } from '../frameworks';
import { ownLineCommentsStart } from '../lib/moved-comments';
import type { FileScopes } from '../lib/one-walk';
import { parseModule } from '../lib/parse';
import { reindentText } from '../lib/reindent';
import { fileScopesOf, programPathOfFile } from '../lib/scope';
import { detectStyle, indentationAt, lineStartOf } from '../lib/source-style';
import { applyEdits, type TextEdit } from '../lib/text-edits';
import { TypeQuestions } from '../lib/type-oracle';
import { FrameworkImports, pruneAdapterImports } from './imports';
import { nativeDefinition, type NativeContext } from './native';
import { readAdapterCalls, type AdapterCall, type StandardToolDefinition } from './read';
import type { EjectDiagnostic, EjectOptions, EjectResult } from './types';

export type { EjectOptions, EjectResult } from './types';

/** A text that names none of the adapters holds nothing to eject: it is not parsed. */
/** Every adapter every descriptor names (`toAiSdk`, `registerMcpTool`...), as a whole name or a prefix of one. */
const ADAPTER_NAMES = new RegExp(
  `\\b(${frameworks.flatMap((framework) => framework.adapterExports).join('|')})\\w*\\b`,
);

export const mayHoldAdapterCalls = (source: string): boolean => ADAPTER_NAMES.test(source);

export function ejectSource(source: string, filePath: string, options: EjectOptions = {}): EjectResult {
  const types = new TypeQuestions(options.typeAnswers);
  const result = ejectWith(source, filePath, options, types);
  return types.asked.length > 0 ? { ...result, askedTypes: types.asked } : result;
}

function ejectWith(source: string, filePath: string, options: EjectOptions, types: TypeQuestions): EjectResult {
  const result: EjectResult = { ejected: [], kept: [], duplicated: [], diagnostics: [] };
  if (!mayHoldAdapterCalls(source)) return result;
  let ast: t.File;
  try {
    ast = parseModule(source, filePath, { attachComments: false });
  } catch (error) {
    return { ...result, error: { message: `syntax error: ${(error as Error).message}` } };
  }
  const program = programPathOfFile(ast);
  const scopes = fileScopesOf(program);
  const chosen = (framework: FrameworkId) => !options.frameworks || options.frameworks.includes(framework);
  const calls = readAdapterCalls(scopes, options.adapterImport).filter((entry) => chosen(entry.framework));
  if (calls.length === 0) return result;

  const comments = ast.comments ?? [];
  const style = detectStyle(source, ast.program.body);
  const imports = new FrameworkImports(scopes);
  const context: NativeContext = {
    source,
    comments,
    style,
    scopes,
    imports,
    adapterImport: options.adapterImport,
    versions: options.frameworkVersions ?? {},
    mcpV2: ast.program.body.some(
      (statement) =>
        statement.type === 'ImportDeclaration' && statement.source.value.startsWith('@modelcontextprotocol/server'),
    ),
    langchainPackage: /\bfrom\s*['"]langchain['"]|require\(\s*['"]langchain['"]\s*\)/.test(source),
    langchainWithoutTool: options.langchainWithoutTool ?? false,
    types,
  };
  const edits: TextEdit[] = [];
  const tools = [...new Set(calls.map((entry) => entry.tool))];
  for (const tool of tools) {
    const mine = tool.calls.filter((entry) => chosen(entry.framework));
    const built = mine.map((entry) => ({ entry, native: nativeDefinition(entry, context) }));
    const refused = built.find(({ native }) => 'refused' in native);
    if (refused && 'refused' in refused.native) {
      result.diagnostics.push(diagnostic(refused.entry, refused.native.code, `not ejected: ${refused.native.refused}`));
      continue;
    }
    const toolEdits: TextEdit[] = [];
    for (const { entry, native } of built) {
      if ('refused' in native) continue;
      const prefix = callComments(entry, comments, source, style.eol);
      toolEdits.push({ start: entry.call.start!, end: entry.call.end!, text: `${prefix}${native.text}` });
    }
    const stays =
      !tool.binding ||
      mine.length < tool.calls.length ||
      tool.otherUses > 0 ||
      !tool.statement ||
      (tool.exported && options.importedElsewhere?.has(tool.binding.identifier.name));
    if (!stays) toolEdits.push(...declarationRemoval(tool, mine[0]!, scopes, source, comments, style.eol));
    const lost = lostComment(toolEdits, comments, source);
    if (lost !== undefined) {
      result.diagnostics.push(
        diagnostic(mine[0]!, 'eject-comment', `not ejected: it would lose the comment \`${lost}\``),
      );
      continue;
    }
    edits.push(...toolEdits);
    for (const { entry, native } of built) {
      if ('refused' in native) continue;
      for (const note of native.notes) result.diagnostics.push(diagnostic(entry, 'eject-note', note));
      result.ejected.push({ framework: entry.framework, tool: tool.name, line: entry.call.loc!.start.line });
    }
    if (mine.length > 1) result.duplicated.push({ tool: tool.name, frameworks: mine.map((entry) => entry.framework) });
    if (stays && tool.binding) result.kept.push(tool.binding.identifier.name);
  }
  if (result.ejected.length === 0) return result;
  edits.push(...imports.edits(source, filePath, ast.program, comments, style));
  try {
    const output = pruneAdapterImports(applyEdits(source, edits), filePath, options.adapterImport);
    parseModule(output, filePath, { attachComments: false });
    return { ...result, output };
  } catch (error) {
    return {
      ...result,
      ejected: [],
      error: { message: `the ejected text would not parse (${(error as Error).message}); the file was left unchanged` },
    };
  }
}

/** Comments inside the adapter call but outside what moves (a comment around the tool argument), kept in front. */
function callComments(entry: AdapterCall, comments: readonly t.Comment[], source: string, eol: string): string {
  const { call, tool, options } = entry;
  const inside = (comment: t.Comment, node: t.Node | undefined) =>
    node !== undefined && comment.start! >= node.start! && comment.end! <= node.end!;
  const inline = tool.binding ? undefined : tool.object;
  const stray = comments.filter(
    (comment) =>
      comment.start! >= call.start! &&
      comment.end! <= call.end! &&
      !inside(comment, inline) &&
      !inside(comment, options),
  );
  const indent = indentationAt(source, call.start!);
  return stray
    .map(
      (comment) =>
        `${source.slice(comment.start!, comment.end!)}${comment.type === 'CommentLine' ? `${eol}${indent}` : ' '}`,
    )
    .join('');
}

/** A comment of the replaced or removed text that no new text carries: the tool is then left alone. */
function lostComment(edits: readonly TextEdit[], comments: readonly t.Comment[], source: string): string | undefined {
  const written = edits.map((edit) => edit.text).join('\n');
  for (const comment of comments) {
    const removed = edits.some((edit) => comment.start! >= edit.start && comment.end! <= edit.end);
    const text = source.slice(comment.start!, comment.end!);
    if (removed && !written.includes(text.trim().split('\n')[0]!.trim()))
      return text.length > 40 ? `${text.slice(0, 37)}...` : text;
  }
  return undefined;
}

function diagnostic(entry: AdapterCall, code: string, message: string): EjectDiagnostic {
  const { line, column } = entry.call.loc!.start;
  return { line, column: column + 1, code, message, tool: entry.tool.name };
}

/**
 * The declaration goes with the rest of its line; the comments above it move above the
 * statement of the first native definition (in place when that one comes right after).
 */
function declarationRemoval(
  tool: StandardToolDefinition,
  first: AdapterCall,
  scopes: FileScopes,
  source: string,
  comments: readonly t.Comment[],
  eol: string,
): TextEdit[] {
  const statement = tool.statement!;
  const statementPath = scopes.pathOf(statement);
  const siblings = (statementPath.parent as { body?: t.Node[] }).body ?? [];
  const index = siblings.indexOf(statement);
  const after = index > 0 ? siblings[index - 1]!.end! : (statementPath.parent.start ?? 0) + 1;
  const commentsStart = ownLineCommentsStart(source, comments, after, statement.start!);
  const removalStart = lineStartOf(source, commentsStart);
  const rest = /^[ \t]*(\r?\n)?/.exec(source.slice(statement.end!))![0];
  const edits: TextEdit[] = [{ start: removalStart, end: statement.end! + rest.length, text: '' }];
  if (commentsStart === statement.start!) return edits;
  const target = enclosingStatement(scopes, first.call);
  if (target.start! >= removalStart && target.start! < statement.end!) return edits;
  const commentsEnd = commentsStart + source.slice(commentsStart, statement.start!).trimEnd().length;
  const to = indentationAt(source, target.start!);
  const moved = reindentText(source, commentsStart, commentsEnd, statement, {
    from: indentationAt(source, statement.start!),
    to,
  });
  edits.push({ start: target.start!, end: target.start!, text: `${moved}${eol}${to}` });
  return edits;
}

/** The statement (in a program or block body) that holds a node. */
function enclosingStatement(scopes: FileScopes, node: t.Node): t.Node {
  let path = scopes.pathOf(node);
  while (path.parentPath && !path.parentPath.isProgram() && !path.parentPath.isBlockStatement()) path = path.parentPath;
  return path.node;
}

/**
 * A LangChain tool class → its standard tool, where the class stood, and `toLangChain(def)`
 * at every `new X()` (each still makes a tool of its own); a class that must stay (exported,
 * named as a type) becomes `class X extends toLangChainClass(def) {}` after its standard tool,
 * and its `new X()` make that same tool. `name`, `description` and
 * `schema` (as `inputSchema`) move with their comments, `_call` becomes `execute`, and
 * LangChain fields (`returnDirect`, ...) become the adapter options. A string-input
 * `Tool` gets `inputSchema: z.string()`: LangChain's `tool()` (behind the adapter) then
 * makes a DynamicTool, which is a `Tool` with the same `{ input?: string }` schema and
 * string input (`invoke('text')` keeps working).
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { positionOf } from '../../lib/diagnostics';
import { builtPropertyIndent } from '../../lib/emit';
import type { FrontEndContext } from '../../lib/front-end';
import type { MovedProperty, ToolDescription } from '../../lib/ir';
import { ownLineCommentsStart, trailingLineComment } from '../../lib/moved-comments';
import { standardBindingBase } from '../../lib/naming';
import { forEachChild } from '../../lib/children';
import { reindentText } from '../../lib/reindent';
import { indentationAt } from '../../lib/source-style';
import { nameLabel } from '../../lib/static-name';
import type { TextEdit } from '../../lib/text-edits';
import { typeReferenceNames } from '../../lib/type-usage';
import { readToolClass, type ToolClassParts } from './tool-class';

export type DescribedClass = { ok: true; tool: ToolDescription } | { ok: false; blockers: string[]; state: string[] };

const RENAMED: Record<string, string> = { schema: 'inputSchema', _call: 'execute' };

export function describeToolClass(
  context: FrontEndContext,
  path: NodePath<t.Class>,
  baseClass: string,
  baseReference: t.Identifier,
): DescribedClass {
  const reading = readToolClass(path, baseClass, context);
  if (!reading.ok) return reading;
  const parts = reading.parts;
  const { declaration } = parts;
  const standard: MovedProperty[] = [];
  const options: MovedProperty[] = [];
  const toIndent = builtPropertyIndent(context.source, declaration, context.style);
  let after = declaration.body.start! + 1;
  let nameComments = '';
  const consumedTypeNames: t.Identifier[] = [];
  for (const { key, node } of parts.members) {
    if (key === 'name') {
      // The emitter writes the name anew: its comments lead the next property.
      nameComments = commentLines(context, node, after, toIndent);
    } else {
      if (key === '_call' && parts.stringInput !== undefined)
        standard.push({ kind: 'text', key: 'inputSchema', text: `inputSchema: ${parts.stringInput.text}` });
      // `_call(input: z.infer<this['schema']>)`: an object's method has no such `this`; the schema types the input.
      const dropped = key === '_call' && node.type === 'ClassMethod' ? thisTypedAnnotations(node) : [];
      dropped.forEach((annotation) => consumedTypeNames.push(...typeReferenceNames(annotation)));
      const drops = dropped.map((annotation) => ({ start: annotation.start!, end: annotation.end!, text: '' }));
      const moved = movedMember(context, key, node, after, toIndent, drops);
      (key in RENAMED || key === 'description' ? standard : options).push({
        ...moved,
        text: nameComments + moved.text,
      });
      nameComments = '';
    }
    after = node.end!;
  }
  const schemaField = fieldValue(parts, 'schema');
  const descriptionField = fieldValue(parts, 'description');
  const text = (node: t.Node | undefined) => (node ? context.source.slice(node.start!, node.end!) : undefined);
  const nameField = fieldValue(parts, 'name');
  return {
    ok: true,
    tool: {
      framework: 'langchain',
      name: parts.name,
      ...(parts.nameText !== undefined && { nameText: parts.nameText, runtimeName: true }),
      nameSource: 'explicit',
      summary: {
        description: text(descriptionField),
        inputSchema: text(schemaField) ?? parts.stringInput?.text,
      },
      preferredBinding: standardBindingBase(
        parts.nameText === undefined ? parts.name : (nameField && nameLabel(nameField)) || parts.className,
      ),
      standardObject: { kind: 'build', anchor: declaration, properties: standard },
      placement: placementOf(parts),
      adapter: {
        importName: parts.kept ? 'toLangChainClass' : 'toLangChain',
        leadingArguments: [],
        options,
      },
      ...(parts.stringInput?.imports.length && { adapterModuleNames: parts.stringInput.imports }),
      consumedReferences: [baseReference, ...consumedTypeNames],
      tiedReasons: [],
      ...positionOf(declaration),
    },
  };
}

/** The class replaced by its standard tool, `new X()` by the adapter call; or kept, extending the adapter's class. */
function placementOf(parts: ToolClassParts): ToolDescription['placement'] {
  const { declaration, kept, sites } = parts;
  if (!kept) return { kind: 'replace', statement: declaration, sites };
  const superClass = declaration.superClass!;
  const typeArguments =
    (declaration as { superTypeParameters?: t.Node | null }).superTypeParameters ??
    (declaration as { superTypeArguments?: t.Node | null }).superTypeArguments;
  return {
    kind: 'replace',
    statement: kept.statement,
    sites: [],
    keptClass: {
      superClass,
      superEnd: (typeArguments ?? superClass).end!,
      body: declaration.body,
      exported: kept.exported,
    },
  };
}

function fieldValue(parts: ToolClassParts, key: string): t.Expression | undefined {
  const member = parts.members.find((candidate) => candidate.key === key)?.node;
  return member?.type === 'ClassProperty' ? (member.value ?? undefined) : undefined;
}

/**
 * A class member as a property of the standard object (or of the options): `key = value`
 * → `key: value` (modifiers and type annotation dropped), `_call(...) {}` → `execute(...) {}`,
 * re-indented, with the comments on their own lines above it and one that ended its line.
 */
function movedMember(
  context: FrontEndContext,
  key: string,
  node: t.ClassProperty | t.ClassMethod,
  after: number,
  toIndent: string,
  edits: readonly TextEdit[] = [],
): MovedProperty {
  const { source } = context;
  const comments = context.ast.comments ?? [];
  const start = ownLineCommentsStart(source, comments, after, node.start!);
  const newKey = RENAMED[key] ?? key;
  const change = { from: indentationAt(source, node.start!), to: toIndent };
  const end = node.type === 'ClassProperty' ? node.value!.end! : node.end!;
  const head =
    node.type === 'ClassProperty'
      ? { start: node.start!, end: node.value!.start!, text: `${newKey}: ` }
      : {
          start: node.start!,
          end: node.key.end!,
          text: `${node.async ? 'async ' : ''}${node.generator ? '*' : ''}${newKey}`,
        };
  return {
    kind: 'text',
    key: newKey,
    text: reindentText(source, start, end, node, change, [head, ...edits]),
    trailingComment: trailingLineComment(source, comments, node.end!),
  };
}

/** The comments above a member that is not moved, as lines that lead the next moved one. */
function commentLines(context: FrontEndContext, node: t.Node, after: number, toIndent: string): string {
  const { source, style } = context;
  const comments = context.ast.comments ?? [];
  const start = ownLineCommentsStart(source, comments, after, node.start!);
  const end = start + source.slice(start, node.start!).trimEnd().length;
  const change = { from: indentationAt(source, node.start!), to: toIndent };
  const above = start === node.start! ? '' : `${reindentText(source, start, end, node, change)}${style.eol}${toIndent}`;
  const trailing = trailingLineComment(source, comments, node.end!);
  return trailing === undefined ? above : `${above}${trailing}${style.eol}${toIndent}`;
}

/** `_call`'s annotations (parameters, return) that name the class's `this` (`this['schema']`, `typeof this.schema`). */
function thisTypedAnnotations(method: t.ClassMethod): t.TSTypeAnnotation[] {
  const annotations = [
    ...method.params.map((param) => (param as { typeAnnotation?: t.Node | null }).typeAnnotation),
    method.returnType,
  ];
  return annotations.filter(
    (annotation): annotation is t.TSTypeAnnotation => annotation?.type === 'TSTypeAnnotation' && namesThis(annotation),
  );
}

function namesThis(node: t.Node): boolean {
  if (node.type === 'TSThisType' || (node.type === 'Identifier' && node.name === 'this')) return true;
  let found = false;
  forEachChild(node, (child) => {
    found ||= namesThis(child);
  });
  return found;
}

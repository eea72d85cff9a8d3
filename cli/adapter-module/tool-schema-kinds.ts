/**
 * `ToolSchema` lists the schema kinds only some frameworks take (an AI SDK `Schema`, an MCP
 * raw shape) as members of their own; the module keeps a member only when it serves a
 * framework whose descriptor names it (`toolSchemaKinds`). A Genkit module then does not
 * type an AI SDK `Schema` as a tool schema, nor carry its declaration.
 */
import { parse } from '@babel/parser';
import type * as t from '@babel/types';
import { frameworkById, frameworkIds, type FrameworkId } from '../../transforms/frameworks';

export function withToolSchemaKindsOf(text: string, frameworks: readonly FrameworkId[]): string {
  return withToolSchemaKindsOfParsed(text, undefined, frameworks);
}

/**
 * The same for one of the module's sources, from its parse: only the source that declares
 * `ToolSchema` changes, so the stitched text need not be parsed for it.
 */
export function withToolSchemaKindsOfParsed(
  text: string,
  program: t.Program | undefined,
  frameworks: readonly FrameworkId[],
): string {
  const unserved = unservedKinds(frameworks);
  if (unserved.size === 0) return text;
  const union = toolSchemaUnion(program ?? parse(text, { sourceType: 'module', plugins: ['typescript'] }).program);
  if (!union) return text;
  const kept = union.types.filter(
    (member) =>
      !(
        member.type === 'TSTypeReference' &&
        member.typeName.type === 'Identifier' &&
        unserved.has(member.typeName.name)
      ),
  );
  const members = kept.map((member) => `\n  | ${text.slice(member.start!, member.end!)}`).join('');
  // From the alias's `=`: a union written with a leading `|` may start at it or at its first member.
  const equals = text.lastIndexOf('=', union.start!);
  return `${text.slice(0, equals + 1)}${members}${text.slice(union.end!)}`;
}

/** The schema kinds of frameworks the module does not serve. */
function unservedKinds(frameworks: readonly FrameworkId[]): Set<string> {
  const served = new Set<string>(frameworks.flatMap((framework) => frameworkById(framework).toolSchemaKinds));
  return new Set<string>(
    frameworkIds.flatMap((framework) => frameworkById(framework).toolSchemaKinds).filter((kind) => !served.has(kind)),
  );
}

function toolSchemaUnion(program: t.Program): t.TSUnionType | undefined {
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'TSTypeAliasDeclaration' && declaration.id.name === 'ToolSchema')
      return declaration.typeAnnotation.type === 'TSUnionType' ? declaration.typeAnnotation : undefined;
  }
  return undefined;
}

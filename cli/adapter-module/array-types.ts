/**
 * The rendered module's array types in the project's `@typescript-eslint/array-type` style. The
 * adapter sources write `T[]` and `readonly T[]` (the rule's default, `array`); a project set to
 * `generic` wants `Array<T>` and `ReadonlyArray<T>`, one set to `array-simple` wants those for
 * arrays of anything but simple types. Decided as the rule decides (its `isSimpleType`).
 */
import { parse } from '@babel/parser';
import type * as t from '@babel/types';
import { visit, withOutermostEdits, type Edit } from './ast-edits';

export type ArrayTypeOption = 'array' | 'generic' | 'array-simple';

/** The rule's two options: `readonly` applies to `readonly T[]`, `default` to the rest. */
export interface ArrayTypeStyle {
  default: ArrayTypeOption;
  readonly: ArrayTypeOption;
}

export function withArrayTypes(text: string, style: ArrayTypeStyle): string {
  if (style.default === 'array' && style.readonly === 'array') return text;
  const ast = parse(text, { sourceType: 'module', plugins: ['typescript'] });
  const edits: Edit[] = [];
  visit(ast.program, (node, parent) => {
    if (node.type !== 'TSArrayType') return;
    const readonly = parent?.type === 'TSTypeOperator' && parent.operator === 'readonly';
    const option = readonly ? style.readonly : style.default;
    if (option === 'array' || (option === 'array-simple' && isSimpleType(node.elementType))) return;
    const element = unparenthesized(node.elementType);
    const whole = readonly ? parent : node;
    edits.push({
      start: whole.start!,
      end: whole.end!,
      text: `${readonly ? 'ReadonlyArray' : 'Array'}<${text.slice(element.start!, element.end!)}>`,
    });
  });
  // An array type inside another is rewritten on the next pass (whose outer type may then stop
  // being simple, as the rule sees it in the final text).
  const out = withOutermostEdits(text, edits);
  return out === undefined ? text : withArrayTypes(out, style);
}

/** typescript-eslint's `isSimpleType`, on Babel's nodes. */
function isSimpleType(node: t.Node): boolean {
  switch (node.type) {
    case 'Identifier':
    case 'TSAnyKeyword':
    case 'TSBooleanKeyword':
    case 'TSNeverKeyword':
    case 'TSNumberKeyword':
    case 'TSBigIntKeyword':
    case 'TSObjectKeyword':
    case 'TSStringKeyword':
    case 'TSSymbolKeyword':
    case 'TSUnknownKeyword':
    case 'TSVoidKeyword':
    case 'TSNullKeyword':
    case 'TSArrayType':
    case 'TSUndefinedKeyword':
    case 'TSThisType':
    case 'TSQualifiedName':
      return true;
    case 'TSTypeReference': {
      const parameters = typeArgumentsOf(node);
      if (node.typeName.type === 'Identifier' && node.typeName.name === 'Array')
        return parameters === undefined || (parameters.length === 1 && isSimpleType(parameters[0]!));
      return parameters === undefined && isSimpleType(node.typeName);
    }
    default:
      return false;
  }
}

/** Babel 7 names a reference's type arguments `typeParameters`; Babel 8, `typeArguments`. */
function typeArgumentsOf(node: t.TSTypeReference): t.TSType[] | undefined {
  const holder = node as { typeParameters?: { params: t.TSType[] } | null; typeArguments?: { params: t.TSType[] } };
  return (holder.typeArguments ?? holder.typeParameters ?? undefined)?.params;
}

/** `(A | B)[]`: the element without its parentheses, which `Array<…>` does not need. */
function unparenthesized(node: t.TSType): t.TSType {
  return node.type === 'TSParenthesizedType' ? unparenthesized(node.typeAnnotation) : node;
}

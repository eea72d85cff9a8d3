/**
 * Local `$ref` handling: moving pointer targets into `$defs`, and inlining references
 * with a recursion cap.
 */
import { JsonSchemaConversionError } from './json-schema-types';
import {
  type JsonSchemaNode,
  forEachSchema,
  fromPointer,
  isSchemaObject,
  mapSubschemas,
  resolveLocalRef,
  toPointer,
  withoutKeys,
} from './json-schema-walk';

const DEFINITION_KEYS: readonly string[] = ['$defs', 'definitions'];

/** Keywords that only annotate: a `$ref` sibling of this kind may simply override. */
const ANNOTATION_KEYWORDS = [
  'title',
  'description',
  'default',
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
];

/** `#/$defs/X` or `#/definitions/X`: a reference that survives any restructuring of the tree. */
function isDefinitionRef(ref: string): boolean {
  const [keyword, name, ...deeper] = fromPointer(ref) ?? [];
  return keyword !== undefined && name !== undefined && deeper.length === 0 && DEFINITION_KEYS.includes(keyword);
}

/**
 * Rewrites references that point into the tree (zod-to-json-schema emits
 * `#/properties/a` for a reused schema) so that every local reference is `#` or a
 * definition. Dialect conversions move `items` to `prefixItems` and so on; pointers
 * into those places would break, definition names do not.
 */
export function hoistRefTargets(root: JsonSchemaNode): JsonSchemaNode {
  const pointers = new Set<string>();
  forEachSchema(root, (node) => {
    const ref = node.$ref;
    if (typeof ref === 'string' && ref !== '#' && fromPointer(ref) && !isDefinitionRef(ref)) {
      pointers.add(ref);
    }
  });
  if (pointers.size === 0) {
    return root;
  }

  const doc = structuredClone(root);
  const defsKey = isSchemaObject(doc.definitions) && !isSchemaObject(doc.$defs) ? 'definitions' : '$defs';
  const defs: JsonSchemaNode = { ...(isSchemaObject(doc[defsKey]) ? doc[defsKey] : {}) };
  doc[defsKey] = defs;

  const renamed = new Map<string, string>();
  // Deepest first: moving a target never invalidates a shorter pointer still to be handled.
  const depth = (pointer: string): number => fromPointer(pointer)?.length ?? 0;
  const byDepth = [...pointers].sort((a, b) => depth(b) - depth(a));
  for (const pointer of byDepth) {
    const segments = fromPointer(pointer) ?? [];
    const parent = resolveLocalRef(doc, toPointer(segments.slice(0, -1))) as Record<string, unknown> | undefined;
    const last = segments[segments.length - 1];
    if (last === undefined || !parent || typeof parent !== 'object' || parent[last] === undefined) {
      continue;
    }
    let name = `ref${String(renamed.size)}`;
    while (name in defs) {
      name = `_${name}`;
    }
    const newRef = `#/${defsKey}/${name}`;
    defs[name] = parent[last];
    parent[last] = { $ref: newRef };
    renamed.set(pointer, newRef);
  }
  forEachSchema(doc, (node) => {
    const target = typeof node.$ref === 'string' ? renamed.get(node.$ref) : undefined;
    if (target) {
      node.$ref = target;
    }
  });
  return doc;
}

export interface InlineRefsOptions {
  /**
   * How many times a reference may be expanded inside its own expansion. 0 expands
   * each definition once and hands the first recursive use to `onCycle`.
   */
  readonly maxRecursion: number;
  /**
   * The node used where the cap is reached. `firstExpansion` is the JSON Pointer, in
   * the output, of the outermost expansion of the same reference (`#` for the root).
   */
  readonly onCycle: (target: JsonSchemaNode, firstExpansion: string) => unknown;
}

interface Expansion {
  readonly ref: string;
  readonly path: readonly string[];
}

/**
 * Replaces every local `$ref` by (a copy of) its target and drops `$defs` /
 * `definitions`. Non-local references are left alone. The input is not mutated.
 */
export function inlineRefs(root: JsonSchemaNode, options: InlineRefsOptions): JsonSchemaNode {
  // A node and its `$ref` target expanded in one function: two calling each other break no-use-before-define.
  function expand(node: unknown, path: readonly string[], stack: readonly Expansion[]): unknown {
    if (!isSchemaObject(node)) {
      return node;
    }
    const ref = node.$ref;
    if (typeof ref !== 'string' || !fromPointer(ref)) {
      return mapSubschemas(withoutKeys(node, DEFINITION_KEYS), (child, childPath) =>
        expand(child, [...path, ...childPath], stack),
      );
    }
    const target = resolveLocalRef(root, ref);
    if (!isSchemaObject(target) && typeof target !== 'boolean') {
      throw new JsonSchemaConversionError(`the JSON Schema refers to "${ref}", which it does not define`);
    }
    const siblings = withoutKeys(node, ['$ref', ...DEFINITION_KEYS]);
    const annotationsOnly = Object.keys(siblings).every((key) => ANNOTATION_KEYWORDS.includes(key));
    // Constraint siblings apply together with the target (2020-12 semantics): nest it under allOf.
    const targetPath = annotationsOnly ? path : [...path, 'allOf', '0'];
    const earlier = stack.filter((expansion) => expansion.ref === ref);
    const first = earlier[0];
    const expanded =
      first && earlier.length > options.maxRecursion
        ? options.onCycle(isSchemaObject(target) ? target : {}, toPointer(first.path))
        : expand(target, targetPath, [...stack, { ref, path: targetPath }]);
    if (Object.keys(siblings).length === 0) {
      return expanded;
    }
    if (annotationsOnly && isSchemaObject(expanded) && expanded.$ref === undefined) {
      return { ...expanded, ...siblings };
    }
    if (annotationsOnly) {
      return { ...siblings, allOf: [expanded] };
    }
    const expandedSiblings = expand(siblings, path, stack) as JsonSchemaNode;
    return { ...expandedSiblings, allOf: [expanded] };
  }

  return expand(root, [], [{ ref: '#', path: [] }]) as JsonSchemaNode;
}

/**
 * A Genkit tool with no input schema whose function reads its input: Genkit passes that input
 * through unchecked and tells the model the tool takes anything (an empty JSON Schema), where a
 * standard tool without a schema gets no input. Genkit's own `z.any()` is the same to Genkit 1.x
 * (measured on the real package): the tool's definition has the same JSON Schema, and every input
 * (object, string, `null`, `undefined`) reaches the function as it came, zod 3's `any` returning it
 * unchanged. So the standard tool gets `inputSchema: z.any()`, with the file's `z` from 'genkit'
 * where it imports one, else a new `import { z } from 'genkit'`. Only where the project's Genkit is
 * 1.x (whose `z` is zod 3): with another major or none known, the tool is left alone as before.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import type { FrontEndContext } from '../../lib/front-end';
import type { PackageImport } from '../../lib/ir';
import { scopeOf } from '../../lib/scope';
import { matchesGenkitApi } from './instance';

export interface AnyInputSchema {
  /** `z.any()`, in the name the file's genkit `z` has (or gets). */
  text: string;
  /** The import to add, where the file has no genkit `z` in reach. */
  packageImport?: PackageImport;
}

/** How to write Genkit's `z.any()` at `at`; undefined where that is not known to be exact. */
export function anyInputSchema(
  context: FrontEndContext,
  at: NodePath,
  freeName: (base: string) => string,
): AnyInputSchema | undefined {
  if (context.frameworkVersions.genkit !== 1) return undefined;
  const found = genkitZodIn(context.program.node);
  if (found && scopeOf(at).getBinding(found.local)?.path.node === found.declaredBy)
    return { text: `${found.local}.any()` };
  const name = freeName('z');
  return { text: `${name}.any()`, packageImport: { specifier: 'genkit', name: 'z', local: name } };
}

/**
 * The local name of `z` from 'genkit' (or 'genkit/beta') at the top of the file: imported, or destructured from
 * `require('genkit')`.
 */
function genkitZodIn(program: t.Program): { local: string; declaredBy: t.Node } | undefined {
  for (const statement of program.body) {
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) {
        const local = requiredZod(declarator);
        if (local !== undefined) return { local, declaredBy: declarator };
      }
    }
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    if (!matchesGenkitApi(statement.source.value)) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
      const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
      if (imported === 'z') return { local: specifier.local.name, declaredBy: specifier };
    }
  }
  return undefined;
}

/** `const { z } = require('genkit')` (or `{ z: g }`): the local name. */
function requiredZod(declarator: t.VariableDeclarator): string | undefined {
  const { id, init } = declarator;
  if (id.type !== 'ObjectPattern' || init?.type !== 'CallExpression') return undefined;
  const [specifier] = init.arguments;
  const required =
    init.callee.type === 'Identifier' &&
    init.callee.name === 'require' &&
    specifier?.type === 'StringLiteral' &&
    matchesGenkitApi(specifier.value);
  if (!required) return undefined;
  for (const property of id.properties) {
    if (property.type !== 'ObjectProperty' || property.computed || property.value.type !== 'Identifier') continue;
    const key = property.key.type === 'Identifier' ? property.key.name : undefined;
    if (key === 'z') return property.value.name;
  }
  return undefined;
}

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
  const local = genkitZodIn(context.program.node);
  if (local !== undefined && scopeOf(at).getBinding(local)?.kind === 'module') return { text: `${local}.any()` };
  const name = freeName('z');
  return { text: `${name}.any()`, packageImport: { specifier: 'genkit', name: 'z', local: name } };
}

/** The local name of `z` imported from 'genkit' (or 'genkit/beta') at the top of the file. */
function genkitZodIn(program: t.Program): string | undefined {
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    if (!matchesGenkitApi(statement.source.value)) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
      const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
      if (imported === 'z') return specifier.local.name;
    }
  }
  return undefined;
}

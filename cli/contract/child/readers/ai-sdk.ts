/**
 * AI SDK: what `generateText` hands the provider, `await asSchema(schema).jsonSchema`
 * with the project's own `ai` (v5+; v4 keeps it in `@ai-sdk/ui-utils`).
 */
import type { Foreign } from '../foreign';
import type { PackageLoader } from '../project-packages';
import type { ReachedTool } from '../../types';
import { plainJson } from './plain-json';

export async function readAiSdkTool(
  tool: Foreign,
  name: string,
  via: string,
  packages: PackageLoader,
): Promise<ReachedTool> {
  const asSchema = (await packages('ai'))?.asSchema ?? (await packages('@ai-sdk/ui-utils'))?.asSchema;
  if (typeof asSchema !== 'function') throw new Error("the project's `ai` package has no asSchema()");
  const schemaOf = async (schema: unknown) =>
    schema === undefined ? undefined : plainJson(await asSchema(schema).jsonSchema);
  return {
    framework: 'ai-sdk',
    name,
    ...(typeof tool.title === 'string' && { title: tool.title }),
    ...(typeof tool.description === 'string' && { description: tool.description }),
    input: await schemaOf(tool.inputSchema ?? tool.parameters),
    output: await schemaOf(tool.outputSchema),
    via,
  };
}

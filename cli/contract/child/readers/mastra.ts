/**
 * Mastra: its own conversion, `convertZodSchemaToAISDKSchema` from the
 * `@mastra/schema-compat` that the project's `@mastra/core` depends on; a schema it
 * cannot take (not zod) goes through the schema's Standard JSON Schema.
 */
import type { Foreign } from '../foreign';
import { toJsonSchema } from '../../../../adapters/json-schema';
import type { PackageLoader } from '../project-packages';
import type { ReachedTool } from '../../types';
import { plainJson } from './plain-json';

export async function readMastraTool(tool: Foreign, via: string, mastraCompat: PackageLoader): Promise<ReachedTool> {
  const convert = (await mastraCompat('@mastra/schema-compat'))?.convertZodSchemaToAISDKSchema;
  const schemaOf = async (schema: unknown) => {
    if (schema === undefined || schema === null) return undefined;
    const isZod = typeof schema === 'object' && ('_def' in schema || '_zod' in schema);
    if (isZod && typeof convert === 'function') return plainJson(await convert(schema).jsonSchema);
    return plainJson(toJsonSchema(schema));
  };
  return {
    framework: 'mastra',
    name: tool.id,
    ...(typeof tool.description === 'string' && { description: tool.description }),
    input: await schemaOf(tool.inputSchema),
    output: await schemaOf(tool.outputSchema),
    via,
  };
}

/**
 * Genkit: each tool action's definition, its schemas through `genkit/schema`'s
 * `toJsonSchema` (what Genkit puts in the model request's tool definitions).
 */
import type { Foreign } from '../foreign';
import type { PackageLoader } from '../project-packages';
import type { ReachedTool } from '../../types';
import { plainJson } from './plain-json';

export async function readGenkitAction(action: Foreign, via: string, packages: PackageLoader): Promise<ReachedTool> {
  const toJsonSchema = (await packages('genkit/schema'))?.toJsonSchema;
  if (typeof toJsonSchema !== 'function') throw new Error("the project's genkit has no genkit/schema toJsonSchema()");
  const definition = action.__action as Foreign;
  return {
    framework: 'genkit',
    name: definition.name,
    ...(typeof definition.description === 'string' && { description: definition.description }),
    input: plainJson(toJsonSchema({ schema: definition.inputSchema, jsonSchema: definition.inputJsonSchema })),
    output: plainJson(toJsonSchema({ schema: definition.outputSchema, jsonSchema: definition.outputJsonSchema })),
    via,
  };
}

/** Every tool registered on a Genkit instance (`ai`). */
export async function readGenkitInstance(
  instance: Foreign,
  via: string,
  packages: PackageLoader,
): Promise<ReachedTool[]> {
  const actions = (await instance.registry.listActions()) as Record<string, Foreign>;
  const tools: ReachedTool[] = [];
  for (const key of Object.keys(actions).sort()) {
    if (!key.startsWith('/tool/')) continue;
    tools.push(await readGenkitAction(actions[key]!, via, packages));
  }
  return tools;
}

/**
 * Genkit: each tool action's definition, its schemas through `genkit/schema`'s
 * `toJsonSchema` as Genkit puts them in the model request's tool definitions
 * (`toToolDefinition`): a tool with no schema is described by `z.void()`'s.
 */
import type { Foreign } from '../foreign';
import type { PackageLoader } from '../project-packages';
import type { ReachedTool } from '../../types';
import { plainJson } from './plain-json';

export async function readGenkitAction(action: Foreign, via: string, packages: PackageLoader): Promise<ReachedTool> {
  const toJsonSchema = (await packages('genkit/schema'))?.toJsonSchema;
  if (typeof toJsonSchema !== 'function') throw new Error("the project's genkit has no genkit/schema toJsonSchema()");
  const z = (await packages('genkit'))?.z;
  if (typeof z?.void !== 'function') throw new Error("the project's genkit has no z");
  const definition = action.__action as Foreign;
  const described = (schema: unknown, jsonSchema: unknown) =>
    plainJson(toJsonSchema({ schema: schema ?? z.void(), jsonSchema }));
  return {
    framework: 'genkit',
    name: definition.name,
    ...(typeof definition.description === 'string' && { description: definition.description }),
    input: described(definition.inputSchema, definition.inputJsonSchema),
    output: described(definition.outputSchema, definition.outputJsonSchema),
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

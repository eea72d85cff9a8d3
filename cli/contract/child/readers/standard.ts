/**
 * A standard tool: its schemas' own Standard JSON Schema (draft 2020-12), as the
 * adapters ask for it. No framework in between: this is the definition itself.
 */
import type { Foreign } from '../foreign';
import { toJsonSchema } from '../../../../adapters/json-schema';
import type { ReachedTool } from '../../types';

export function readStandardTool(tool: Foreign, via: string): ReachedTool {
  return {
    framework: 'standard',
    name: tool.name,
    ...(typeof tool.title === 'string' && { title: tool.title }),
    description: tool.description,
    ...(tool.inputSchema !== undefined && { input: toJsonSchema(tool.inputSchema) }),
    ...(tool.outputSchema !== undefined && { output: toJsonSchema(tool.outputSchema, { io: 'output' }) }),
    via,
  };
}

/**
 * What a Genkit tool shows a model and what it returns, offline: the definition Genkit
 * builds from the tool action's metadata (name, description, JSON Schemas) for a model
 * request, and the tool run directly (no model, no generate call).
 */
import type { ToolAction } from 'genkit';
import { toToolDefinition } from 'genkit/tool';

/** A value `ai.defineTool` (or `toGenkit`) returned: a callable action of type `tool`. */
export function isGenkitTool(value: unknown): value is ToolAction {
  return (
    typeof value === 'function' &&
    '__action' in value &&
    (value as { __action?: { actionType?: string } }).__action?.actionType === 'tool'
  );
}

export function genkitDefinition(tool: ToolAction) {
  return toToolDefinition(tool);
}

export async function runGenkitTool(tool: ToolAction, input: unknown): Promise<unknown> {
  return tool(input);
}

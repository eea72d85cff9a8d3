/**
 * OpenAI Agents SDK: a function tool (what `tool()` returns) carries what the SDK sends the
 * model, its name (already made a function name), description and JSON parameters.
 */
import type { Foreign } from '../foreign';
import type { ReachedTool } from '../../types';
import { plainJson } from './plain-json';

export function readOpenAIAgentsTool(tool: Foreign, via: string): ReachedTool {
  return {
    framework: 'openai-agents',
    name: tool.name,
    ...(typeof tool.description === 'string' && { description: tool.description }),
    input: plainJson(tool.parameters),
    via,
  };
}

/**
 * Which framework an exported value belongs to. A class instance is decided by its class
 * (`origin.ts`: the project's own packages, both builds); plain objects and functions by shape.
 */
import type { Foreign } from './foreign';
import { isInstanceOfAny, type Origins } from './origin';
import type { ContractFramework } from '../types';

type Value = Foreign;

const isObject = (value: unknown): value is Value =>
  (typeof value === 'object' || typeof value === 'function') && value !== null;

export function isMcpServer(value: unknown): value is Value {
  return isObject(value) && typeof value.registerTool === 'function' && typeof value.connect === 'function';
}

export function isGenkitInstance(value: unknown): value is Value {
  return isObject(value) && typeof value.defineTool === 'function' && isObject(value.registry);
}

export function isGenkitToolAction(value: unknown): value is Value {
  return (
    typeof value === 'function' &&
    isObject((value as Value).__action) &&
    (value as Value).__action.actionType === 'tool'
  );
}

export function isLangChainTool(value: unknown): value is Value {
  return (
    isObject(value) &&
    Array.isArray(value.lc_namespace) &&
    typeof value.name === 'string' &&
    typeof value.invoke === 'function' &&
    'schema' in value
  );
}

/** Mastra's tools are instances of its `Tool`: by the project's class when `@mastra/core` is there. */
export function isMastraTool(value: unknown, origins: Origins): value is Value {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.execute !== 'function') return false;
  if (origins.mastraTools !== undefined) return isInstanceOfAny(value, origins.mastraTools);
  return value.constructor?.name === 'Tool';
}

export function isStandardTool(value: unknown): value is Value {
  return (
    isObject(value) &&
    typeof value.name === 'string' &&
    typeof value.description === 'string' &&
    typeof value.execute === 'function' &&
    !('type' in value) &&
    !('parameters' in value)
  );
}

/** `tool({...})` returns the object literal it was given: an instance of some class is not one. */
export function isAiSdkTool(value: unknown): value is Value {
  return (
    isPlainObject(value) &&
    ('inputSchema' in value || 'parameters' in value) &&
    (typeof value.execute === 'function' || ['function', 'dynamic'].includes(value.type))
  );
}

/** An OpenAI Agents SDK function tool: `tool()` returns `{ type: 'function', name, parameters, invoke, ... }`. */
export function isOpenAIAgentsTool(value: unknown): value is Value {
  return (
    isObject(value) &&
    value.type === 'function' &&
    typeof value.name === 'string' &&
    typeof value.invoke === 'function' &&
    'parameters' in value
  );
}

/** The framework of a single tool value, or undefined. Containers (servers, instances) are not tools. */
export function toolFramework(value: unknown, origins: Origins): ContractFramework | undefined {
  if (isGenkitToolAction(value)) return 'genkit';
  if (isLangChainTool(value)) return 'langchain';
  if (isMastraTool(value, origins)) return 'mastra';
  if (isOpenAIAgentsTool(value)) return 'openai-agents';
  if (isStandardTool(value)) return 'standard';
  if (isAiSdkTool(value)) return 'ai-sdk';
  return undefined;
}

export function isPlainObject(value: unknown): value is Value {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

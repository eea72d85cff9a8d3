/** Which framework an exported value belongs to, by shape (packages may be loaded twice: no instanceof). */
import type { Foreign } from './foreign';
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

export function isMastraTool(value: unknown): value is Value {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.execute === 'function' &&
    value.constructor?.name === 'Tool'
  );
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

export function isAiSdkTool(value: unknown): value is Value {
  return (
    isObject(value) &&
    ('inputSchema' in value || 'parameters' in value) &&
    (typeof value.execute === 'function' || ['function', 'dynamic'].includes(value.type))
  );
}

/** The framework of a single tool value, or undefined. Containers (servers, instances) are not tools. */
export function toolFramework(value: unknown): ContractFramework | undefined {
  if (isGenkitToolAction(value)) return 'genkit';
  if (isLangChainTool(value)) return 'langchain';
  if (isMastraTool(value)) return 'mastra';
  if (isStandardTool(value)) return 'standard';
  if (isAiSdkTool(value)) return 'ai-sdk';
  return undefined;
}

/** A stand-in's aliases leave the rendered module: their uses, and the comments that name them, name the function. */
import { describe, expect, it } from 'vitest';
import { withAliasesInlined } from '../../cli/adapter-module/aliases';

const module = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('withAliasesInlined', () => {
  it('drops an alias of a function and names the function where the alias was used or mentioned', () => {
    const text = module(
      'function zodSchemasOnly(tool: object): object {',
      '  return tool;',
      '}',
      '',
      'const mcpOtherSchemas = zodSchemasOnly;',
      'const langchainOtherSchemas = zodSchemasOnly;',
      '',
      'export function registerMcpTool(tool: object, config: { mcpOtherSchemas?: boolean }) {',
      '  // mcpOtherSchemas deals with any other schema (not mcpOtherSchemasToo).',
      '  return [mcpOtherSchemas(tool), langchainOtherSchemas(tool), config.mcpOtherSchemas];',
      '}',
    );
    expect(withAliasesInlined(text)).toBe(
      module(
        'function zodSchemasOnly(tool: object): object {',
        '  return tool;',
        '}',
        '',
        'export function registerMcpTool(tool: object, config: { mcpOtherSchemas?: boolean }) {',
        '  // zodSchemasOnly deals with any other schema (not mcpOtherSchemasToo).',
        '  return [zodSchemasOnly(tool), zodSchemasOnly(tool), config.mcpOtherSchemas];',
        '}',
      ),
    );
  });

  it('keeps an exported alias, one used in shorthand, a `let`, and a constant that holds no function', () => {
    const text = module(
      'function zodSchemasOnly(tool: object): object {',
      '  return tool;',
      '}',
      '',
      'export const mcpOtherSchemas = zodSchemasOnly;',
      'const langchainOtherSchemas = zodSchemasOnly;',
      'let mastraOtherSchemas = zodSchemasOnly;',
      'const limit = 3;',
      'const copy = limit;',
      '',
      'export const table = { langchainOtherSchemas, copy, mastra: mastraOtherSchemas };',
    );
    expect(withAliasesInlined(text)).toBe(text);
  });
});

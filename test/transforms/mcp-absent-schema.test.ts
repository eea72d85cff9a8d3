/**
 * An input schema the code does not show defined (`inputSchema: tool.inputSchema as any`): where it is
 * `undefined` at run time the SDK calls the handler `(extra)`, where the migrated `execute` would get
 * `(undefined, extra)`. Such a registration migrates only where the handler takes no parameters, or where the
 * project's types (under strictNullChecks) show the schema never undefined; otherwise it is left manual.
 */
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mcpSdkFrontEnd } from '../../transforms/front-ends/mcp-sdk';
import { transformSource } from '../../transforms/lib/engine';
import { questionKey, type TypeAnswers } from '../../transforms/lib/type-oracle';

const directory = path.join(__dirname, '..', '..', '__testfixtures__', 'mcp-sdk');

const LOOP = (handler: string) => `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { tools } from './tools';
const server = new McpServer({ name: 's', version: '1.0.0' });
for (const tool of tools) {
  server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema as any }, ${handler});
}
`;

function run(source: string, typeAnswers?: TypeAnswers) {
  return transformSource(source, path.join(directory, 'inline.ts'), [mcpSdkFrontEnd], {
    adapterPath: path.join(directory, 'std-tool.ts'),
    ...(typeAnswers && { typeAnswers }),
  });
}

/** The reasons definitions were left manual. */
const codes = (result: ReturnType<typeof run>) =>
  result.diagnostics.filter((diagnostic) => diagnostic.kind === 'manual').map((diagnostic) => diagnostic.reason);

describe('an input schema that may be undefined', () => {
  it('leaves a handler that takes parameters manual, having asked whether the schema is ever undefined', () => {
    const result = run(LOOP('tool.handler'));
    expect(result.output).toBeUndefined();
    expect(codes(result)).toEqual(['input-schema-may-be-absent']);
    const asked = (result.askedTypes ?? []).map(({ question }) => question);
    expect(asked.map((question) => question.question)).toContain('isNeverNullish');
  });

  it('migrates it where the types show the schema never undefined', () => {
    const source = LOOP('tool.handler');
    const schema = source.indexOf('tool.inputSchema as any');
    const key = questionKey({
      question: 'isNeverNullish',
      start: schema,
      end: schema + 'tool.inputSchema as any'.length,
    });
    const result = run(source, { [key]: true });
    expect(codes(result)).toEqual([]);
    expect(result.output).toContain('execute: tool.handler');
  });

  it('migrates a handler of no parameters, asking nothing: called (extra) or (args, extra), it does the same', () => {
    const result = run(LOOP("async () => ({ content: [{ type: 'text', text: 'pong' }] })"));
    expect(codes(result)).toEqual([]);
    expect(result.output).toBeDefined();
    expect((result.askedTypes ?? []).map(({ question }) => question.question)).not.toContain('isNeverNullish');
  });

  it('leaves `inputSchema: undefined` manual where the handler reads the request context first', () => {
    const source = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
const server = new McpServer({ name: 's', version: '1.0.0' });
server.registerTool('whoami', { inputSchema: undefined }, async (extra: { requestId: number }) => ({
  content: [{ type: 'text', text: String(extra.requestId) }],
}));
`;
    expect(codes(run(source))).toEqual(['input-schema-may-be-absent']);
  });

  it("asks of a parameter's field, not of a module constant's field by a written name", () => {
    const source = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { makeSchemas } from './schemas';
import { handlers } from './handlers';
const schemas = makeSchemas();
export function register(server: McpServer, props: { name: string; args: unknown; run: any }) {
  server.registerTool(props.name, { inputSchema: props.args as any }, async (args: unknown, extra: unknown) => props.run(args, extra));
  server.registerTool('fixed', { inputSchema: schemas.fixed }, handlers.fixed);
}
`;
    const result = run(source);
    expect(codes(result)).toEqual(['input-schema-may-be-absent']);
    const asked = (result.askedTypes ?? []).filter(({ question }) => question.question === 'isNeverNullish');
    expect(asked.map(({ question }) => source.slice(question.start, question.end))).toEqual(['props.args as any']);
  });

  it('asks nothing of a schema the code shows: a zod expression, an object literal', () => {
    for (const schema of ['z.object({ a: z.string() })', '{ a: z.string() }']) {
      const source = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
const server = new McpServer({ name: 's', version: '1.0.0' });
server.registerTool('t', { inputSchema: ${schema} }, async (args: { a: string }) => ({ content: [{ type: 'text', text: args.a }] }));
`;
      const result = run(source);
      expect(codes(result)).toEqual([]);
      expect((result.askedTypes ?? []).map(({ question }) => question.question)).not.toContain('isNeverNullish');
    }
  });
});

/**
 * MCP 1.x registers through `tool()` on a server without `registerTool` (a wrapper, a test double,
 * an SDK before 1.12). The adapter module keeps that way only where a migrated tool came from a
 * `server.tool(...)` call (such a server may be given one), or an earlier copy already had it:
 * from the front end's summary, through the project's facts, to the module.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectFacts } from '../../cli/adapter-module/project-facts';
import { renderAdapterModule } from '../../cli/adapter-module/render';
import type { FileResult } from '../../cli/runner/file-result';
import { transformSource } from '../../transforms/lib/engine';
import { frontEndsById } from '../../transforms/registry';

const project = mkdtempSync(path.join(tmpdir(), 'std-tool-mcp-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));
writeFileSync(
  path.join(project, 'package.json'),
  JSON.stringify({ dependencies: { '@modelcontextprotocol/sdk': '1' } }),
);
const adapterPath = path.join(project, 'std-tool.ts');
const packages = { '@modelcontextprotocol/sdk': '1.32.2', zod: '4.6.7' };

const server = [
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
  "import { z } from 'zod';",
  "const server = new McpServer({ name: 's', version: '1' });",
];

/** The migrated file, as the runner hands it to the planner. */
function migrated(registration: string): FileResult {
  const filePath = path.join(project, 'server.ts');
  const source = [...server, registration, ''].join('\n');
  const result = transformSource(source, filePath, [frontEndsById['mcp-sdk']], { adapterPath });
  expect(result.tools).toHaveLength(1);
  return {
    path: filePath,
    status: 'changed',
    tools: result.tools,
    diagnostics: [],
    original: source,
    output: result.output,
  };
}

const moduleFor = (file: FileResult) =>
  renderAdapterModule(
    { frameworks: ['mcp-sdk'], packages, style: 'ts', ...projectFacts(adapterPath, [file]) },
    '0.0.0',
  );

const throughTool =
  "server.tool('add', 'Add', { a: z.number() }, async ({ a }) => ({ content: [{ type: 'text', text: String(a) }] }));";
const throughRegisterTool =
  "server.registerTool('add', { description: 'Add', inputSchema: { a: z.number() } }, async ({ a }) => ({ content: [{ type: 'text', text: String(a) }] }));";

describe('the way through tool()', () => {
  it('is kept where a migrated tool came from server.tool()', () => {
    const file = migrated(throughTool);
    expect(file.tools[0]!.adapterFeatures).toEqual(['mcp-tool-method']);
    const rendered = moduleFor(file);
    expect(rendered.modules).toContain('mcp-tool-method');
    expect(rendered.text).toContain('function mcpToolArgs(');
  });

  it('goes where every migrated tool came from registerTool, on an SDK that has it', () => {
    const file = migrated(throughRegisterTool);
    expect(file.tools[0]!.adapterFeatures).toBeUndefined();
    const rendered = moduleFor(file);
    expect(rendered.modules).toContain('mcp-no-tool-method');
    expect(rendered.text).not.toContain('mcpToolArgs');
  });

  it('stays where an earlier copy has it: files migrated then may register on such a server', () => {
    const current = moduleFor(migrated(throughTool)).text;
    // A copy from before the way through tool() was named mcpToolArgs.
    const older = current.replace('function mcpToolArgs(', 'function mcpRegisterThroughTool(');
    try {
      for (const copy of [current, older]) {
        writeFileSync(adapterPath, copy);
        expect(moduleFor(migrated(throughRegisterTool)).modules).toContain('mcp-tool-method');
      }
    } finally {
      rmSync(adapterPath);
    }
  });
});

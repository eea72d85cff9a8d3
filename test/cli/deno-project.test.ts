/**
 * A Deno project (deno.json or deno.jsonc, no tsconfig.json, no package.json): the type oracle builds its program
 * with Deno's options (strict, `.ts` in import specifiers, the import map's own files as aliases), and its import
 * map's `npm:` ranges are its declared versions. Through the built CLI: an MCP handler's text that another module
 * declares a string is proved one, and the adapter module is the one for the versions the import map declares.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denoCompilerOptions, denoDeclaredRanges, nearestDenoConfig } from '../../cli/runner/deno-project';
import { packageVersions } from '../../cli/runner/projects';
import { makeTempDir, parseJson, removeTempDirs, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const DENO_JSONC = `{
  // Deno reads comments here.
  "imports": {
    "@modelcontextprotocol/sdk": "npm:@modelcontextprotocol/sdk@^1.29.0",
    "zod": "npm:zod@^4.3.6",
    "@std/assert": "jsr:@std/assert@1",
    "@/": "./src/",
    "utils": "./src/utils.ts"
  },
  "compilerOptions": { "lib": ["ES2022", "deno.ns", "deno.window"], "strict": true }
}
`;

describe("a Deno project's config", () => {
  it("gives Deno's compiler options, its own files' imports as aliases, and its npm ranges", () => {
    const root = makeTempDir('deno-config');
    writeTree(root, { 'deno.jsonc': DENO_JSONC, 'src/tools/x.ts': '' });
    const configPath = nearestDenoConfig(path.join(root, 'src/tools'));
    expect(configPath).toBe(path.join(root, 'deno.jsonc'));
    const options = denoCompilerOptions(configPath!)!;
    expect(options.strict).toBe(true);
    expect(options.allowImportingTsExtensions).toBe(true);
    expect(options.lib).toEqual(['lib.es2022.d.ts']);
    expect(options.paths).toEqual({ '@/*': ['./src/*'], utils: ['./src/utils.ts'] });
    expect(denoDeclaredRanges(configPath!)).toEqual({ '@modelcontextprotocol/sdk': '^1.29.0', zod: '^4.3.6' });
    expect(packageVersions(root)).toEqual({ '@modelcontextprotocol/sdk': '1.29.0', zod: '4.3.6' });
  });
});

const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { formatError } from "./errors.ts";
import { summary } from "@/summary.ts";

export const registerTools = (server: McpServer): void => {
  server.registerTool(
    "summarize",
    { description: "Summarize the lines", inputSchema: { lines: z.array(z.string()) } },
    async ({ lines }) => {
      try {
        return { content: [{ type: "text", text: summary(lines) }] };
      } catch (err) {
        return { content: [{ type: "text", text: formatError(err) }] };
      }
    },
  );
};
`;

const ERRORS = `export const formatError = (err: unknown): string =>
  err instanceof Error ? \`Error: \${err.message}\` : \`Error: \${String(err)}\`;
`;

const SUMMARY = `export function summary(lines: string[]) {
  return lines.filter((line) => line !== "").join("\\n");
}
`;

describe('a Deno project through the built CLI', () => {
  const run = async (config: string | undefined) => {
    const root = makeTempDir('deno-cli');
    writeTree(root, {
      ...(config !== undefined && { 'deno.json': config }),
      'src/tools.ts': SERVER,
      'src/errors.ts': ERRORS,
      'src/summary.ts': SUMMARY,
    });
    const result = await runCli(['--yes', '--allow-dirty', '--json', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const report = parseJson(result) as unknown as {
      files: Array<{ tools?: Array<{ name: string; tied: string[] }> }>;
    };
    const tools = report.files.flatMap((file) => file.tools ?? []);
    return { tools, root };
  };

  it('proves the texts strings with the Deno program, and renders the module for the import map', async () => {
    const deno = await run(JSON.stringify({ imports: JSON.parse(DENO_JSONC.replace(/\/\/.*\n/, '')).imports }));
    expect(deno.tools).toEqual([expect.objectContaining({ name: 'summarize', tied: [] })]);
    const tools = readFileSync(path.join(deno.root, 'src/tools.ts'), 'utf8');
    expect(tools).toContain('return summary(lines);');
    expect(tools).toContain('return formatError(err);');
    const module = readFileSync(path.join(deno.root, 'std-tool.ts'), 'utf8');
    expect(module).toContain('@modelcontextprotocol/sdk 1.x, zod 4.x');

    // Without the config there is no project: the results are kept, tied.
    const bare = await run(undefined);
    expect(bare.tools).toEqual([expect.objectContaining({ name: 'summarize', tied: [expect.any(String)] })]);
  });
});

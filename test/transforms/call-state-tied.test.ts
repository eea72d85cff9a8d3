/**
 * A tool whose code uses what its framework keeps for the call besides its parameters is tied (the `tied` list the
 * CLI's `--json` reports per tool): the MCP server it is registered on, Genkit's session and action context,
 * LangChain's context variables and LangGraph's run. Found by binding: a local of the same name, another object,
 * a library use of the framework (`ai.generate()`) or a subclass's own members are not. Fixtures mcp-sdk/99,
 * genkit/40 and langchain/69.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { genkitFrontEnd } from '../../transforms/front-ends/genkit';
import { langChainFrontEnd } from '../../transforms/front-ends/langchain';
import { mcpSdkFrontEnd } from '../../transforms/front-ends/mcp-sdk';
import type { FrontEnd } from '../../transforms/lib/front-end';
import { transformSource } from '../../transforms/lib/engine';

const fixtures = path.join(__dirname, '..', '..', '__testfixtures__');

function tiedOf(folder: string, file: string, frontEnd: FrontEnd): Record<string, string[]> {
  const inputPath = path.join(fixtures, folder, file);
  const result = transformSource(readFileSync(inputPath, 'utf8'), inputPath, [frontEnd], {
    adapterPath: path.join(fixtures, folder, 'std-tool.ts'),
  });
  expect(result.error).toBeUndefined();
  return Object.fromEntries(result.tools.map((tool) => [tool.name, tool.tied]));
}

describe('tools that use what their framework keeps for the call', () => {
  it('MCP: the server the tool is registered on, by name or as `this.server`', () => {
    const tied = tiedOf('mcp-sdk', '99-server-used-by-handler.input.ts', mcpSdkFrontEnd);
    // Without the type oracle (its answers make these texts strings in the fixture), a text read from an
    // object may be a promise, which `execute`'s awaited return would resolve: such a result is kept.
    const kept = 'keeps an MCP-shaped result (the adapter passes it through unchanged)';
    expect(tied).toEqual({
      confirm: [kept, 'execute uses the MCP server it is registered on (`server.server.elicitInput`)'],
      ping: ['execute uses the MCP server it is registered on (`server.sendLoggingMessage`)'],
      local: [kept],
      notify: [kept, 'execute uses the MCP server it is registered on (`this.server.server.sendToolListChanged`)'],
      label: [kept],
    });
  });

  it("Genkit: the instance's session and context, and getContext(); not ai.generate()", () => {
    const tied = tiedOf('genkit', '40-session-used-by-function.input.ts', genkitFrontEnd);
    expect(tied).toEqual({
      lookup: ['execute reads the session or context Genkit keeps for the call (`ai.currentSession`)'],
      whoami: ['execute reads the session or context Genkit keeps for the call (`getContext`)'],
      summarize: [],
    });
  });

  it("LangChain: getContextVariable() and LangGraph's getConfig(); not a local of the same name", () => {
    const tied = tiedOf('langchain', '69-run-context-used-by-tool.input.ts', langChainFrontEnd);
    expect(tied).toEqual({
      current_user: ['execute reads the run LangChain keeps for the call (`getContextVariable`)'],
      thread_id: ['execute reads the run LangChain keeps for the call (`graphConfig`)'],
      echo: [],
    });
  });
});

/** A snapshot written when the contract called the MCP SDK `mcp` reads as `mcp-sdk`, the descriptor's id. */
import { describe, expect, it } from 'vitest';
import { parseSnapshot, SNAPSHOT_FORMAT, SNAPSHOT_VERSION } from '../../cli/contract/snapshot';

describe('contract snapshot framework ids', () => {
  it("reads an older snapshot's `mcp` tools as `mcp-sdk`", () => {
    const tool = (framework: string, name: string) => ({
      key: `src/server.ts#${framework}/${name}`,
      module: 'src/server.ts',
      framework,
      name,
      via: 'server',
      providers: {},
    });
    const text = JSON.stringify({
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      tools: [tool('mcp', 'echo'), tool('ai-sdk', 'weather')],
      unreachable: [],
    });
    const snapshot = parseSnapshot(text, 'contract.json');
    expect(snapshot.tools.map((entry) => [entry.key, entry.framework])).toEqual([
      ['src/server.ts#mcp-sdk/echo', 'mcp-sdk'],
      ['src/server.ts#ai-sdk/weather', 'ai-sdk'],
    ]);
  });
});

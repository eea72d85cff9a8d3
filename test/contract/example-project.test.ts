/**
 * `contract` on the bundled example, through the built binary: what it reaches and
 * cannot reach, and snapshot → migrate → edits to a description, a schema and a name →
 * `--check` exits 2 naming exactly those three tools and fields.
 */
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs, requireBuiltCli, runCli } from '../cli/support/temp-project';
import { edit, exampleProject, readSnapshot } from './support';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

describe('contract on examples/weather-app', () => {
  it('records every reachable tool, says it runs the code, and after the migration differs only by the edits', async () => {
    const root = exampleProject();
    const snapshotFile = path.join(root, 'contract.json');

    // JSON on stdout as well as the snapshot file: the two are the same contract.
    const first = await runCli(['contract', '.', '--format', 'json', '--out', snapshotFile], { cwd: root });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/this runs their code/);
    const snapshot = readSnapshot(snapshotFile);
    expect(JSON.parse(first.stdout)).toEqual(snapshot);
    expect(snapshot.tools.map((tool) => tool.key)).toEqual([
      'src/ai/tools.ts#ai-sdk/convertTemperatureTool',
      'src/ai/tools.ts#ai-sdk/weatherTool',
      'src/genkit/flows.ts#genkit/get_home_city',
      'src/genkit/flows.ts#genkit/get_weather',
      'src/langchain/agent.ts#langchain/convert_temperature',
      'src/langchain/agent.ts#langchain/get_forecast',
      'src/mastra/tools.ts#mastra/get-forecast',
      'src/mcp/server.ts#mcp-sdk/convert_temperature',
      'src/mcp/server.ts#mcp-sdk/get_forecast',
      'src/mcp/server.ts#mcp-sdk/get_weather',
    ]);
    const mcpWeather = snapshot.tools.find((tool) => tool.key === 'src/mcp/server.ts#mcp-sdk/get_weather')!;
    expect(mcpWeather).toMatchObject({ title: 'Current weather', description: 'Get the current weather for a city' });
    expect(mcpWeather.input).toMatchObject({ type: 'object', required: ['city'] });
    expect(Object.keys(mcpWeather.providers).sort()).toEqual(
      ['anthropic', 'gemini', 'gemini-json-schema', 'openai', 'openai-strict'].sort(),
    );
    expect(mcpWeather.providers['openai-strict']).toMatchObject({
      schema: { required: ['city', 'unit'], additionalProperties: false },
      widened: false,
    });
    // The inline tool inside handleChat(req, model) cannot exist without arguments.
    expect(snapshot.unreachable).toEqual([
      expect.objectContaining({ file: 'src/ai/chat.ts', name: 'get_home_forecast', reason: 'factory-with-parameters' }),
    ]);

    const migrated = await runCli(['--yes', '.'], { cwd: root });
    expect(migrated.code, migrated.stderr).toBe(0);

    // One --check after the migration and three edits (a contract run imports every module: one run, not
    // two): it reports exactly the three edits, so everything else is as before the migration. The edits
    // write values no migration writes; "unchanged, exit 0" after a migration is frameworks.test.ts's.
    edit(
      root,
      'src/genkit/flows.ts',
      "description: 'Get the current weather for a city'",
      "description: 'Weather now'",
    );
    edit(root, 'src/langchain/agent.ts', 'value: z.number(),', 'value: z.number().min(-273.15),');
    edit(root, 'src/mcp/server.ts', "name: 'get_forecast'", "name: 'get_daily_forecast'");
    const drift = await runCli(['contract', '.', '--check', snapshotFile], { cwd: root });
    expect(drift.code, drift.stdout + drift.stderr).toBe(2);
    expect(drift.stdout).toMatch(/^The contract changed: 3 differences$/m);
    // Every difference listed, in full: nothing else changed, by the migration or otherwise.
    const differences = drift.stdout
      .split('\n')
      .filter((line) => /^ {2}(?!note: )\S/.test(line))
      .map((line) => line.trim());
    expect(differences.sort()).toEqual(
      [
        'genkit get_weather (src/genkit/flows.ts): description changed: "Get the current weather for a city" → "Weather now"',
        'langchain convert_temperature (src/langchain/agent.ts): input changed (added minimum at /value (-273.15))',
        'mcp-sdk get_daily_forecast (src/mcp/server.ts): name changed: "get_forecast" → "get_daily_forecast"',
      ].sort(),
    );
    // The standard tools the migration added are noted, not counted as drift.
    expect(drift.stdout).toMatch(/note: standard get_weather \(src\/ai\/tools\.ts\): tool added/);
  }, 240_000);

  // As JSON equal to the snapshot: the first test's first run.
  it('prints the contract as Markdown', async () => {
    const root = exampleProject();
    const markdown = await runCli(['contract', 'src/mcp', '--format', 'markdown'], { cwd: root });
    expect(markdown.code, markdown.stderr).toBe(0);
    expect(markdown.stdout).toContain('## mcp-sdk `get_weather`');
    expect(markdown.stdout).toContain('| Gemini parametersJsonSchema | no | sent as is |');
  }, 120_000);
});

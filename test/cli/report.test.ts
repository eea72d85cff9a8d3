/**
 * `std-tool-migrate report`: writes nothing; lists every tool definition and the tools
 * defined more than once, in text, Markdown, JSON and SARIF; exit 2 with
 * --fail-on-duplicates when there are some.
 */
import { cpSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport } from '../../cli/report/formats';
import { findDuplicates, normalizedName, type InventoryEntry } from '../../cli/report/inventory';
import { toolVersion } from '../../cli/version';
import { DIAGNOSTIC_CATALOGUE, diagnosticCodes } from '../../transforms/lib/diagnostic-catalogue';
import {
  makeTempDir,
  removeTempDirs,
  repoRoot,
  requireBuiltCli,
  runCli,
  snapshotTree,
  writeTree,
} from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

function exampleCopy(): string {
  const root = makeTempDir('report');
  cpSync(path.join(repoRoot, 'examples', 'weather-app'), root, { recursive: true });
  return root;
}

const entry = (framework: string, name: string, description?: string): InventoryEntry => ({
  framework,
  name,
  file: `${framework}.ts`,
  line: 1,
  column: 1,
  description,
  status: 'migratable',
  notes: [],
});

describe('duplicate detection', () => {
  it('groups names that differ only in case and separators, then equal descriptions across names', () => {
    expect(normalizedName('get_weather')).toBe(normalizedName('getWeather'));
    expect(normalizedName('get-weather')).toBe(normalizedName('GetWeather'));
    const groups = findDuplicates([
      entry('ai-sdk', 'getWeather', 'Weather'),
      entry('mcp-sdk', 'get_weather', 'Current weather'),
      entry('genkit', 'lookup', 'Find a record.'),
      entry('langchain', 'find', 'find a  record'),
      entry('mastra', 'unique', 'Only once'),
    ]);
    expect(groups.map((group) => [group.by, group.key, group.entries.map((member) => member.name)])).toEqual([
      ['name', 'getweather', ['getWeather', 'get_weather']],
      ['description', 'find a record', ['lookup', 'find']],
    ]);
  });

  it('groups no names written as expressions (known only at run time), but their equal descriptions', () => {
    const dynamic = (framework: string, description?: string) => ({
      ...entry(framework, 'name', description),
      runtimeName: true as const,
    });
    expect(findDuplicates([dynamic('mcp-sdk', 'Kill it'), dynamic('genkit', 'Restart it')])).toEqual([]);
    expect(findDuplicates([dynamic('mcp-sdk'), entry('ai-sdk', 'name')])).toEqual([]);
    expect(
      findDuplicates([dynamic('mcp-sdk', 'Same'), dynamic('genkit', 'Same')]).map((group) => [group.by, group.key]),
    ).toEqual([['description', 'same']]);
  });

  it('does not repeat a name group as a description group', () => {
    expect(
      findDuplicates([entry('ai-sdk', 'a_b', 'Same'), entry('mcp-sdk', 'aB', 'Same')]).map((group) => group.by),
    ).toEqual(['name']);
  });
});

describe('report on the example project', () => {
  it('text: lists the tools and the duplicates, writes nothing, exit 0', async () => {
    const root = exampleCopy();
    const before = snapshotTree(root);
    const result = await runCli(['report', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/mcp-sdk\s+get_weather\s+src\/mcp\/server\.ts:\d+:\d+/);
    // The AI SDK tool is named by the record key another file gives it: `get_weather`, like the others.
    expect(result.stdout).toMatch(
      /same name "get_weather" \(differ in title, inputSchema, outputSchema, execute\):\n\s+ai-sdk\s+get_weather\s+src\/ai\/tools\.ts:\d+:\d+\n\s+genkit\s+get_weather\s+src\/genkit\/flows\.ts:\d+:\d+\n\s+mcp-sdk\s+get_weather\s+src\/mcp\/server\.ts/,
    );
    expect(result.stdout).not.toContain('src/openai/functions.ts');
    expect(snapshotTree(root)).toEqual(before);
  });

  it('json, markdown and sarif', async () => {
    const root = exampleCopy();
    const jsonRun = await runCli(['report', '--format', 'json', '.'], { cwd: root });
    expect(jsonRun.code, jsonRun.stderr).toBe(0);
    const json = JSON.parse(jsonRun.stdout);
    expect(json.entries.length).toBeGreaterThanOrEqual(6);
    const weather = json.duplicates.find((group: { key: string }) => group.key === 'getweather');
    expect(weather.entries.map((member: InventoryEntry) => member.framework).sort()).toEqual([
      'ai-sdk',
      'genkit',
      'mcp-sdk',
    ]);

    // Markdown and SARIF of the same inventory, by the function the CLI prints them with (the example's scan
    // loads TypeScript and Genkit's types: one run, not three). The flags reach them in the CLI runs of the
    // next test (SARIF) and of test/consolidate/cli.test.ts (both).
    expect(formatReport(json, 'json', toolVersion())).toBe(jsonRun.stdout);
    const markdown = formatReport(json, 'markdown', toolVersion());
    expect(markdown).toMatch(/^# Tool inventory$/m);
    expect(markdown).toMatch(/^\| migratable \| mcp-sdk \| `get_weather` \| `src\/mcp\/server\.ts:\d+:\d+` \|/m);
    expect(markdown).toMatch(/^## Defined more than once$/m);

    const sarif = JSON.parse(formatReport(json, 'sarif', toolVersion()));
    expect(sarif.version).toBe('2.1.0');
    const results = sarif.runs[0].results as Array<{
      ruleId: string;
      locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }>;
    }>;
    const duplicates = results.filter((result) => result.ruleId === 'duplicate-tool');
    expect(duplicates.length).toBeGreaterThanOrEqual(2);
    expect(duplicates.map((result) => result.locations[0]!.physicalLocation.artifactLocation.uri)).toContain(
      'src/mcp/server.ts',
    );
    const rules = sarif.runs[0].tool.driver.rules as Array<{
      id: string;
      shortDescription: { text: string };
      properties?: { kind: string };
    }>;
    expect(rules.map((rule) => rule.id)).toContain('duplicate-tool');
    // Every diagnostic code is a rule, described by the catalogue.
    for (const code of diagnosticCodes) {
      expect(rules.find((rule) => rule.id === code)).toEqual({
        id: code,
        shortDescription: { text: DIAGNOSTIC_CATALOGUE[code].message },
        properties: { kind: DIAGNOSTIC_CATALOGUE[code].kind },
      });
    }
  });

  it('a manual definition carries its diagnostic code, in JSON and as its SARIF rule', async () => {
    const root = makeTempDir('report-manual');
    writeTree(root, {
      'package.json': JSON.stringify({ name: 'manual', dependencies: { ai: '^6.0.0', zod: '^4.2.0' } }),
      'src/tools.ts': [
        "import { tool } from 'ai';",
        "import { z } from 'zod';",
        '',
        "// No execute: the client runs it, so there is nothing for a standard tool's execute.",
        "export const confirm = tool({ description: 'Ask the user', inputSchema: z.object({ text: z.string() }) });",
        '',
      ].join('\n'),
    });
    const json = JSON.parse((await runCli(['report', '--format', 'json', '.'], { cwd: root })).stdout);
    const manual = json.entries.filter((item: InventoryEntry) => item.status === 'manual');
    expect(manual.map((item: InventoryEntry) => item.code)).toEqual(['no-execute']);
    const sarif = JSON.parse((await runCli(['report', '--format', 'sarif', '.'], { cwd: root })).stdout);
    const ruleIds = sarif.runs[0].results.map((result: { ruleId: string }) => result.ruleId);
    expect(ruleIds).toEqual(['no-execute']);
    expect(sarif.runs[0].tool.driver.rules.map((rule: { id: string }) => rule.id)).toContain('no-execute');
  });

  it('--fail-on-duplicates exits 2 when a tool is defined twice, 0 when not; a missing path exits 1', async () => {
    const root = exampleCopy();
    expect((await runCli(['report', '--fail-on-duplicates', '.'], { cwd: root })).code).toBe(2);
    expect((await runCli(['report', '--fail-on-duplicates', 'src/mastra'], { cwd: root })).code).toBe(0);
    expect((await runCli(['report', 'nowhere'], { cwd: root })).code).toBe(1);
  });
});

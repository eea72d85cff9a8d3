/**
 * `contract` on one module per framework (through the built binary): every framework
 * is reached as it sends its tools, what cannot be reached says why, and the contract
 * is the same after the migration but for an edit, which makes `--check` exit 2.
 */
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs, requireBuiltCli, runCli } from '../cli/support/temp-project';
import { frameworkFixtures } from './fixture-project';
import { edit, projectWith, readSnapshot } from './support';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

describe('contract on per-framework fixtures', () => {
  it('reaches every framework, lists the unreachable, and after the migration differs only by the edit', async () => {
    const root = projectWith('contract-frameworks', frameworkFixtures);
    const snapshotFile = path.join(root, 'contract.json');
    const first = await runCli(['contract', 'src', '--out', snapshotFile], { cwd: root });
    expect(first.code, first.stderr).toBe(0);
    const snapshot = readSnapshot(snapshotFile);
    expect(snapshot.tools.map((tool) => [tool.key, tool.via])).toEqual([
      ['src/agents.ts#openai-agents/spell', 'spell'],
      ['src/ai.ts#ai-sdk/lookup', 'tools.lookup'],
      ['src/genkit.ts#genkit/add', 'ai'],
      ['src/langchain.ts#langchain/shout', 'shout'],
      // CommonJS exports arrive as `default` too: read once, under their own names.
      ['src/legacy.cjs#ai-sdk/legacy', 'legacy'],
      ['src/mastra.ts#mastra/reverse', 'reverse'],
      ['src/mcp-v2.ts#mcp-sdk/count', 'server'],
      ['src/mcp.ts#mcp-sdk/echo', 'createServer()'],
    ]);
    expect(snapshot.unreachable).toEqual([
      expect.objectContaining({ file: 'src/ai.ts', line: 12, name: 'hidden', reason: 'not-exported' }),
      expect.objectContaining({
        file: 'src/ai.ts',
        line: 19,
        reason: 'factory-with-parameters',
        message: expect.stringContaining('makeGreeter(...)'),
      }),
    ]);
    const byKey = new Map(snapshot.tools.map((tool) => [tool.key, tool]));
    // The Gemini JSON Schema view drops what Gemini does not read, and says the model may send more.
    const lookup = byKey.get('src/ai.ts#ai-sdk/lookup')!;
    expect(lookup.providers['gemini-json-schema']).toMatchObject({
      widened: true,
      changes: expect.arrayContaining([
        expect.objectContaining({ path: '/word', keyword: 'pattern', change: 'dropped' }),
        expect.objectContaining({ path: '/word', keyword: 'minLength', change: 'dropped' }),
      ]),
    });
    expect(lookup.providers.gemini).toMatchObject({ widened: false });
    expect(byKey.get('src/mastra.ts#mastra/reverse')!.output).toMatchObject({ properties: { reversed: {} } });
    expect(byKey.get('src/genkit.ts#genkit/add')!.output).toMatchObject({ type: 'number' });

    const migrated = await runCli(['--yes', 'src'], { cwd: root });
    expect(migrated.code, migrated.stderr).toBe(0);

    // One --check after the migration and an edit (a contract run imports every module: one run, not
    // two). The edit writes what no migration writes (an email format becomes a URL one), and the one
    // difference listed is that edit, in full: every other tool's contract survived the migration.
    // "Unchanged, exit 0" after a migration is safety.test.ts's.
    edit(root, 'src/mastra.ts', 'z.string().email()', 'z.string().url()');
    const drift = await runCli(['contract', 'src', '--check', snapshotFile], { cwd: root });
    expect(drift.code, drift.stdout).toBe(2);
    expect(drift.stdout).toMatch(/^The contract changed: 1 difference$/m);
    const differences = drift.stdout.split('\n').filter((line) => /^ {2}(?!note: )\S/.test(line));
    expect(differences).toHaveLength(1);
    // The format, and the pattern zod gives .email() (.url() has none): two changes at /text, nothing else.
    expect(differences[0]).toMatch(
      /^ {2}mastra reverse \(src\/mastra\.ts\): input changed \(changed format at \/text: "email" → "uri"; dropped pattern at \/text \(was "/,
    );
    expect(differences[0]!.match(/ at \//g)).toHaveLength(2);
  }, 240_000);
});

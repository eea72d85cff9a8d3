/**
 * The consolidation example of docs/consolidate.md is what the tool does on examples/weather-app:
 * `report` prints the drift it shows; keeping the LangChain `convert_temperature` moves
 * it to src/tools/convert_temperature.ts with the text shown, the page's diff turns the
 * migrated files into the consolidated ones, and the result type-checks (strict,
 * NodeNext, noUnusedLocals) against the installed frameworks.
 */
import { applyPatch, parsePatch } from 'diff';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameworkIds } from '../../transforms/frameworks';
import { renderAdapterModule } from '../../cli/adapter-module/render';
import { packageVersions } from '../../cli/runner/projects';
import { requireBuiltCli, runCli } from '../cli/support/temp-project';
import { runFixture, type FixtureRun } from './support/run-fixture';
import { sharingHost } from '../support/type-check';

const repoRoot = path.join(__dirname, '..', '..');
const example = path.join(repoRoot, 'examples', 'weather-app');
const section = readFileSync(path.join(repoRoot, 'docs', 'consolidate.md'), 'utf8');
const scratch = path.join(os.tmpdir(), `stm-consolidate-example-${process.pid}`);
// Inside the repository: the type-check resolves the installed framework packages.
const workspace = path.join(repoRoot, `.tmp-consolidate-example-${process.pid}`);
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(workspace, { recursive: true, force: true });
});

/** The fenced block of `language` that follows `after` on the page. */
function block(language: string, after: string): string {
  const start = section.indexOf(after);
  expect(start, after).toBeGreaterThan(-1);
  const open = section.indexOf(`\`\`\`${language}\n`, start) + language.length + 4;
  return section.slice(open, section.indexOf('```', open));
}

function copyOfExample(label: string): string {
  const root = path.join(scratch, label);
  cpSync(example, root, {
    recursive: true,
    filter: (source) => !source.includes('node_modules') && !source.includes(`${path.sep}dist`),
  });
  return root;
}

let migrated: FixtureRun;
let consolidated: FixtureRun;
beforeAll(async () => {
  migrated = await runFixture(copyOfExample('migrated'));
  // Sites in file order: src/ai/tools.ts, src/langchain/agent.ts, src/mcp/server.ts.
  consolidated = await runFixture(copyOfExample('consolidated'), { converttemperature: 1 });
}, 120_000);

describe('the docs/consolidate.md example on examples/weather-app', () => {
  it('report prints the drift the page shows', async () => {
    requireBuiltCli();
    const result = await runCli(['report', 'src'], { cwd: example });
    expect(result.code, result.stderr).toBe(0);
    let at = 0;
    for (const line of block('text', 'On the bundled example').split('\n')) {
      if (line.trim() === '...' || line.trim() === '') continue;
      const found = result.stdout.indexOf(`${line}\n`, at);
      expect(found, `${line}\n--- in ---\n${result.stdout}`).toBeGreaterThan(-1);
      at = found + line.length;
    }
  });

  it('--yes merges none of its groups: they all differ', () => {
    expect(migrated.plan.merged).toEqual([]);
    expect(migrated.plan.notMerged.map(({ group }) => group.key).sort()).toEqual([
      'converttemperature',
      'getforecast',
      'getweather',
    ]);
  });

  it('the picked convert_temperature moves to src/tools/convert_temperature.ts, as shown', () => {
    expect(consolidated.plan.merged.map((merged) => merged.group.key)).toEqual(['converttemperature']);
    expect([...consolidated.plan.created.keys()].map((file) => path.basename(file))).toEqual([
      'convert_temperature.ts',
    ]);
    expect(consolidated.tree.get('src/tools/convert_temperature.ts')).toBe(
      block('ts', 'definition moves to `src/tools/convert_temperature.ts`'),
    );
  });

  it("the page's diff turns the migrated files into the consolidated ones", () => {
    const patches = parsePatch(block('diff', 'and the three sites import it'));
    expect(patches.map((patch) => patch.newFileName)).toEqual([
      'b/src/ai/tools.ts',
      'b/src/mcp/server.ts',
      'b/src/langchain/agent.ts',
    ]);
    for (const patch of patches) {
      const file = patch.newFileName!.slice(2);
      expect(applyPatch(migrated.tree.get(file)!, patch), file).toBe(consolidated.tree.get(file));
    }
    const changed = [...consolidated.tree].filter(([file, text]) => migrated.tree.get(file) !== text);
    expect(changed.map(([file]) => file).sort()).toEqual([
      'src/ai/tools.ts',
      'src/langchain/agent.ts',
      'src/mcp/server.ts',
      'src/tools/convert_temperature.ts',
    ]);
  });

  it('the consolidated project type-checks with noUnusedLocals', () => {
    for (const [file, text] of consolidated.tree) {
      mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true });
      writeFileSync(path.join(workspace, file), text);
    }
    const rendered = renderAdapterModule(
      {
        frameworks: [...frameworkIds],
        packages: packageVersions(repoRoot),
        style: 'ts',
      },
      '0.0.0',
    );
    writeFileSync(path.join(workspace, 'src', 'std-tool.ts'), rendered.text);
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(workspace, 'tsconfig.json'),
      { noUnusedLocals: true, noEmit: true },
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => expect(diagnostic).toBeUndefined() },
    )!;
    // The package types parsed once per worker (test/support/type-check.ts), as the other type-checks share them.
    const program = ts.createProgram({
      rootNames: config.fileNames,
      options: config.options,
      host: sharingHost(config.options),
    });
    const messages = ts
      .getPreEmitDiagnostics(program)
      .filter((diagnostic) => !diagnostic.file?.fileName.endsWith('std-tool.ts'))
      .map(
        (diagnostic) =>
          `${diagnostic.file ? path.relative(workspace, diagnostic.file.fileName) : ''} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
      );
    expect(messages).toEqual([]);
  }, 120_000);
});

/**
 * Which files the CLI scans, against git's own answer on the same tree: nested .gitignore
 * files, `!` negations (re-inclusion that works, and re-inclusion under an excluded folder
 * that git refuses), anchored patterns, case sensitivity, `.git/info/exclude`, `--ignore`,
 * plus our own policy on top of git (node_modules and build output, `.d.ts`, extensions).
 *
 * The expectation is computed by git (`git ls-files --others --exclude-standard`, and
 * `git check-ignore` per file), not by a re-implementation of ours. A hand-written list is
 * checked too, so that a tree that accidentally tests nothing is caught.
 */
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  git,
  makeTempDir,
  parseJson,
  removeTempDirs,
  requireBuiltCli,
  runCli,
  testEnv,
  writeTree,
  type TreeSpec,
} from './support/temp-project';

const TOOL =
  "import { tool } from 'ai';\nexport const t = tool({ description: 'x', inputSchema: {}, execute: async () => 1 });\n";
const IGNORE_FLAGS = ['skip-me/', '*.fixture.ts'];

/** Every file of the tree; the .ts/.js ones hold an AI SDK import so that a wrong pick shows. */
const TREE: TreeSpec = {
  'package.json': '{ "name": "ignore-tree", "dependencies": { "ai": "^6.0.0", "zod": "^4.2.0" } }\n',
  '.gitignore': [
    '# build products',
    'generated/',
    '*.gen.ts',
    '!keep.gen.ts',
    '/root-only.ts',
    'Secret.ts',
    'logs/*',
    '!logs/keep.ts',
    'vendor/',
    // git cannot re-include a file whose parent folder is excluded:
    '!vendor/reinclude.ts',
    '\\#hash.ts',
    'trailing.ts   ',
    '/src/anchored/*.mjs',
    '',
  ].join('\n'),
  // CRLF line endings must not change the meaning of a .gitignore.
  'src/legacy/.gitignore': '*\r\n!wanted.ts\r\n',
  'src/nested/.gitignore': '!*.gen.ts\n',
  'src/reopen/.gitignore': '!generated/\n',
  'src/deep/.gitignore': 'a/**/b.ts\n/local-anchored.ts\n',
  'src/[id]/.gitignore': 'local.ts\n',
  'src/a.ts': TOOL,
  'src/b.gen.ts': TOOL,
  'src/keep.gen.ts': TOOL,
  'src/root-only.ts': TOOL,
  'root-only.ts': TOOL,
  'src/secret.ts': TOOL,
  'src/Secret.ts.bak': TOOL,
  'src/#hash.ts': TOOL,
  'src/trailing.ts': TOOL,
  'src/anchored/x.mjs': TOOL,
  'src/anchored/y.cjs': TOOL,
  'src/other/anchored/x.mjs': TOOL,
  'generated/t.ts': TOOL,
  'src/generated/t.ts': TOOL,
  'src/reopen/generated/t.ts': TOOL,
  'src/reopen/generated/x.gen.ts': TOOL,
  'logs/a.ts': TOOL,
  'logs/keep.ts': TOOL,
  'logs/sub/keep.ts': TOOL,
  'vendor/reinclude.ts': TOOL,
  'vendor/other.ts': TOOL,
  'src/legacy/wanted.ts': TOOL,
  'src/legacy/old.ts': TOOL,
  'src/legacy/sub/wanted.ts': TOOL,
  'src/nested/x.gen.ts': TOOL,
  'src/nested/deeper/y.gen.ts': TOOL,
  'src/deep/a/b.ts': TOOL,
  'src/deep/a/x/y/b.ts': TOOL,
  'src/deep/b.ts': TOOL,
  'src/deep/local-anchored.ts': TOOL,
  'src/deep/sub/local-anchored.ts': TOOL,
  'src/[id]/local.ts': TOOL,
  'src/[id]/page.tsx': TOOL,
  'src/i/local.ts': TOOL,
  'info-excluded.ts': TOOL,
  'src/skip-me/t.ts': TOOL,
  'src/c.fixture.ts': TOOL,
  'src/component.tsx': TOOL,
  'src/module.mts': TOOL,
  'src/common.cts': TOOL,
  'src/plain.js': TOOL,
  'src/view.jsx': TOOL,
  'src/types.d.ts': TOOL,
  'src/types.d.mts': TOOL,
  'src/notes.md': TOOL,
  'src/data.json': '{}\n',
  'node_modules/pkg/index.ts': TOOL,
  'packages/app/node_modules/dep/index.js': TOOL,
  'packages/app/src/tool.ts': TOOL,
  'dist/t.ts': TOOL,
};

/** What the hand-written reading of the rules above selects (a check of the tree itself). */
const EXPECTED_BY_HAND = [
  'logs/keep.ts',
  'packages/app/src/tool.ts',
  'src/[id]/page.tsx',
  'src/a.ts',
  'src/anchored/y.cjs',
  'src/common.cts',
  'src/component.tsx',
  'src/deep/b.ts',
  'src/deep/sub/local-anchored.ts',
  'src/i/local.ts',
  'src/keep.gen.ts',
  'src/legacy/wanted.ts',
  'src/module.mts',
  'src/nested/deeper/y.gen.ts',
  'src/nested/x.gen.ts',
  'src/other/anchored/x.mjs',
  'src/plain.js',
  'src/reopen/generated/t.ts',
  'src/root-only.ts',
  'src/secret.ts',
  'src/view.jsx',
];

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const DECLARATION = /\.d\.[mc]?ts$/;
const POLICY_SKIPPED = /(^|\/)(node_modules|dist)\//;

let root: string;

/** Source files that git does not ignore (all files are untracked), with `--ignore` as `--exclude`. */
function gitSelection(base: string): string[] {
  const output = git(
    base,
    'ls-files',
    '-z',
    '--others',
    '--exclude-standard',
    ...IGNORE_FLAGS.map((pattern) => `--exclude=${pattern}`),
  );
  return output.split('\0').filter(Boolean).sort();
}

function scanned(result: Awaited<ReturnType<typeof runCli>>, base: string): string[] {
  return parseJson(result)
    .files.map((file) => path.relative(base, file.path).split(path.sep).join('/'))
    .sort();
}

beforeAll(() => {
  requireBuiltCli();
  root = makeTempDir('gitignore');
  writeTree(root, TREE);
  git(root, 'init', '-q');
  // Lowest precedence, and not a .gitignore: git still honours it, so must we.
  writeTree(root, { '.git/info/exclude': 'info-excluded.ts\n' });
});

afterAll(() => removeTempDirs());

describe('file selection follows git', () => {
  it('the tree exercises what it claims (git agrees with the hand-written list)', () => {
    const selected = gitSelection(root);
    const sources = selected.filter(
      (file) => SOURCE.test(file) && !DECLARATION.test(file) && !POLICY_SKIPPED.test(file),
    );
    // `git init` sets core.ignorecase on a case-insensitive file system (macOS, Windows).
    const ignoresCase = git(root, 'config', '--bool', '--default', 'false', 'core.ignorecase').trim() === 'true';
    expect(sources).toEqual(EXPECTED_BY_HAND.filter((file) => !(ignoresCase && file === 'src/secret.ts')));
    // git itself does not ignore the dependency/build folders or declarations: our policy does.
    expect(selected).toEqual(
      expect.arrayContaining([
        'node_modules/pkg/index.ts',
        'dist/t.ts',
        'packages/app/node_modules/dep/index.js',
        'src/types.d.ts',
      ]),
    );
    // The re-inclusion under an excluded folder really is refused by git.
    expect(selected).not.toContain('vendor/reinclude.ts');
    expect(selected).not.toContain('src/legacy/sub/wanted.ts');
  });

  // A dry run writes nothing: the two tests below read the same run of the whole tree.
  let wholeTreeRun: ReturnType<typeof runCli> | undefined;
  const wholeTree = () =>
    (wholeTreeRun ??= runCli(['.', '--dry-run', '--json', '--ignore', ...IGNORE_FLAGS], { cwd: root }));

  it('scans exactly the files git selects (minus node_modules, dist, .d.ts and non-source files)', async () => {
    const result = await wholeTree();
    expect(result.timedOut).toBe(false);
    const expected = gitSelection(root).filter(
      (file) => SOURCE.test(file) && !DECLARATION.test(file) && !POLICY_SKIPPED.test(file),
    );
    expect(scanned(result, root)).toEqual(expected);
    expect(result.code, result.stderr).toBe(0);
  });

  it('agrees with git check-ignore file by file', async () => {
    const result = await wholeTree();
    const ours = new Set(scanned(result, root));
    const candidates = Object.keys(TREE).filter(
      (file) => SOURCE.test(file) && !DECLARATION.test(file) && !POLICY_SKIPPED.test(file),
    );
    const check = spawnSync('git', ['check-ignore', '--stdin', '-z', '--no-index'], {
      cwd: root,
      input: candidates.join('\0'),
      encoding: 'utf8',
      env: testEnv(),
    });
    expect(check.status === 0 || check.status === 1, check.stderr).toBe(true);
    const ignoredByGit = new Set(check.stdout.split('\0').filter(Boolean));
    const explicitlyIgnored = (file: string) => file.split('/').includes('skip-me') || file.endsWith('.fixture.ts');
    const disagreements = candidates.filter(
      (file) => ours.has(file) === (ignoredByGit.has(file) || explicitlyIgnored(file)),
    );
    expect(disagreements).toEqual([]);
  });

  it('applies the repository root .gitignore when only a subfolder is scanned', async () => {
    const result = await runCli(['src', '--dry-run', '--json', '--ignore', ...IGNORE_FLAGS], { cwd: root });
    const expected = gitSelection(root).filter(
      (file) => file.startsWith('src/') && SOURCE.test(file) && !DECLARATION.test(file) && !POLICY_SKIPPED.test(file),
    );
    expect(scanned(result, root)).toEqual(expected);
    expect(expected).not.toContain('src/b.gen.ts');
  });

  it('applies --ignore when the scanned folder is outside the current folder', async () => {
    const result = await runCli(['../..', '--dry-run', '--json', '--ignore', ...IGNORE_FLAGS], {
      cwd: path.join(root, 'src', 'deep'),
    });
    const expected = gitSelection(root).filter(
      (file) => SOURCE.test(file) && !DECLARATION.test(file) && !POLICY_SKIPPED.test(file),
    );
    expect(scanned(result, root)).toEqual(expected);
  });

  it('without --ignore, the explicitly ignored files come back (the flag is what removed them)', async () => {
    const result = await runCli(['.', '--dry-run', '--json'], { cwd: root });
    const files = scanned(result, root);
    expect(files).toContain('src/skip-me/t.ts');
    expect(files).toContain('src/c.fixture.ts');
  });

  it('follows core.ignorecase = true the way git does', async () => {
    const base = makeTempDir('ignorecase');
    writeTree(base, {
      '.gitignore': 'Secret.ts\nGENERATED/\n',
      'src/secret.ts': TOOL,
      'generated/x.ts': TOOL,
      'src/ok.ts': TOOL,
    });
    git(base, 'init', '-q');
    git(base, 'config', 'core.ignorecase', 'true');
    const expected = git(base, 'ls-files', '-z', '--others', '--exclude-standard')
      .split('\0')
      .filter((file) => SOURCE.test(file))
      .sort();
    expect(expected).toEqual(['src/ok.ts']);
    const result = await runCli(['.', '--dry-run', '--json'], { cwd: base });
    expect(scanned(result, base)).toEqual(expected);
  });

  it("inside a nested repository, only that repository's rules apply", async () => {
    const base = makeTempDir('nested-repo');
    writeTree(base, {
      '.gitignore': '*.gen.ts\n',
      'outer.gen.ts': TOOL,
      'inner/.gitignore': 'local.ts\n',
      'inner/a.gen.ts': TOOL,
      'inner/local.ts': TOOL,
      'inner/src/b.ts': TOOL,
    });
    git(base, 'init', '-q');
    git(path.join(base, 'inner'), 'init', '-q');
    const expected = git(path.join(base, 'inner'), 'ls-files', '-z', '--others', '--exclude-standard')
      .split('\0')
      .filter((file) => SOURCE.test(file))
      .map((file) => `inner/${file}`)
      .sort();
    expect(expected).toEqual(['inner/a.gen.ts', 'inner/src/b.ts']);
    const result = await runCli(['.', '--dry-run', '--json'], { cwd: base });
    expect(scanned(result, base)).toEqual(expected);
  });

  it('a file named on the command line is scanned even when ignored, a .d.ts never', async () => {
    const result = await runCli(['src/b.gen.ts', 'src/types.d.ts', '--dry-run', '--json'], { cwd: root });
    expect(scanned(result, root)).toEqual(['src/b.gen.ts']);
  });
});

/**
 * The CLI on a project full of bad input (no git, `--yes`): a syntax error, a binary file
 * and non-UTF-8 files with a `.ts` name, BOM and CRLF files, a read-only file (the tests
 * run as root, who could write it anyway), a symlink loop, an empty file, a 5 MB file, and
 * a file deleted between the scan and the write. For each: the run finishes, the bad file
 * is named with a reason (stderr and `--json`), every other file is migrated, nothing is
 * half-written, and the exit code is 1 exactly when a file failed.
 */
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRun, planRun } from '../../cli/runner/run';
import {
  PACKAGE_JSON,
  aiSdkToolSource,
  leftoverTempFiles,
  makeTempDir,
  parseJson,
  removeTempDirs,
  requireBuiltCli,
  runCli,
  snapshotTree,
  writeTree,
  type CliResult,
  type JsonResult,
} from './support/temp-project';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const FIVE_MB = 5 * 1024 * 1024;

/** A file of harmless lines (5 MB) with one tool definition at the very end. */
function bigSource(): string {
  const head = "import { tool } from 'ai';\nimport { z } from 'zod';\n\n";
  const lines: string[] = [head];
  let size = head.length;
  for (let index = 0; size < FIVE_MB; index += 1) {
    const line = `export const value${index} = ${index}; // a generated line that changes nothing ${index}\n`;
    lines.push(line);
    size += line.length;
  }
  lines.push(
    "export const bigTool = tool({ description: 'The last one', inputSchema: z.object({ q: z.string() }), execute: async ({ q }) => q });\n",
  );
  return lines.join('');
}

interface BadCase {
  file: string;
  /** Said in the text output and in `reason` of the JSON entry. */
  says: RegExp;
  /** The diagnostic's reason code in the JSON output. */
  code: string;
}

/** The files that must fail, each with what the output must say about it. */
const FAILING: BadCase[] = [
  { file: 'src/syntax-error.ts', says: /syntax error.*Unexpected token/i, code: 'syntax-error' },
  { file: 'src/binary.ts', says: /binary/i, code: 'binary-file' },
  { file: 'src/latin1.ts', says: /not valid UTF-8/i, code: 'not-utf8' },
  { file: 'src/utf16.ts', says: /UTF-16.*not UTF-8/i, code: 'not-utf8' },
  { file: 'src/readonly.ts', says: /read-only/i, code: 'read-only' },
];

/** Migrated files: path → the tool's export name that must now be built by toAiSdk. */
const MIGRATED: Record<string, string> = {
  'src/good/weather.ts': 'weatherTool',
  'src/good/search.ts': 'searchTool',
  'src/reference.ts': 'encodingTool',
  'src/bom.ts': 'encodingTool',
  'src/crlf.ts': 'encodingTool',
  'src/generated/big.ts': 'bigTool',
  'loop/inner.ts': 'innerTool',
};

function buildBadProject(root: string): void {
  const reference = aiSdkToolSource('encoding');
  writeTree(root, {
    'package.json': PACKAGE_JSON,
    'src/good/weather.ts': aiSdkToolSource('weather', 'Get the weather for a city'),
    'src/good/search.ts': aiSdkToolSource('search'),
    'src/reference.ts': reference,
    'src/bom.ts': Buffer.concat([BOM, Buffer.from(reference)]),
    'src/crlf.ts': reference.replace(/\n/g, '\r\n'),
    'src/syntax-error.ts': "import { tool } from 'ai';\nexport const brokenTool = tool({ description: 'x',\n",
    'src/binary.ts': Buffer.concat([
      Buffer.from([0x47, 0x00, 0x11, 0x00, 0x00]),
      Buffer.from("import { tool } from 'ai';"),
      Buffer.from([0x00, 0xff, 0xfe, 0x80]),
    ]),
    'src/latin1.ts': Buffer.from(`// caf\u00e9 cr\u00e8me\n${aiSdkToolSource('latin', 'Caf\u00e9 lookup')}`, 'latin1'),
    'src/utf16.ts': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(aiSdkToolSource('wide'), 'utf16le')]),
    'src/readonly.ts': aiSdkToolSource('locked'),
    'src/empty.ts': '',
    'src/generated/big.ts': bigSource(),
    'src/vanishing.ts': aiSdkToolSource('vanishing'),
    'loop/inner.ts': aiSdkToolSource('inner'),
  });
  chmodSync(path.join(root, 'src/readonly.ts'), 0o444);
  symlinkSync('..', path.join(root, 'loop', 'parent'), 'dir');
}

/**
 * Loaded into the CLI with `--require`: once the adapter module has been renamed into
 * place (the first write of the apply step, after the whole scan), it deletes the file
 * named by STM_TEST_VANISH, as another process deleting it at that moment would.
 */
const VANISH_HOOK = `
const fs = require('node:fs');
const path = require('node:path');
const target = process.env.STM_TEST_VANISH;
const rename = fs.renameSync;
fs.renameSync = function (from, to) {
  const result = rename.apply(this, arguments);
  if (target && path.basename(String(to)) === 'std-tool.ts' && fs.existsSync(target)) fs.unlinkSync(target);
  return result;
};
`;

/** The migrated file's adapter import names a module that exists, seen from where the file really is. */
function expectAdapterImportResolves(file: string): void {
  const text = readFileSync(file, 'utf8');
  const specifier = /from '(\.{1,2}\/[^']*std-tool)'/.exec(text)?.[1];
  expect(specifier, `${file} imports no adapter module`).toBeDefined();
  const resolved = path.resolve(path.dirname(realpathSync(file)), `${specifier}.ts`);
  expect(existsSync(resolved), `${file}: ${specifier} does not resolve (${resolved})`).toBe(true);
}

let textRoot: string;
let jsonRoot: string;
let hookPath: string;
let before: Map<string, Buffer>;
let textRun: CliResult;
let jsonRun: CliResult;
let dryRun: CliResult;
let json: JsonResult;
let dryJson: JsonResult;

beforeAll(async () => {
  requireBuiltCli();
  textRoot = makeTempDir('bad-text');
  jsonRoot = makeTempDir('bad-json');
  buildBadProject(textRoot);
  buildBadProject(jsonRoot);
  before = snapshotTree(textRoot);
  const hookDir = makeTempDir('hook');
  hookPath = path.join(hookDir, 'vanish.cjs');
  writeFileSync(hookPath, VANISH_HOOK);

  // A dry run first (on the JSON copy): it must report the same problems and write nothing.
  dryRun = await runCli(['.', '--dry-run', '--json'], { cwd: jsonRoot });
  dryJson = parseJson(dryRun);
  const afterDryRun = snapshotTree(jsonRoot);
  expect([...afterDryRun.keys()]).toEqual([...before.keys()]);
  for (const [file, bytes] of before)
    expect(afterDryRun.get(file)?.equals(bytes), `${file} after --dry-run`).toBe(true);

  const vanishing = (root: string) => ({ STM_TEST_VANISH: path.join(root, 'src/vanishing.ts') });
  textRun = await runCli(['.', '--yes'], {
    cwd: textRoot,
    nodeArgs: ['--require', hookPath],
    env: vanishing(textRoot),
  });
  jsonRun = await runCli(['.', '--yes', '--json'], {
    cwd: jsonRoot,
    nodeArgs: ['--require', hookPath],
    env: vanishing(jsonRoot),
  });
  json = parseJson(jsonRun);
}, 240_000);

afterAll(() => removeTempDirs());

const entry = (result: JsonResult, root: string, file: string) =>
  result.files.find((candidate) => candidate.path === path.join(root, file));

describe('a project full of bad input, --yes', () => {
  it('finishes with exit code 1', () => {
    for (const run of [textRun, jsonRun, dryRun]) {
      expect(run.timedOut).toBe(false);
      expect(run.signal).toBe(null);
      // No wall-clock limit here (speed is measured by `npm run bench`); the run's own
      // timeout above still catches a hang.
      expect(run.code, run.stderr).toBe(1);
    }
    expect(textRun.stderr).not.toMatch(
      /^\s+at |TypeError|RangeError|unexpected failure|internal error|worker crashed/m,
    );
  });

  it.each(FAILING)('reports $file by path with its reason, in the text output', ({ file, says }) => {
    const line = textRun.stderr.split('\n').find((candidate) => candidate.includes(file));
    expect(line, `no line names ${file} in:\n${textRun.stderr}`).toBeDefined();
    expect(line).toMatch(says);
  });

  it.each(FAILING)(
    'reports $file as an error with its reason code, in --json (and in the dry run)',
    ({ file, says, code }) => {
      // Only the write finds a read-only file out: the dry run shows it as a change.
      const runs = file === 'src/readonly.ts' ? [json] : [json, dryJson];
      for (const result of runs) {
        const found = entry(result, jsonRoot, file);
        expect(found, `${file} missing from files[]`).toBeDefined();
        expect(found!.status).toBe('error');
        expect(found!.written).toBe(false);
        expect(found!.reason).toMatch(says);
        expect(found!.diagnostics.map((diagnostic) => diagnostic.reason)).toContain(code);
      }
    },
  );

  it.each(FAILING)('leaves $file byte-identical', ({ file }) => {
    for (const root of [textRoot, jsonRoot]) {
      expect(readFileSync(path.join(root, file)).equals(before.get(file)!), `${file} in ${root}`).toBe(true);
    }
  });

  it('keeps the read-only file read-only', () => {
    for (const root of [textRoot, jsonRoot])
      expect(statSync(path.join(root, 'src/readonly.ts')).mode & 0o777).toBe(0o444);
  });

  it('reports the file deleted between scan and write, and does not recreate it', () => {
    expect(textRun.stderr).toMatch(/src\/vanishing\.ts: .*(gone|deleted)/);
    const found = entry(json, jsonRoot, 'src/vanishing.ts');
    expect(found?.status).toBe('error');
    expect(found?.diagnostics.map((diagnostic) => diagnostic.reason)).toContain('deleted');
    // The dry run saw it as a normal file to change: the deletion happened after the scan.
    expect(entry(dryJson, jsonRoot, 'src/vanishing.ts')?.status).toBe('changed');
    for (const root of [textRoot, jsonRoot]) expect(existsSync(path.join(root, 'src/vanishing.ts'))).toBe(false);
  });

  it('reports the symlink loop, and scans the files around it once', () => {
    expect(textRun.stderr).toMatch(/loop\/parent: .*symlink loop/);
    expect(json.problems).toEqual([
      expect.objectContaining({ path: path.join(jsonRoot, 'loop/parent'), reason: 'symlink-loop' }),
    ]);
    const paths = json.files.map((file) => file.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((file) => file.includes(`${path.sep}parent${path.sep}`))).toEqual([]);
  });

  it('skips the empty file without an error', () => {
    expect(entry(json, jsonRoot, 'src/empty.ts')?.status).toBe('skipped');
    expect(textRun.stderr).not.toMatch(/empty\.ts/);
    expect(readFileSync(path.join(textRoot, 'src/empty.ts')).length).toBe(0);
  });

  it('migrates every other file', () => {
    for (const [root, label] of [
      [textRoot, 'text'],
      [jsonRoot, 'json'],
    ] as const) {
      for (const [file, exportName] of Object.entries(MIGRATED)) {
        const text = readFileSync(path.join(root, file), 'utf8');
        expect(text, `${label}: ${file}`).not.toMatch(/from 'ai'/);
        expect(text, `${label}: ${file}`).toMatch(new RegExp(`export const ${exportName} = toAiSdk\\(`));
        expect(text, `${label}: ${file}`).toMatch(/= standardTool\(\{/);
        expectAdapterImportResolves(path.join(root, file));
      }
      expect(existsSync(path.join(root, 'std-tool.ts')), `${label}: adapter module`).toBe(true);
    }
    for (const file of Object.keys(MIGRATED))
      expect(entry(json, jsonRoot, file)).toMatchObject({ status: 'changed', written: true });
    expect(json.totals).toMatchObject({ errors: FAILING.length + 1, changed: Object.keys(MIGRATED).length });
  });

  it('keeps the BOM, and otherwise writes what it writes without one', () => {
    const reference = readFileSync(path.join(textRoot, 'src/reference.ts'));
    const bom = readFileSync(path.join(textRoot, 'src/bom.ts'));
    expect(bom.subarray(0, 3).equals(BOM)).toBe(true);
    expect(bom.subarray(3).equals(reference)).toBe(true);
    expect(reference.subarray(0, 3).equals(BOM)).toBe(false);
  });

  it('keeps CRLF on every line, inserted lines included', () => {
    const reference = readFileSync(path.join(textRoot, 'src/reference.ts'), 'utf8');
    const crlf = readFileSync(path.join(textRoot, 'src/crlf.ts'), 'utf8');
    expect(crlf.replace(/\r\n/g, '\n')).toBe(reference);
    expect(crlf).not.toMatch(/[^\r]\n/);
    expect(crlf.split('\r\n').length).toBe(reference.split('\n').length);
  });

  it('migrates the tool at the end of the 5 MB file and leaves the rest of it alone', () => {
    const original = before.get('src/generated/big.ts')!.toString('utf8');
    const migrated = readFileSync(path.join(textRoot, 'src/generated/big.ts'), 'utf8');
    const fillerStart = original.indexOf('export const value0 ');
    const fillerEnd = original.indexOf('export const bigTool');
    expect(migrated).toContain(original.slice(fillerStart, fillerEnd));
    expect(migrated.slice(migrated.indexOf('export const bigTool'))).toMatch(/^export const bigTool = toAiSdk\(/);
  });

  it('leaves no temp file behind and touches nothing else', () => {
    for (const root of [textRoot, jsonRoot]) {
      expect(leftoverTempFiles(root)).toEqual([]);
      const after = snapshotTree(root);
      const expected = [...before.keys(), 'std-tool.ts'].filter((file) => file !== 'src/vanishing.ts').sort();
      expect([...after.keys()]).toEqual(expected);
    }
  });

  it('writes the same files in text and JSON mode', () => {
    const text = snapshotTree(textRoot);
    const jsonTree = snapshotTree(jsonRoot);
    for (const [file, bytes] of text) expect(jsonTree.get(file)?.equals(bytes), file).toBe(true);
  });
});

describe('exit codes, one bad file at a time (next to a good one)', () => {
  async function runOn(
    files: Record<string, string | Buffer>,
    setUp: (root: string) => void = () => {},
    args: string[] = ['--yes'],
  ) {
    const root = makeTempDir('one');
    writeTree(root, { 'package.json': PACKAGE_JSON, 'src/good.ts': aiSdkToolSource('good'), ...files });
    setUp(root);
    const result = await runCli(['.', ...args], { cwd: root });
    expect(result.timedOut).toBe(false);
    const good = readFileSync(path.join(root, 'src/good.ts'), 'utf8');
    expect(good, 'the good file is migrated whatever its neighbour').toMatch(/export const goodTool = toAiSdk\(/);
    expect(leftoverTempFiles(root)).toEqual([]);
    return { root, result };
  }

  it.each([
    ['a syntax error', { 'src/bad.ts': "import { tool } from 'ai';\nconst x = tool({\n" }],
    ['a binary file that mentions ai', { 'src/bad.ts': Buffer.from("\u0000\u0001 'ai' \u0000") }],
    ['a latin-1 file', { 'src/bad.ts': Buffer.from("import { tool } from 'ai'; // \u00e9\n", 'latin1') }],
    [
      'a UTF-16 file',
      { 'src/bad.ts': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(aiSdkToolSource('wide'), 'utf16le')]) },
    ],
  ])('%s: exit 1', async (_label, files) => {
    const { result, root } = await runOn(files);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/src\/bad\.ts: /);
    expect(
      readFileSync(path.join(root, 'src/bad.ts')).equals(Buffer.from(files['src/bad.ts'] as string | Buffer)),
    ).toBe(true);
  });

  it('a read-only file: exit 1, the file unchanged', async () => {
    const source = aiSdkToolSource('locked');
    const { result, root } = await runOn({ 'src/bad.ts': source }, (dir) =>
      chmodSync(path.join(dir, 'src/bad.ts'), 0o444),
    );
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/src\/bad\.ts: .*read-only/);
    expect(readFileSync(path.join(root, 'src/bad.ts'), 'utf8')).toBe(source);
  });

  // Harmless on their own, so harmless together: the exit code is 1 exactly when a file failed, and each case
  // has its own path. One run for the five, next to the good file; each case reads its own files and lines.
  const HARMLESS: [label: string, files: Record<string, string | Buffer>][] = [
    ['an empty file', { 'src/empty.ts': '' }],
    ['a BOM file', { 'src/bom.ts': Buffer.concat([BOM, Buffer.from(aiSdkToolSource('bom'))]) }],
    ['a CRLF file', { 'src/crlf.ts': aiSdkToolSource('crlf').replace(/\n/g, '\r\n') }],
    [
      'a binary .ts that names no framework (an MPEG transport stream)',
      { 'video/clip.ts': Buffer.from([0x47, 0x40, 0x00, 0x10, 0x00, 0x00, 0xb0, 0x0d, 0xff, 0xff]) },
    ],
    [
      'a latin-1 file that names no framework',
      { 'src/legacy.ts': Buffer.from('export const name = "caf\u00e9";\n', 'latin1') },
    ],
  ];
  describe('harmless files (one run for all of them)', () => {
    let harmless: { root: string; result: CliResult };
    beforeAll(async () => {
      harmless = await runOn(Object.assign({}, ...HARMLESS.map(([, files]) => files)));
    });

    it('none is a failure: exit 0, no error', () => {
      const { result } = harmless;
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).not.toMatch(/^error/m);
      expect(result.stderr).toMatch(/, 0 errors\n/);
    });

    it.each(HARMLESS)('%s is not a failure', (_label, files) => {
      const { result, root } = harmless;
      for (const [file, content] of Object.entries(files)) {
        expect(result.stderr.split('\n').filter((line) => /^error\b/.test(line) && line.includes(file))).toEqual([]);
        if (/^(src\/empty|video|src\/legacy)/.test(file))
          expect(readFileSync(path.join(root, file)).equals(Buffer.from(content as string | Buffer)), file).toBe(true);
      }
    });
  });

  it('a symlink loop alone is not a failure: exit 0, the loop reported in --json', async () => {
    const { result } = await runOn(
      { 'loop/inner.ts': aiSdkToolSource('inner') },
      (root) => symlinkSync('..', path.join(root, 'loop', 'parent'), 'dir'),
      ['--yes', '--json'],
    );
    expect(result.code, result.stderr).toBe(0);
    const output = parseJson(result);
    expect(output.problems.map((problem) => problem.reason)).toEqual(['symlink-loop']);
    expect(output.files.filter((file) => file.status === 'changed').length).toBe(2);
  });

  it('--check with a failing file exits 1, not 2 (an error outranks "work to do"), and writes nothing', async () => {
    const root = makeTempDir('check');
    writeTree(root, {
      'package.json': PACKAGE_JSON,
      'src/good.ts': aiSdkToolSource('good'),
      'src/bad.ts': "import { tool } from 'ai';\nconst x = tool({\n",
    });
    const snapshot = snapshotTree(root);
    const result = await runCli(['.', '--check'], { cwd: root });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/src\/bad\.ts: .*syntax error/);
    const after = snapshotTree(root);
    expect([...after.keys()]).toEqual([...snapshot.keys()]);
    for (const [file, bytes] of snapshot) expect(after.get(file)?.equals(bytes), file).toBe(true);
  });
});

describe('symlinks', () => {
  it('a file named on the command line that is a symlink: the target is migrated, the link kept, the import resolves', async () => {
    const root = makeTempDir('link');
    writeTree(root, { 'package.json': PACKAGE_JSON, 'lib/shared/real.ts': aiSdkToolSource('shared') });
    mkdirSync(path.join(root, 'src'));
    symlinkSync('../lib/shared/real.ts', path.join(root, 'src/link.ts'));
    const result = await runCli(['src/link.ts', '--yes'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(lstatSync(path.join(root, 'src/link.ts')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(path.join(root, 'src/link.ts'))).toBe('../lib/shared/real.ts');
    expect(readFileSync(path.join(root, 'lib/shared/real.ts'), 'utf8')).toMatch(/export const sharedTool = toAiSdk\(/);
    expectAdapterImportResolves(path.join(root, 'lib/shared/real.ts'));
  });

  it('links to files and folders outside the scanned folder are reported and not followed; links inside are not scanned twice', async () => {
    const base = makeTempDir('outside');
    const root = path.join(base, 'project');
    writeTree(base, {
      'project/package.json': PACKAGE_JSON,
      'project/src/own.ts': aiSdkToolSource('own'),
      'elsewhere/lib/tool.ts': aiSdkToolSource('elsewhere'),
    });
    symlinkSync('../../elsewhere/lib', path.join(root, 'src/shared'), 'dir');
    symlinkSync('../../elsewhere/lib/tool.ts', path.join(root, 'src/external.ts'));
    symlinkSync('own.ts', path.join(root, 'src/alias.ts'));
    symlinkSync('src', path.join(root, 'source-alias'), 'dir');
    const outside = readFileSync(path.join(base, 'elsewhere/lib/tool.ts'));
    const result = await runCli(['.', '--yes', '--json'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const output = parseJson(result);
    expect(output.files.map((file) => path.relative(root, file.path))).toEqual([path.join('src', 'own.ts')]);
    expect(output.problems.map((problem) => [path.relative(root, problem.path), problem.reason])).toEqual([
      [path.join('src', 'external.ts'), 'symlink-outside'],
      [path.join('src', 'shared'), 'symlink-outside'],
    ]);
    expect(readFileSync(path.join(base, 'elsewhere/lib/tool.ts')).equals(outside)).toBe(true);
    expect(existsSync(path.join(base, 'elsewhere/std-tool.ts'))).toBe(false);
    expect(readFileSync(path.join(root, 'src/own.ts'), 'utf8')).toMatch(/export const ownTool = toAiSdk\(/);
    expect(lstatSync(path.join(root, 'src/alias.ts')).isSymbolicLink()).toBe(true);
  });
});

describe('between plan and apply (the runner in-process)', () => {
  async function planned() {
    const root = makeTempDir('apply');
    writeTree(root, {
      'package.json': PACKAGE_JSON,
      'src/a.ts': aiSdkToolSource('alpha'),
      'src/b.ts': aiSdkToolSource('beta'),
    });
    const plan = await planRun({ paths: [root], transforms: ['ai-sdk'], cpus: 1 });
    expect(plan.files.map((file) => [path.relative(root, file.path), file.status])).toEqual([
      [path.join('src', 'a.ts'), 'changed'],
      [path.join('src', 'b.ts'), 'changed'],
    ]);
    return { root, plan, all: new Set(plan.files.map((file) => file.path)) };
  }

  it('a file deleted after the scan is reported, not recreated; the other is written', async () => {
    const { root, plan, all } = await planned();
    unlinkSync(path.join(root, 'src/a.ts'));
    const outcome = await applyRun(plan, all);
    expect(outcome.written).toEqual([path.join(root, 'src/b.ts')]);
    expect(outcome.failed.map((file) => [file.path, file.diagnostics.at(-1)?.reason])).toEqual([
      [path.join(root, 'src/a.ts'), 'deleted'],
    ]);
    expect(plan.totals.errors).toBe(1);
    expect(existsSync(path.join(root, 'src/a.ts'))).toBe(false);
    expect(readFileSync(path.join(root, 'src/b.ts'), 'utf8')).toMatch(/toAiSdk\(beta\)/);
    expect(leftoverTempFiles(root)).toEqual([]);
  });

  it('a file edited after the scan is not overwritten', async () => {
    const { root, plan, all } = await planned();
    const edited = `${aiSdkToolSource('alpha')}// edited by someone else meanwhile\n`;
    writeFileSync(path.join(root, 'src/a.ts'), edited);
    const outcome = await applyRun(plan, all);
    expect(outcome.failed.map((file) => file.diagnostics.at(-1)?.reason)).toEqual(['changed-on-disk']);
    expect(readFileSync(path.join(root, 'src/a.ts'), 'utf8')).toBe(edited);
    expect(outcome.written).toEqual([path.join(root, 'src/b.ts')]);
    expect(leftoverTempFiles(root)).toEqual([]);
  });
});

/**
 * A tsconfig whose `extends` cannot be read governs no project for the type oracle: without the
 * options it inherits, the checker would answer for another project (here `strict` missing, so a
 * `string | undefined` reads as a `string`). A file under such a config, or under a solution-style
 * config whose referenced config cannot be read, has its questions left unknown, with no program.
 */
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TypeOracleSession } from '../../cli/runner/type-oracle-pass';
import { TypeProjects } from '../../cli/runner/type-projects';
import { makeTempDir, removeTempDirs, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const TOOLS = 'declare const maybe: string | undefined;\nexport const text = maybe;\n';

/** The oracle's answer to "is `maybe` a string" in `root/tools.ts`, and what the session built. */
function askMaybe(root: string) {
  const file = path.join(root, 'tools.ts');
  const start = TOOLS.lastIndexOf('maybe');
  const question = { question: 'isString' as const, start, end: start + 'maybe'.length };
  const session = new TypeOracleSession();
  const key = `isString@${question.start}-${question.end}`;
  const answers = session.answer([{ path: file, text: TOOLS, asked: [{ key, question, answer: undefined }] }]);
  return { answer: answers.get(file)?.[key], stats: session.stats };
}

describe('a tsconfig whose extends cannot be read', () => {
  it('governs no project until what it extends is there, and then answers with the inherited options', () => {
    const root = makeTempDir('type-projects');
    writeTree(root, {
      'tsconfig.json': JSON.stringify({ extends: './base.json', include: ['*.ts'] }),
      'tools.ts': TOOLS,
    });
    expect(new TypeProjects().projectOf(path.join(root, 'tools.ts'))).toBeUndefined();
    const unread = askMaybe(root);
    expect(unread.answer).toBeUndefined();
    expect(unread.stats).toMatchObject({ questions: 1, programs: 0, withoutProject: 1 });

    writeTree(root, { 'base.json': JSON.stringify({ compilerOptions: { strict: true } }) });
    expect(new TypeProjects().projectOf(path.join(root, 'tools.ts'))?.options.strict).toBe(true);
    // With `strict` inherited, `string | undefined` is not a string; without it, the checker says `string`,
    // which there may hold `undefined` unwritten: not known.
    expect(askMaybe(root)).toMatchObject({ answer: false, stats: { programs: 1 } });
    writeTree(root, { 'base.json': JSON.stringify({ compilerOptions: {} }) });
    expect(askMaybe(root).answer).toBeUndefined();
  });

  it('governs no project when it extends a package that is not installed', () => {
    const root = makeTempDir('type-projects');
    writeTree(root, {
      'tsconfig.json': JSON.stringify({ extends: 'not-installed/tsconfig', include: ['*.ts'] }),
      'tools.ts': TOOLS,
    });
    expect(new TypeProjects().projectOf(path.join(root, 'tools.ts'))).toBeUndefined();
  });

  it('leaves a file of a solution-style config unknown when a referenced config cannot be read', () => {
    const root = makeTempDir('type-projects');
    writeTree(root, {
      'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './tsconfig.app.json' }] }),
      'tsconfig.app.json': JSON.stringify({ extends: './missing.json', include: ['*.ts'] }),
      'tools.ts': TOOLS,
    });
    expect(new TypeProjects().projectOf(path.join(root, 'tools.ts'))).toBeUndefined();
    writeTree(root, { 'missing.json': JSON.stringify({ compilerOptions: { strict: true } }) });
    expect(new TypeProjects().projectOf(path.join(root, 'tools.ts'))?.configPath).toBe(
      path.join(root, 'tsconfig.app.json'),
    );
  });
});

describe('the config that governs a file', () => {
  it('is the nearest one, listed or not, and for a solution-style one the referenced config that lists it', () => {
    const root = makeTempDir('type-projects');
    writeTree(root, {
      'lib/tsconfig.json': JSON.stringify({ compilerOptions: { strict: true }, include: ['src/*.ts'] }),
      'lib/src/tools.ts': TOOLS,
      'lib/scripts/tools.ts': TOOLS,
      'app/tsconfig.json': JSON.stringify({
        files: [],
        references: [{ path: './tsconfig.node.json' }, { path: './tsconfig.web.json' }],
      }),
      'app/tsconfig.node.json': JSON.stringify({ compilerOptions: { strict: false }, include: ['scripts/*.ts'] }),
      'app/tsconfig.web.json': JSON.stringify({ compilerOptions: { strict: true }, include: ['src/*.ts'] }),
      'app/src/tools.ts': TOOLS,
      'app/other/tools.ts': TOOLS,
    });
    const projects = new TypeProjects();
    const governing = (file: string) => projects.projectOf(path.join(root, file))?.configPath;
    expect(governing('lib/src/tools.ts')).toBe(path.join(root, 'lib/tsconfig.json'));
    // Not in its `include`: as an editor, the nearest config still governs it.
    expect(governing('lib/scripts/tools.ts')).toBe(path.join(root, 'lib/tsconfig.json'));
    expect(governing('app/src/tools.ts')).toBe(path.join(root, 'app/tsconfig.web.json'));
    expect(projects.projectOf(path.join(root, 'app/src/tools.ts'))?.options.strict).toBe(true);
    // Listed by no referenced config: the solution-style config itself.
    expect(governing('app/other/tools.ts')).toBe(path.join(root, 'app/tsconfig.json'));
  });
});

describe('a run over a project whose tsconfig extends a file not there', () => {
  it('says the file was left unknown, builds no program, and builds one once the file is there', async () => {
    const root = makeTempDir('type-projects-run');
    writeTree(root, {
      'package.json': JSON.stringify({
        name: 'unread',
        private: true,
        dependencies: { '@modelcontextprotocol/sdk': '^1.20.0', zod: '^3.25.0' },
      }),
      'tsconfig.json': JSON.stringify({ extends: './base.json', include: ['src'] }),
      'src/prompt.ts': "export const DESCRIPTION = 'Says hello';\n",
      // Is the second argument a description or a schema? Syntax cannot tell: the oracle is asked.
      'src/tools.ts': [
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { z } from 'zod';",
        "import { DESCRIPTION } from './prompt';",
        '',
        "export const server = new McpServer({ name: 'unread', version: '1.0.0' });",
        "server.tool('hello', DESCRIPTION, { name: z.string() }, async ({ name }) => ({",
        "  content: [{ type: 'text', text: `Hello, ${name}` }],",
        '}));',
        '',
      ].join('\n'),
    });
    const unread = await runCli(['--dry-run', '--verbose', 'src'], { cwd: root });
    expect(unread.stdout + unread.stderr).toContain('0 TypeScript programs (0 builds, ');
    expect(unread.stdout + unread.stderr).toContain('1 file with no tsconfig that can be read left unknown');
    writeTree(root, { 'base.json': JSON.stringify({ compilerOptions: { strict: true } }) });
    const read = await runCli(['--dry-run', '--verbose', 'src'], { cwd: root });
    expect(read.stdout + read.stderr).toContain('1 answered by 1 TypeScript program');
    expect(read.stdout + read.stderr).not.toContain('no tsconfig that can be read');
  });
});

/**
 * A tsconfig's aliases read without the compiler (cli/runner/config-aliases.ts) are those TypeScript's own
 * reading gives; where they cannot lead to a package and nothing is installed, the type oracle leaves a
 * question that only a package's types answer unknown without loading TypeScript at all.
 */
import * as path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigAliases } from '../../cli/runner/config-aliases';
import { TypeOracleSession } from '../../cli/runner/type-oracle-pass';
import type { TypeProject } from '../../cli/runner/type-projects';
import { typescriptUses } from '../../cli/runner/typescript';
import { questionKey, type TypeQuestion } from '../../transforms/lib/type-oracle';
import { makeTempDir, removeTempDirs, writeTree } from './support/temp-project';

afterAll(removeTempDirs);

function compilersAliases(configPath: string) {
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} };
  const { paths, baseUrl, pathsBasePath } = ts.getParsedCommandLineOfConfigFile(configPath, {}, host)!.options;
  return { paths, baseUrl, pathsBasePath };
}

describe('the oracle where nothing is installed', () => {
  it('leaves a question only a package answers unknown without loading TypeScript', () => {
    const root = makeTempDir('config-aliases');
    const text = 'declare const ai: { defineTool(): void };\nai.defineTool();\n';
    writeTree(root, {
      'tsconfig.json': JSON.stringify({ extends: './base.json', compilerOptions: { strict: true } }),
      'base.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
      'src/tools.ts': text,
      'broken/tsconfig.json': JSON.stringify({ extends: './missing.json' }),
      'broken/tools.ts': text,
    });
    const start = text.lastIndexOf('ai.');
    const receiver: TypeQuestion = { question: 'isFrameworkInstance', kind: 'Genkit', start, end: start + 2 };
    const asking = (file: string) => ({
      path: path.join(root, file),
      text,
      asked: [{ key: questionKey(receiver), question: receiver, answer: undefined }],
    });
    const session = new TypeOracleSession();
    const uses = typescriptUses();
    expect(session.answer([asking('src/tools.ts'), asking('broken/tools.ts')]).size).toBe(0);
    expect(session.stats).toMatchObject({ questions: 2, programs: 0, withoutInstalledTypes: 1, withoutProject: 1 });
    expect(typescriptUses()).toBe(uses);
  });
});

describe('ConfigAliases', () => {
  it('gives the paths, baseUrl and their base as TypeScript applies them along `extends`', () => {
    const root = makeTempDir('config-aliases');
    writeTree(root, {
      'shared/base.json': JSON.stringify({ compilerOptions: { paths: { '@lib/*': ['./lib/*'] }, strict: true } }),
      'shared/url.json': JSON.stringify({ compilerOptions: { baseUrl: './src' } }),
      'app/tsconfig.json': `{
        // comments and trailing commas, as tsconfig allows
        "extends": ["../shared/base.json", "../shared/url"],
        "compilerOptions": { "outDir": "dist", },
      }`,
      'other/tsconfig.json': JSON.stringify({
        extends: '../shared/base.json',
        compilerOptions: { paths: { '@/*': ['./*'] }, baseUrl: '.' },
      }),
      'plain/tsconfig.json': JSON.stringify({ compilerOptions: { strict: true } }),
    });
    const aliases = new ConfigAliases(() => true);
    for (const folder of ['app', 'other', 'plain']) {
      const configPath = path.join(root, folder, 'tsconfig.json');
      const governing = aliases.governing(configPath);
      expect(governing, folder).toEqual([{ configPath, options: expect.anything() }]);
      const { options } = (governing as TypeProject[])[0]!;
      expect(JSON.parse(JSON.stringify(options)), folder).toEqual(
        JSON.parse(JSON.stringify(compilersAliases(configPath))),
      );
    }
  });

  it('adds the projects a config refers to, less one TypeScript cannot read', () => {
    const root = makeTempDir('config-aliases');
    writeTree(root, {
      'app/tsconfig.json': JSON.stringify({ references: [{ path: '../lib' }, { path: '../gone/tsconfig.json' }] }),
      'lib/tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.' }, references: [{ path: '../old' }] }),
      'old/tsconfig.json': JSON.stringify({ extends: './node_modules/@org/tsconfig/base.json' }),
    });
    const governing = new ConfigAliases(() => true).governing(path.join(root, 'app/tsconfig.json'));
    expect(governing).toEqual([
      { configPath: path.join(root, 'app/tsconfig.json'), options: {} },
      { configPath: path.join(root, 'lib/tsconfig.json'), options: { baseUrl: path.join(root, 'lib') } },
    ]);
  });

  it('says what TypeScript would not read, and leaves it what this reading is not sure of', () => {
    const root = makeTempDir('config-aliases');
    writeTree(root, {
      'missing/tsconfig.json': JSON.stringify({ extends: './node_modules/@org/tsconfig/base.json' }),
      'package/tsconfig.json': JSON.stringify({ extends: '@org/tsconfig' }),
      'loose/tsconfig.json': '{ "compilerOptions": { "strict": true ',
      'template/tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['${configDir}/src/*'] } } }),
    });
    const aliases = new ConfigAliases(() => true);
    const of = (folder: string) => aliases.governing(path.join(root, folder, 'tsconfig.json'));
    expect(of('missing')).toBe('unreadable');
    // A package's config may be found through its `exports` or `tsconfig` field; a config that is not quite
    // JSON is read in part by TypeScript; `${configDir}` is put in by it.
    for (const folder of ['package', 'loose', 'template']) expect(of(folder), folder).toBe('compiler');
    // Where nothing is installed above the config, no package's config is found: TypeScript reads no project.
    const packageConfig = path.join(root, 'package', 'tsconfig.json');
    expect(new ConfigAliases(() => false).governing(packageConfig)).toBe('unreadable');
    const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} };
    const errors = ts.getParsedCommandLineOfConfigFile(packageConfig, {}, host)!.errors.map((error) => error.code);
    expect(errors).toContain(6053);
  });
});

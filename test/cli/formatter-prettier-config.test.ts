/**
 * `--format` with a Prettier config the project passes by name (`prettier --config ./.prettier.mjs`,
 * heroku-mcp-server's scripts): Prettier would not find that file by itself, and formatting with its
 * defaults broke the project's own lint and format checks. The config its scripts or CI pass goes too.
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFormatter } from '../../cli/formatter';
import {
  aiSdkManifest,
  aiSdkToolSource,
  makeTempDir,
  removeTempDirs,
  requireBuiltCli,
  runCli,
  writeTree,
} from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

function project(label: string, scripts: Record<string, string>, files: Record<string, string>): string {
  const root = makeTempDir(label);
  writeTree(root, {
    'package.json': aiSdkManifest(label, scripts, { devDependencies: { prettier: '^3.0.0' } }),
    'src/weather.ts': aiSdkToolSource('weather'),
    ...files,
  });
  return root;
}

describe('--format with a Prettier config passed by name', () => {
  it('passes the config the scripts pass (`--config <file>`, or `--config=<file>`)', () => {
    const spaced = project(
      'prettier-config',
      { format: 'prettier --config ./.prettier.mjs --write .' },
      {
        '.prettier.mjs': 'export default { singleQuote: true };\n',
      },
    );
    expect(detectFormatter(spaced, ['src/weather.ts'])?.command).toEqual([
      'npx',
      'prettier',
      '--config',
      './.prettier.mjs',
      '--write',
      'src/weather.ts',
    ]);
    const equals = project(
      'prettier-config-equals',
      { 'format:check': 'prettier --check --config=conf/p.json "src/**"' },
      {
        'conf/p.json': '{ "singleQuote": true }\n',
      },
    );
    expect(detectFormatter(equals, ['src/weather.ts'])?.command).toContain('--config');
  });

  it('a config the scripts name but the project does not have is not passed; one found by Prettier needs none', () => {
    const missing = project('prettier-config-missing', { format: 'prettier --config ./gone.mjs --write .' }, {});
    expect(detectFormatter(missing, ['src/weather.ts'])?.command).not.toContain('--config');
    const found = project('prettier-rc', { format: 'prettier --write .' }, { '.prettierrc': '{}' });
    expect(detectFormatter(found, ['src/weather.ts'])?.command).toEqual([
      'npx',
      'prettier',
      '--write',
      'src/weather.ts',
    ]);
  });

  it('the run calls the installed Prettier with that config', async () => {
    const root = project(
      'prettier-config-run',
      { format: 'prettier --config ./.prettier.mjs --write .' },
      {
        '.prettier.mjs': 'export default { singleQuote: true };\n',
      },
    );
    mkdirSync(path.join(root, 'node_modules', '.bin'), { recursive: true });
    const binary = path.join(root, 'node_modules', '.bin', 'prettier');
    writeFileSync(binary, `#!/bin/sh\necho "$@" >> "${path.join(root, 'prettier.log')}"\n`);
    chmodSync(binary, 0o755);
    const result = await runCli(['--yes', '--allow-dirty', '--format', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(path.join(root, 'prettier.log'), 'utf8')).toMatch(
      /^--config \.\/\.prettier\.mjs --write .*src\/weather\.ts/m,
    );
  });
});

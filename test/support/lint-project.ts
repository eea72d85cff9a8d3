/**
 * `eslint <files>` run from a project's folder, in the test's own process: the project's own flat config
 * (found from `cwd` as the CLI finds it), tsc-like status (0 without errors, 1 with), and the output in
 * ESLint's default format. What it saves is a process per check that loaded ESLint and typescript-eslint
 * again; the packages load once per worker.
 */
import { ESLint } from 'eslint';

export interface LintRun {
  /** `eslint`'s exit code: 0, or 1 when a file has an error (warnings do not fail it, as in the CLI). */
  status: number;
  output: string;
}

export async function lintProject(cwd: string, files: string[]): Promise<LintRun> {
  const eslint = new ESLint({ cwd });
  const results = await eslint.lintFiles(files);
  const output = await (await eslint.loadFormatter('stylish')).format(results);
  return { status: results.some((result) => result.errorCount > 0) ? 1 : 0, output };
}

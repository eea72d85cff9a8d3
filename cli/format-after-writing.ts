/**
 * `--format` (or the accepted offer): the project's `eslint --fix` and formatter on the written files, the
 * adapter module formatted whole, a rewritten file in the lines the migration changed only.
 */
import * as path from 'node:path';
import { keepFormattingToChanges, restoreMigrated, type MigratedFile } from './format-scope';
import { commandLine, detectFormatter, runFormatter, type Formatter } from './formatter';
import { textsBeforeFixes, undoFixesThatBreakParsing } from './lint-fix-guard';
import { offerFormatter } from './interactive';
import { counted } from './plural';
import type { Colors } from './colors';
import type { ApplyOutcome, RunPlan } from './runner/run';

/**
 * What `--format` (or the accepted offer) did: in `--json` as `format`; a failure makes the exit code 1. Without
 * `--format` (`ran: false`), the project's formatter and the command that formats what was written: a CI job
 * whose gate checks formatting learns it from the JSON too.
 */
export interface FormatOutcome {
  formatter: string | undefined;
  ok: boolean;
  message?: string;
  ran?: false;
  command?: string;
}

export interface FormatRun {
  flags: { format?: boolean; json?: boolean; quiet?: boolean };
  err: NodeJS.WriteStream;
  colors: Colors;
}

/**
 * Runs the project's formatter on the written files and the adapter module; without `--format`, a terminal
 * session is asked and `--yes` prints the command.
 */
export async function formatAfterWriting(
  run: FormatRun,
  plan: RunPlan,
  outcome: ApplyOutcome,
  mayAsk: boolean,
): Promise<FormatOutcome | undefined> {
  const files = [...outcome.written, ...outcome.adapterModulesWritten].map((file) => path.resolve(file));
  if (files.length === 0) return undefined;
  const modules = outcome.adapterModulesWritten.map((file) => path.resolve(file));
  const groups = formatterGroups(files, modules);
  const outcomes: FormatOutcome[] = [];
  for (const group of groups) {
    const done = await formatGroup(run, plan, group, mayAsk);
    if (done) outcomes.push(done);
    // One answer to the offer: declined (or not asked) for the first project, not asked again.
    if (done?.ran === false) mayAsk = false;
  }
  return mergedOutcome(outcomes);
}

/**
 * The written files by the formatter of their own package: a monorepo's packages may each have their own
 * (another Prettier config, Biome in one and Prettier in another), and a file is formatted only as its own
 * package formats it. Each group's folder is its adapter module's, where it has one.
 */
function formatterGroups(
  files: readonly string[],
  modules: readonly string[],
): Array<{ directory: string; files: string[] }> {
  const groups = new Map<string, { directory: string; files: string[] }>();
  for (const file of files) {
    const formatter = detectFormatter(path.dirname(file), []);
    const key = formatter
      ? [formatter.name, formatter.cwd, ...formatter.command, ...(formatter.lintFix?.command ?? [])].join('\0')
      : '';
    const group = groups.get(key) ?? { directory: path.dirname(file), files: [] };
    if (modules.includes(file)) group.directory = path.dirname(file);
    group.files.push(file);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** One outcome for the run: every group's formatter, failed where one failed. */
function mergedOutcome(outcomes: readonly FormatOutcome[]): FormatOutcome | undefined {
  if (outcomes.length <= 1) return outcomes[0];
  const names = [...new Set(outcomes.flatMap((outcome) => (outcome.formatter ? [outcome.formatter] : [])))];
  const failed = outcomes.find((outcome) => !outcome.ok);
  const commands = outcomes.flatMap((outcome) => (outcome.command ? [outcome.command] : []));
  const messages = outcomes.flatMap((outcome) => (outcome.message ? [outcome.message] : []));
  return {
    formatter: names.length > 0 ? names.join(', ') : undefined,
    ok: failed === undefined,
    ...(messages.length > 0 && { message: messages.join('; ') }),
    ...(outcomes.every((outcome) => outcome.ran === false) && { ran: false as const }),
    ...(commands.length > 0 && { command: commands.join(' && ') }),
  };
}

/** `formatAfterWriting` for the files of one formatter. */
async function formatGroup(
  run: FormatRun,
  plan: RunPlan,
  { directory, files }: { directory: string; files: readonly string[] },
  mayAsk: boolean,
): Promise<FormatOutcome | undefined> {
  const { flags, err, colors } = run;
  const formatter = detectFormatter(directory, files);
  if (!formatter) {
    if (!flags.format) return undefined;
    const message = 'no formatter found (oxfmt, Prettier, Biome, dprint or ESLint); not formatted';
    err.write(`${colors.yellow('warning')} --format: ${message}\n`);
    return { formatter: undefined, ok: true, message };
  }
  if (!flags.format) {
    const lintFirst = formatter.lintFix ? `${commandLine(formatter.lintFix.command)} && ` : '';
    const command = `${lintFirst}${commandLine(formatter.command)}`;
    const notRun: FormatOutcome = { formatter: formatter.name, ok: true, ran: false, command };
    if (flags.quiet) return notRun;
    err.write(`Format the changed files with ${formatter.name}: ${command} (or run with --format)\n`);
    if (flags.json || !mayAsk || !(await offerFormatter(formatter.name))) return notRun;
  }
  // The adapter module is ours and new: formatted whole; a rewritten file, in what the migration changed only.
  const written = new Set(files);
  const rewritten = plan.files.flatMap((file) =>
    written.has(path.resolve(file.path)) && file.original !== undefined && file.output !== undefined
      ? [{ path: path.resolve(file.path), original: file.original, migrated: file.output }]
      : [],
  );
  const first = await formatPass(run, formatter, files, rewritten);
  if (!first.ok) {
    err.write(
      `${colors.red('error')} ${formatter.name} failed (${first.message}); the files are migrated but not formatted\n`,
    );
    return { formatter: formatter.name, ok: false, message: first.message };
  }
  // Where the project's lint fails on warnings too, every rule fixed: a file where the warn-level fixes moved lines
  // the migration never wrote (sorted imports) is back to its migrated text, and is fixed again by the errors only.
  let unformatted = first.unformatted;
  const fixedWarnings = formatter.lintFix !== undefined && !formatter.lintFix.command.includes('--quiet');
  const again = unformatted.length > 0 && fixedWarnings ? detectFormatter(directory, unformatted, 'errors') : undefined;
  if (again) {
    const retried = rewritten.filter((file) => unformatted.includes(file.path));
    const second = await formatPass(run, again, unformatted, retried);
    if (second.ok) unformatted = second.unformatted;
  }
  for (const file of unformatted)
    err.write(
      `${colors.yellow('warning')} ${path.relative(process.cwd(), file) || file}: formatting only the migrated lines did not parse, or would lose a line it moves; left as migrated, unformatted\n`,
    );
  const tools = first.lintFixed ? `eslint --fix and ${formatter.name}` : formatter.name;
  err.write(
    `formatted ${counted(files.length, 'file')} with ${tools} (in the rewritten files, the migrated lines only)\n`,
  );
  return { formatter: formatter.name, ok: true };
}

type PassResult = { ok: true; lintFixed: boolean; unformatted: string[] } | { ok: false; message: string };

/**
 * `eslint --fix` (where the project lints), the formatter, and each rewritten file cut back to the formatting of
 * its migrated lines; `unformatted` are the rewritten files left as migrated. Where the formatter fails, the
 * rewritten files are left as migrated, none with the whole-file fixes ESLint made before it.
 */
async function formatPass(
  run: FormatRun,
  formatter: Formatter,
  files: readonly string[],
  rewritten: readonly MigratedFile[],
): Promise<PassResult> {
  const { err, colors } = run;
  // ESLint's fixes first (typescript-eslint's `array-type`, say), so that the formatter lays out their result;
  // a failure there (a config that cannot lint the files) leaves the formatting to the formatter.
  const beforeLintFix = formatter.lintFix && textsBeforeFixes(files);
  const lintFix = formatter.lintFix && (await runFormatter(formatter.lintFix));
  if (lintFix && !lintFix.ok)
    err.write(`${colors.yellow('warning')} --format: eslint --fix failed (${lintFix.message}); formatting only\n`);
  for (const file of beforeLintFix ? undoFixesThatBreakParsing(beforeLintFix) : [])
    err.write(
      `${colors.yellow('warning')} ${path.relative(process.cwd(), file) || file}: eslint --fix left it unparsable (a rule's fix TypeScript does not accept); its fixes there are undone\n`,
    );
  // Twice: Prettier can need a second pass to settle some layouts (long type signatures),
  // and the project's own `--check` runs it once on already formatted text.
  let result = await runFormatter(formatter);
  if (result.ok) result = await runFormatter(formatter);
  if (result.ok && formatter.then) result = await runFormatter(formatter.then);
  if (!result.ok) {
    restoreMigrated(rewritten);
    return result;
  }
  return { ok: true, lintFixed: lintFix?.ok === true, unformatted: keepFormattingToChanges(rewritten) };
}

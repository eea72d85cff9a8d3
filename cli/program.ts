/** The command line (commander): the main migrate command and `list`. */
import { createRequire } from 'node:module';
import { Command, Option } from 'commander';
import { DIAGNOSTIC_CATALOGUE, diagnosticCodes } from '../transforms/lib/diagnostic-catalogue';
import { frameworkIds, toolDescription } from '../transforms/frameworks';
import type * as Registry from '../transforms/registry';
import { checkPaths } from './check-arguments';
import type * as ConsolidateCommand from './consolidate/command';
import type * as ContractCommand from './contract/command';
import type * as EjectCommand from './eject/command';
import { EXIT } from './exit-codes';
import { HELP_EXAMPLES } from './help-examples';
import type * as Migrate from './migrate';
import type * as ReportCommand from './report/command';
import { UsageError } from './usage-error';
import { toolVersion } from './version';

/**
 * Each command's module (and with it Babel and the front ends, about 0.45 s of CPU) is loaded when its
 * action runs: `--help`, `--version`, a bad flag or a missing path load none of them.
 */
const load = createRequire(__filename);
const commandModules = {
  migrate: () => load('./migrate') as typeof Migrate,
  consolidate: () => load('./consolidate/command') as typeof ConsolidateCommand,
  report: () => load('./report/command') as typeof ReportCommand,
  contract: () => load('./contract/command') as typeof ContractCommand,
  eject: () => load('./eject/command') as typeof EjectCommand,
  registry: () => load('../transforms/registry') as typeof Registry,
};

const pointerToHelp = (command: string) => `(run ${command} --help for the options and examples)`;

export function buildProgram(setExitCode: (code: number) => void): Command {
  const program = new Command();
  // Options after a subcommand belong to it: `report . -t ai-sdk` must not hand `-t` to the main command.
  program.enablePositionalOptions();
  program
    .name('std-tool-migrate')
    .description(toolDescription())
    .version(toolVersion(), '-v, --version')
    // The main command's own flags (--check, ...) stop at a subcommand's name: `contract --check <file>` is contract's.
    .enablePositionalOptions()
    .argument('[paths...]', 'files or folders to migrate', ['.'])
    .option('--dry-run', 'print the diffs, write nothing')
    .option('-y, --yes', 'no prompts (implied when stdin is not a terminal)')
    .addOption(transformOption('only these transforms'))
    .option('--adapter-path <file>', 'write the adapter module here (default: std-tool.ts in each project folder)')
    .option('--adapter-import <specifier>', 'import the adapters from this existing module instead of writing one')
    .option('--check', 'write nothing; exit 2 when anything would change (CI guard)')
    .option('--json', 'print the result as JSON on stdout')
    .option('--allow-dirty', 'run on a git tree with uncommitted changes')
    .addOption(ignoreOption())
    .option(
      '--cpus <n>',
      'worker threads (default: the main thread alone on 2 cores, plus one worker per further core once the files pay for them; at most the cores there are)',
    )
    .option('--format', "run the project's formatter (Prettier, Biome, dprint; else eslint --fix) on the written files")
    .option('-q, --quiet', 'print only errors and the one-line result (CI)')
    .option('--verbose', 'list every file and every manual item (default: the first few of each reason)')
    .addHelpText('after', HELP_EXAMPLES.main)
    .showHelpAfterError(pointerToHelp('std-tool-migrate'))
    // Commander puts its suggestion on a line of its own: keep the error one line.
    .configureOutput({
      outputError: (text, write) => write(text.replace(/\n\(Did you mean (.+)\?\)/, ' (did you mean $1?)')),
    })
    .action(async (paths: string[], flags) => {
      const session = { declined: false };
      const code = await commandModules.migrate().migrate(paths, flags, session);
      setExitCode(code);
      // Offered only when the user turned nothing down: consolidating migrates what is still native.
      if (code === EXIT.ok && !flags.transform && !session.declined) {
        const consolidated = await commandModules.consolidate().offerAfterMigration(paths, flags);
        if (consolidated !== undefined) setExitCode(consolidated);
      }
    });

  program
    .command('consolidate')
    .addHelpText('after', HELP_EXAMPLES.consolidate)
    .showHelpAfterError(pointerToHelp('std-tool-migrate consolidate'))
    .description('one definition per tool defined more than once (migrates native definitions first)')
    .argument('[paths...]', 'files or folders to consolidate', ['.'])
    .option('--dry-run', 'print the diffs, write nothing')
    .option('-y, --yes', 'no prompts: merge only the groups whose definitions are identical')
    .option('--adapter-path <file>', 'write the adapter module here (default: std-tool.ts in each project folder)')
    .option('--adapter-import <specifier>', 'import the adapters from this existing module instead of writing one')
    .option('--check', 'write nothing; exit 2 when anything would change (a group could be merged)')
    .option('--json', 'print the result as JSON on stdout')
    .option('--allow-dirty', 'run on a git tree with uncommitted changes')
    .addOption(ignoreOption())
    .option(
      '--cpus <n>',
      'worker threads (default: the main thread alone on 2 cores, plus one worker per further core once the files pay for them)',
    )
    .action(async (paths: string[], _flags, command: Command) => {
      // The main command defines the same flags: commander hands them to it wherever they stand.
      setExitCode(await commandModules.consolidate().consolidate(paths, command.optsWithGlobals()));
    });

  program
    .command('report')
    .addHelpText('after', HELP_EXAMPLES.report)
    .showHelpAfterError(pointerToHelp('std-tool-migrate report'))
    .description('a dry run: every tool definition found, and the tools defined more than once')
    .argument('[paths...]', 'files or folders to scan', ['.'])
    .addOption(
      new Option('--format <format>', 'output format').choices(['text', 'markdown', 'json', 'sarif']).default('text'),
    )
    .option('--fail-on-duplicates', 'exit 2 when a tool is defined more than once')
    .addOption(transformOption('only these transforms'))
    .addOption(ignoreOption())
    .option(
      '--cpus <n>',
      'worker threads (default: the main thread alone on 2 cores, plus one worker per further core once the files pay for them)',
    )
    .action(async (paths: string[], flags) => {
      setExitCode(await commandModules.report().report(paths, flags));
    });

  program
    .command('contract')
    .addHelpText('after', HELP_EXAMPLES.contract)
    .showHelpAfterError(pointerToHelp('std-tool-migrate contract'))
    .description(
      'what each framework sends to a model for every tool, and what each provider receives; ' +
        'RUNS YOUR CODE: it imports the modules that define tools, each in a child process with a timeout',
    )
    .argument('[paths...]', 'files or folders to scan', ['.'])
    .option('--out <file>', 'write the contract as a stable JSON snapshot')
    .option('--check <file>', 'compare with a snapshot: exit 2 when anything differs, 0 when identical')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'markdown', 'json']).default('text'))
    .option('--timeout <ms>', 'per module: kill its child process after this long (default 20000)')
    .addOption(ignoreOption())
    .option('--cpus <n>', 'modules imported at the same time (default: up to 4, at most the cores there are)')
    .addHelpText(
      'after',
      "\nEach module's child process inherits your environment (variables, secrets included) and its working " +
        "directory is the module's folder. On success and on timeout its whole process tree is killed, " +
        'detached grandchildren included. --timeout is at most 3600000 ms. See docs/safety.md.',
    )
    .action(async (paths: string[], flags) => {
      setExitCode(await commandModules.contract().contract(paths, flags));
    });

  program
    .command('eject')
    .addHelpText('after', HELP_EXAMPLES.eject)
    .showHelpAfterError(pointerToHelp('std-tool-migrate eject'))
    .description('the way back: adapter calls become native definitions again (one framework with -t, else all)')
    .argument('[paths...]', 'files or folders to eject', ['.'])
    .addOption(transformOption('only these frameworks'))
    .option('--dry-run', 'print the diffs, write nothing')
    .option('-y, --yes', 'no prompts (implied when stdin is not a terminal)')
    .option('--check', 'write nothing; exit 2 when anything would change')
    .option('--json', 'print the result as JSON on stdout')
    .option('--allow-dirty', 'run on a git tree with uncommitted changes')
    .option('--adapter-import <specifier>', 'the adapters come from this module (not a relative path)')
    .addOption(ignoreOption())
    .action(async (paths: string[], flags) => setExitCode(await commandModules.eject().eject(paths, flags)));

  program
    .command('list')
    .addHelpText('after', HELP_EXAMPLES.list)
    .showHelpAfterError(pointerToHelp('std-tool-migrate list'))
    .description('the transforms and what each recognises')
    .action(() => {
      for (const frontEnd of commandModules.registry().allFrontEnds) {
        process.stdout.write(
          `${frontEnd.framework.id} — ${frontEnd.framework.title}\n${frontEnd.recognises.map((line) => `  • ${line}`).join('\n')}\n`,
        );
      }
      process.stdout.write('\ndiagnostics (code, kind: what it says about a definition)\n');
      for (const code of diagnosticCodes)
        process.stdout.write(`  ${code} (${DIAGNOSTIC_CATALOGUE[code].kind}): ${DIAGNOSTIC_CATALOGUE[code].message}\n`);
      setExitCode(EXIT.ok);
    });
  // Every path is checked before any work; the main command's first one may be a misspelt command.
  const commands = program.commands.map((command) => command.name());
  program.hook('preAction', (_program, action) => {
    const paths = action.registeredArguments[0]?.variadic
      ? (action.processedArgs[0] as string[] | undefined)
      : undefined;
    if (paths) checkPaths(paths, action === program ? commands : undefined);
  });
  return program;
}

export async function main(argv: string[]): Promise<number> {
  let code: number = EXIT.ok;
  const program = buildProgram((value) => {
    code = value;
  });
  // On every command: a subcommand's bad flag must come back here, not exit from inside commander.
  for (const command of [program, ...program.commands]) command.exitOverride();
  try {
    await program.parseAsync(argv);
    return code;
  } catch (error) {
    const commanderCode = (error as { code?: string; exitCode?: number }).code;
    if (
      commanderCode === 'commander.helpDisplayed' ||
      commanderCode === 'commander.version' ||
      commanderCode === 'commander.help'
    )
      return EXIT.ok;
    if (commanderCode?.startsWith('commander.')) return EXIT.failed;
    if (error instanceof UsageError) {
      if (argv.includes('--json'))
        process.stdout.write(
          `${JSON.stringify({ error: { reason: error.reason, message: error.message } }, null, 2)}\n`,
        );
      process.stderr.write(`error: ${error.message}\n${pointerToHelp('std-tool-migrate')}\n`);
      return EXIT.failed;
    }
    const name = (error as { name?: string }).name;
    // Ctrl+C at a prompt: the prompt library throws rather than the signal handler exiting.
    if (name === 'ExitPromptError') {
      process.stderr.write('interrupted; nothing more was written\n');
      return EXIT.interrupted;
    }
    process.stderr.write(`error: ${(error as Error).stack ?? String(error)}\n`);
    return EXIT.failed;
  }
}

/** `-t`: the frameworks a command is limited to (every command that has it takes the same ids). */
function transformOption(description: string): Option {
  return new Option('-t, --transform <names...>', description).choices(frameworkIds);
}

function ignoreOption(): Option {
  return new Option('--ignore <globs...>', 'also skip files matching these gitignore-style patterns');
}

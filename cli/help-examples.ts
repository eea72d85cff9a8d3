/** The examples `--help` ends with, one block per command: what a user types first. */
const block = (lines: readonly string[]) => `\nExamples:\n${lines.map((line) => `  ${line}`).join('\n')}\n`;

export const HELP_EXAMPLES = {
  main: block([
    'std-tool-migrate src --dry-run                # preview: print the diffs, write nothing',
    'std-tool-migrate src                          # interactive: pick frameworks, accept each diff',
    'std-tool-migrate src --yes -t ai-sdk          # no prompts, only the AI SDK transform',
    'std-tool-migrate src --check --json --quiet   # CI: exit 2 while anything would change',
    '',
    'Commands: report, consolidate, contract, list (std-tool-migrate <command> --help).',
    'Exit codes: 0 done, 1 an error or bad input, 2 --check found work, 130 interrupted.',
  ]),
  report: block([
    'std-tool-migrate report src                       # every tool definition, and the duplicates',
    'std-tool-migrate report src --format markdown     # for a PR description',
    'std-tool-migrate report src --format sarif > tools.sarif',
    'std-tool-migrate report src --fail-on-duplicates  # exit 2 when a tool is defined twice',
  ]),
  consolidate: block([
    'std-tool-migrate consolidate src --dry-run   # the merges, as diffs; nothing written',
    'std-tool-migrate consolidate src             # pick a definition where copies differ',
    'std-tool-migrate consolidate src --yes       # merge only identical copies',
  ]),
  contract: block([
    'std-tool-migrate contract src                                # what each framework and provider sees',
    'std-tool-migrate contract src --out tool-contract.json       # snapshot, before the migration',
    'std-tool-migrate contract src --check tool-contract.json     # after: exit 2 when anything differs',
  ]),
  list: block(['std-tool-migrate list   # the transforms, what each recognises, the diagnostic codes']),
} as const;

/**
 * @inquirer/prompts, loaded on the first question: runs that ask nothing (`--dry-run`,
 * `--yes`, CI) do not pay the ~60 ms it takes to load.
 */
export function prompts(): Promise<typeof import('@inquirer/prompts')> {
  return import('@inquirer/prompts');
}

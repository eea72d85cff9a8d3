/**
 * The paths on the command line, checked before any work: a typo must not migrate the
 * paths that do exist first and only then complain (`reprot ./src` for `report ./src`).
 */
import { existsSync } from 'node:fs';
import { UsageError } from './usage-error';

/** A bare word, as a command is written; a path has a dot or a separator. */
const looksLikeCommand = (word: string) => /^[a-z][a-z-]*$/i.test(word);

/**
 * Throws a one-line UsageError when a path does not exist. `commands` is set for the main
 * command, whose first path may be a misspelt subcommand.
 */
export function checkPaths(paths: readonly string[], commands?: readonly string[]): void {
  const missing = paths.filter((given) => !existsSync(given));
  if (missing.length === 0) return;
  const first = paths[0]!;
  if (commands && missing[0] === first && looksLikeCommand(first))
    throw new UsageError(
      `'${first}' is neither a command nor a file or folder (commands: ${commands.join(', ')})`,
      'unknown-command',
    );
  throw new UsageError(
    missing.length === 1 ? `no such file or folder: ${missing[0]}` : `no such files or folders: ${missing.join(', ')}`,
    'missing-path',
  );
}

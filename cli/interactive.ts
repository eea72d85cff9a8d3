/** The questions of the interactive flow (@inquirer/prompts, loaded by prompts.ts when first asked). */
import * as path from 'node:path';
import { frontEndsById, type TransformName } from '../transforms/registry';
import type { Colors } from './colors';
import { colorDiff, unifiedDiff } from './diff';
import { prompts } from './prompts';
import type { FileResult } from './runner/file-result';

export async function chooseTransforms(available: TransformName[], found: TransformName[]): Promise<TransformName[]> {
  const { checkbox } = await prompts();
  return checkbox({
    message: 'Which frameworks should be migrated?',
    // Only what the scan found: a framework with nothing to migrate is no choice.
    choices: available
      .filter((name) => found.includes(name))
      .map((name) => ({
        name: `${name} — ${frontEndsById[name].framework.title}`,
        value: name,
        checked: true,
      })),
  });
}

type Answer = 'accept' | 'skip' | 'all' | 'quit';

/** Shows each file's diff and asks; returns the files to write. */
export async function chooseFiles(changed: readonly FileResult[], colors: Colors): Promise<Set<string>> {
  const { select } = await prompts();
  const accepted = new Set<string>();
  for (let index = 0; index < changed.length; index += 1) {
    const file = changed[index]!;
    process.stdout.write(`\n${colorDiff(unifiedDiff(file.path, file.original!, file.output!), colors)}\n`);
    const answer = await select<Answer>({
      message: `${path.relative(process.cwd(), file.path)} (${index + 1}/${changed.length}): apply this change?`,
      choices: [
        { name: 'accept', value: 'accept' },
        { name: 'skip', value: 'skip' },
        { name: 'accept all remaining', value: 'all' },
        { name: 'quit (apply what was accepted)', value: 'quit' },
      ],
    });
    if (answer === 'quit') break;
    if (answer === 'skip') continue;
    accepted.add(file.path);
    if (answer === 'all') {
      for (const rest of changed.slice(index + 1)) accepted.add(rest.path);
      break;
    }
  }
  return accepted;
}

export async function confirmOverwrite(modulePath: string, missing: readonly string[]): Promise<boolean> {
  const { confirm } = await prompts();
  return confirm({
    message: `${path.relative(process.cwd(), modulePath)} was edited by hand and lacks ${missing.join(', ')}. Overwrite it (your edits are lost)?`,
    default: false,
  });
}

export async function offerFormatter(name: string): Promise<boolean> {
  const { confirm } = await prompts();
  return confirm({ message: `Run ${name} on the changed files now?`, default: false });
}

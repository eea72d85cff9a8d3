/** The interactive questions of `consolidate` (@inquirer/prompts, loaded when first asked). */
import type { Colors } from '../colors';
import { prompts } from '../prompts';
import type { ToolGroup } from './analyse';
import { driftLine, siteLine } from './summary';
import { counted } from '../plural';

/** For each group whose definitions differ: which one wins (its index), or skip. */
export async function pickDefinitions(
  groups: readonly ToolGroup[],
  colors: Colors,
): Promise<Map<ToolGroup, number | 'skip'>> {
  const { select } = await prompts();
  const choices = new Map<ToolGroup, number | 'skip'>();
  for (const group of groups) {
    if (group.drift.kind !== 'differs' || group.blockers.length > 0) continue;
    process.stdout.write(
      `\n${colors.bold(`"${group.sites[0]!.name}" is defined ${group.sites.length} times; they ${driftLine(group)}`)}\n`,
    );
    for (const [field, diff] of Object.entries(group.drift.diffs ?? {}))
      process.stdout.write(`${colors.bold(field)}:\n${diff}\n`);
    const answer = await select<number | 'skip'>({
      message: `"${group.sites[0]!.name}": which definition should every framework use?`,
      choices: [
        ...group.sites.map((site, index) => ({ name: `keep ${siteLine(site)}`, value: index })),
        { name: 'skip (leave them as they are)', value: 'skip' as const },
      ],
    });
    choices.set(group, answer);
  }
  return choices;
}

export async function confirmConsolidation(files: number, created: number): Promise<boolean> {
  const { confirm } = await prompts();
  return confirm({
    message: `Apply: ${counted(files, 'file')} changed, ${counted(created, 'new module')}?`,
    default: true,
  });
}

export async function offerConsolidation(groups: number): Promise<boolean> {
  const { confirm } = await prompts();
  return confirm({
    message: `${counted(groups, 'tool is', 'tools are')} defined more than once. Consolidate them now (one definition each)?`,
    default: false,
  });
}

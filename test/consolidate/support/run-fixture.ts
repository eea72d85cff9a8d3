/**
 * Runs `consolidate` on a fixture folder the way the command does, without writing:
 * migrate in memory (the runner), read the project, analyse, plan with the given picks.
 * Returns the resulting tree: every file of the folder (consolidated, migrated or as it
 * was) plus the new modules; the adapter module the migration would write is left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { analyse, type Analysis } from '../../../cli/consolidate/analyse';
import { planConsolidation, type ConsolidationPlan } from '../../../cli/consolidate/plan';
import { packageOf, projectLayout, projectTexts } from '../../../cli/consolidate/project-texts';
import { resolveTransforms } from '../../../cli/migrate';
import { planRun } from '../../../cli/runner/run';

export interface FixtureRun {
  tree: Map<string, string>;
  plan: ConsolidationPlan;
  analysis: Analysis;
}

/** Every file under root, POSIX-relative, sorted. */
export function readTree(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else files.set(path.relative(root, full).split(path.sep).join('/'), readFileSync(full, 'utf8'));
    }
  };
  visit(root);
  return files;
}

/** `picks`: group key → index of the definition that wins. */
export async function runFixture(root: string, picks: Record<string, number> = {}): Promise<FixtureRun> {
  const run = await planRun({ paths: [root], transforms: resolveTransforms(undefined), cpus: 1 });
  const texts = projectTexts(run);
  const analysis = analyse(texts.texts, { packageOf });
  const choices = new Map(
    analysis.groups.filter((group) => group.key in picks).map((group) => [group, picks[group.key]!] as const),
  );
  const plan = planConsolidation(analysis, texts.texts, choices, projectLayout(run, undefined));
  const tree = readTree(root);
  for (const [file, text] of texts.texts) tree.set(path.relative(root, file).split(path.sep).join('/'), text);
  for (const [file, text] of [...plan.files, ...plan.created])
    tree.set(path.relative(root, file).split(path.sep).join('/'), text);
  return { tree: new Map([...tree].sort(([a], [b]) => a.localeCompare(b))), plan, analysis };
}

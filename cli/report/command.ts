/** `std-tool-migrate report`: a dry run that writes nothing and lists what it found. */
import { workerCount } from '../cpus';
import { resolveTransforms, EXIT } from '../migrate';
import { planRun } from '../runner/run';
import { isFailure } from '../summary';
import { toolVersion } from '../version';
import { formatReport, type ReportFormat } from './formats';
import { standardToolFacts } from '../consolidate/report-facts';
import { buildInventory } from './inventory';

export interface ReportFlags {
  format?: ReportFormat;
  failOnDuplicates?: boolean;
  transform?: string[];
  ignore?: string[];
  cpus?: string;
}

export async function report(paths: string[], flags: ReportFlags): Promise<number> {
  const transforms = resolveTransforms(flags.transform);
  const workers = workerCount(flags.cpus);
  if (workers.warning) process.stderr.write(`warning ${workers.warning}\n`);
  // Planned as the run plans it, adapter modules included (never written): a module that
  // cannot serve its files, or a file that could not load it, is reported as the run would.
  const plan = await planRun({
    paths,
    transforms,
    ignore: flags.ignore,
    cpus: workers.count,
    cpusRequested: workers.requested,
    // As `standardToolFacts` reads them below: with no adapter import of its own.
    standardTools: { adapterImport: undefined },
  });
  const inventory = buildInventory(plan, process.cwd(), standardToolFacts(plan));
  process.stdout.write(formatReport(inventory, flags.format ?? 'text', toolVersion()));
  for (const problem of plan.problems)
    process.stderr.write(`${isFailure(problem.reason) ? 'error' : 'warning'} ${problem.path}: ${problem.message}\n`);
  for (const file of plan.files)
    if (file.status === 'error') process.stderr.write(`error ${file.path}: ${file.reason ?? 'failed'}\n`);
  if (plan.totals.errors > 0 || plan.problems.some((problem) => isFailure(problem.reason))) return EXIT.failed;
  return flags.failOnDuplicates && inventory.duplicates.length > 0 ? EXIT.workFound : EXIT.ok;
}

/**
 * Runs the files through the engine. Each file is read here and pre-filtered on its
 * text, and each candidate (a file that names a framework module) goes to the transform
 * queue at once, so reading and transforming overlap and only the candidates waiting
 * for a worker are held in memory (see transform-queue.ts for the workers).
 */
import type { TransformOptions } from '../../transforms/lib/engine';
import { frontEndsById, type TransformName } from '../../transforms/registry';
import type { FileResult } from './file-result';
import { ownModuleResult, readCandidate } from './process-file';
import { TransformQueue, type CandidateJob, type QueueSettings } from './transform-queue';

export interface FileJob {
  file: string;
  options: TransformOptions;
  /** The run's own adapter module: listed, never read as user code. */
  ownModule?: boolean;
}

/** Candidates waiting for a worker before the reading pauses: bounds the texts held. */
const MAX_BACKLOG = 512;
/** Reading yields to the workers' messages this often (ms). */
const READ_SLICE_MS = 8;

/**
 * `cpus` caps the workers. When the user asked for a number (`--cpus N`), that many
 * are used whatever the run's size; otherwise only as many as the candidates pay for.
 */
export async function processFiles(
  jobs: readonly FileJob[],
  transforms: TransformName[],
  cpus: number,
  onResult: (result: FileResult) => void = () => {},
  cpusRequested = false,
): Promise<FileResult[]> {
  const frontEnds = transforms.map((name) => frontEndsById[name]);
  const settings: QueueSettings = { transforms, frontEnds, cpus, cpusRequested };
  const results: FileResult[] = new Array(jobs.length);
  // One parse per file: the transform also returns what the file tells the others (a
  // Genkit instance it exports, ...). Only files that looked for such facts are run
  // again, once all are known; their results are reported after that.
  const rerun: CandidateJob[] = [];
  const firstPass = new TransformQueue(settings, (job, result) => {
    results[job.index] = result;
    if (result.consultedFacts === true) rerun.push(job);
    else onResult(result);
  });
  let sliceStart = Date.now();
  for (let index = 0; index < jobs.length; index += 1) {
    const job = jobs[index]!;
    const candidate = job.ownModule
      ? { kind: 'done' as const, result: ownModuleResult(job.file) }
      : readCandidate(job.file, frontEnds);
    if (candidate.kind === 'done') {
      results[index] = candidate.result;
      onResult(candidate.result);
    } else {
      firstPass.push({ index, candidate, options: job.options });
    }
    if (Date.now() - sliceStart >= READ_SLICE_MS) {
      await firstPass.backlogBelow(MAX_BACKLOG);
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = Date.now();
    }
  }
  await firstPass.finish();

  const moduleFacts = mergeFacts(results);
  if (Object.keys(moduleFacts).length > 0 && rerun.length > 0) {
    const secondPass = new TransformQueue(settings, (job, result) => {
      results[job.index] = result;
      onResult(result);
    });
    for (const job of rerun) secondPass.push({ ...job, options: { ...job.options, moduleFacts } });
    await secondPass.finish();
  } else {
    for (const job of rerun) onResult(results[job.index]!);
  }
  for (const result of results) {
    delete result.facts;
    delete result.consultedFacts;
  }
  return results;
}

function mergeFacts(fileResults: readonly FileResult[]): Record<string, string[]> {
  const facts: Record<string, string[]> = {};
  for (const result of fileResults) {
    for (const [kind, values] of Object.entries(result.facts ?? {})) (facts[kind] ??= []).push(...values);
  }
  return facts;
}

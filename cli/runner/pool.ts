/**
 * Runs the files through the engine. Each file is read once here and pre-filtered on
 * its text; only the candidates (files that name a framework module) are transformed,
 * on `cpus` worker threads when there are enough of them to pay for the workers'
 * start-up, else in this thread. One file's failure never stops the others; a crashed
 * worker counts as an error for the file it held, and is replaced.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TransformOptions } from '../../transforms/lib/engine';
import type { FrontEnd } from '../../transforms/lib/front-end';
import { frontEndsById, type TransformName } from '../../transforms/registry';
import type { FileResult } from './file-result';
import { failure, ownModuleResult, readCandidate, transformCandidate, type Candidate } from './process-file';
import type { WorkerTask } from './worker';

export interface FileJob {
  file: string;
  options: TransformOptions;
  /** The run's own adapter module: listed, never read as user code. */
  ownModule?: boolean;
}

/**
 * Candidates per worker: a worker takes ~250–500 ms to start (it loads Babel) and a
 * candidate ~2–5 ms to transform, so fewer than this and the worker does not pay off.
 */
export const MIN_CANDIDATES_PER_WORKER = 200;

type CandidateJob = { index: number; candidate: Extract<Candidate, { kind: 'candidate' }>; options: TransformOptions };

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
  const results: FileResult[] = new Array(jobs.length);
  const candidates: CandidateJob[] = [];
  jobs.forEach((job, index) => {
    const candidate: Candidate = job.ownModule
      ? { kind: 'done', result: ownModuleResult(job.file) }
      : readCandidate(job.file, frontEnds);
    if (candidate.kind === 'done') {
      results[index] = candidate.result;
      onResult(candidate.result);
    } else {
      candidates.push({ index, candidate, options: job.options });
    }
  });

  const transform = (batch: CandidateJob[], report: (result: FileResult) => void) =>
    transformCandidates(batch, transforms, frontEnds, cpus, cpusRequested, results, report);
  // One parse per file: the transform also returns what the file tells the others (a
  // Genkit instance it exports, ...). Only files that looked for such facts are run
  // again, once all are known; their results are reported after that.
  const waiting = (result: FileResult) => result.consultedFacts === true;
  await transform(candidates, (result) => {
    if (!waiting(result)) onResult(result);
  });
  const moduleFacts = mergeFacts(candidates.map((job) => results[job.index]!));
  const rerun = candidates.filter((job) => waiting(results[job.index]!));
  if (Object.keys(moduleFacts).length > 0 && rerun.length > 0) {
    for (const job of rerun) job.options = { ...job.options, moduleFacts };
    await transform(rerun, onResult);
  } else {
    for (const job of rerun) onResult(results[job.index]!);
  }
  for (const result of results) {
    delete result.facts;
    delete result.consultedFacts;
  }
  return results;
}

async function transformCandidates(
  batch: CandidateJob[],
  transforms: TransformName[],
  frontEnds: readonly FrontEnd[],
  cpus: number,
  cpusRequested: boolean,
  results: FileResult[],
  onResult: (result: FileResult) => void,
): Promise<void> {
  const workerScript = path.join(__dirname, 'worker.js');
  const workerCount = Math.min(
    cpus,
    cpusRequested ? batch.length : Math.floor(batch.length / MIN_CANDIDATES_PER_WORKER),
  );
  if (workerCount <= 1 || !existsSync(workerScript)) {
    for (const job of batch) {
      results[job.index] = safeTransform(job, frontEnds);
      onResult(results[job.index]!);
    }
    return;
  }
  await runOnWorkers(workerScript, workerCount, batch, transforms, results, onResult);
}

function mergeFacts(fileResults: readonly FileResult[]): Record<string, string[]> {
  const facts: Record<string, string[]> = {};
  for (const result of fileResults) {
    for (const [kind, values] of Object.entries(result.facts ?? {})) (facts[kind] ??= []).push(...values);
  }
  return facts;
}

function runOnWorkers(
  workerScript: string,
  workerCount: number,
  candidates: CandidateJob[],
  transforms: TransformName[],
  results: FileResult[],
  onResult: (result: FileResult) => void,
): Promise<void> {
  let next = 0;
  return new Promise<void>((resolve) => {
    let running = 0;
    const start = () => {
      const worker = new Worker(workerScript);
      running += 1;
      let current: CandidateJob | undefined;
      const dispatch = () => {
        if (next >= candidates.length) {
          current = undefined;
          void worker.terminate();
          return;
        }
        current = candidates[next++]!;
        const task: WorkerTask = {
          id: current.index,
          path: current.candidate.path,
          text: current.candidate.text,
          bom: current.candidate.bom,
          transforms,
          options: current.options,
        };
        worker.postMessage(task);
      };
      worker.on('message', (message: { id: number; result: FileResult }) => {
        results[message.id] = message.result;
        onResult(message.result);
        dispatch();
      });
      const crash = (reason: string) => {
        // `current` is the job in flight (cleared once handled: 'error' and 'exit' may both fire).
        if (current === undefined) return;
        results[current.index] = failure(current.candidate.path, 'worker-crashed', `worker crashed: ${reason}`);
        onResult(results[current.index]!);
        current = undefined;
        if (next < candidates.length) start();
      };
      worker.on('error', (error) => crash(error.message));
      worker.on('exit', (code) => {
        if (code !== 0) crash(`exit code ${code}`);
        running -= 1;
        if (running === 0) resolve();
      });
      dispatch();
    };
    for (let index = 0; index < workerCount; index += 1) start();
  });
}

function safeTransform(job: CandidateJob, frontEnds: readonly FrontEnd[]): FileResult {
  try {
    return transformCandidate(job.candidate, frontEnds, job.options);
  } catch (error) {
    return failure(job.candidate.path, 'internal-error', `unexpected failure: ${(error as Error).message}`);
  }
}

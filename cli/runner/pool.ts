/**
 * Runs the files through the engine. Each file is read here and pre-filtered on its
 * text, and each candidate (a file that names a framework module) goes to the transform
 * queue at once, so reading and transforming overlap and only the candidates waiting
 * for a worker are held in memory (see transform-queue.ts for the workers).
 */
import { answersChange } from '../../transforms/lib/module-facts';
import { frontEndsById, type TransformName } from '../../transforms/registry';
import { addDeferredWholeModuleFacts } from './deferred-facts';
import type { FileResult } from './file-result';
import type { FrontEnd } from '../../transforms/lib/front-end';
import { openedFor } from './opened-files';
import { ownModuleResult, readCandidate, type Candidate, type CandidateOptions } from './process-file';
import { decodeSource, readSourceBytes } from './source-file';
import { TransformQueue, type CandidateJob } from './transform-queue';
import { typeOracleFor, type TypeOracle } from './type-oracle-client';
import { MAX_TYPE_ROUNDS, type TypeOracleStats } from './type-oracle-pass';

export interface FileJob {
  file: string;
  options: CandidateOptions;
  /** The run's own adapter module: listed, never read as user code. */
  ownModule?: boolean;
}

/** Candidates waiting for a worker before the reading pauses: bounds the texts held. */
const MAX_BACKLOG = 512;
/** Reading yields to the workers' messages this often (ms). */
const READ_SLICE_MS = 8;

/**
 * `cpus` caps the threads. When the user asked for a number (`--cpus N`), that many
 * workers are used whatever the run's size; otherwise this thread and as many workers as
 * the candidates pay for, up to one per other core.
 */
export async function processFiles(
  jobs: readonly FileJob[],
  transforms: TransformName[],
  cpus: number,
  onResult: (result: FileResult) => void = () => {},
  cpusRequested = false,
  whileWaiting: WhileWaiting = () => {},
): Promise<{ files: FileResult[]; typeOracle: TypeOracleStats }> {
  const frontEnds = transforms.map((name) => frontEndsById[name]);
  const queue = new TransformQueue({ transforms, frontEnds, cpus, cpusRequested });
  const results: FileResult[] = new Array(jobs.length);
  const types = typeOracleFor(cpus);
  // One parse per file: the transform also returns what the file tells the others (a
  // Genkit instance it exports, ...). Only files that asked for such facts, or asked the
  // type oracle what syntax could not tell, may be run again, once all are known; their
  // results are reported after that.
  const asking: CandidateJob[] = [];
  const held: HeldFile[] = [];
  const transformed: string[] = [];
  const firstPass = (job: CandidateJob, result: FileResult) => {
    transformed.push(job.candidate.path);
    results[job.index] = result;
    if (hasOpenQuestion(result))
      types.prepare({ path: job.candidate.path, text: job.candidate.text, asked: result.askedTypes ?? [] });
    if (result.askedFacts || hasOpenQuestion(result)) asking.push(job);
    else onResult(result);
  };
  let typeOracle: TypeOracleStats | undefined;
  try {
    let sliceStart = Date.now();
    for (let index = 0; index < jobs.length; index += 1) {
      const job = jobs[index]!;
      const candidate = job.ownModule
        ? { kind: 'done' as const, result: ownModuleResult(job.file) }
        : readCandidate(job.file, frontEnds, job.options);
      if (candidate.kind === 'done') {
        results[index] = candidate.result;
        // Another file's facts may open it yet: said once they are all in.
        if (candidate.result.openableFor) held.push({ index, job });
        else onResult(candidate.result);
      } else {
        queue.push({ index, candidate, options: job.options }, firstPass);
      }
      if (Date.now() - sliceStart >= READ_SLICE_MS) {
        await queue.backlogBelow(MAX_BACKLOG);
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = Date.now();
      }
    }
    await queue.drain();

    const moduleFacts = mergeFacts(results);
    const opened = openedJobs(held, results, frontEnds, moduleFacts, onResult);
    if (opened.length > 0) {
      const openedResults: FileResult[] = [];
      queue.pushAll(opened, (job, result) => {
        openedResults.push(result);
        // Opened with all the first pass's facts and found nothing to say: reported as that pass left it
        // (`skipped`, its reason).
        const nothing =
          result.status === 'unchanged' &&
          result.tools.length === 0 &&
          result.diagnostics.length === 0 &&
          !hasOpenQuestion(result);
        if (nothing) onResult(results[job.index]!);
        else firstPass(job, result);
      });
      await queue.drain();
      for (const [kind, values] of Object.entries(mergeFacts(openedResults)))
        (moduleFacts[kind] ??= []).push(...values);
    }
    addDeferredWholeModuleFacts(results, transformed, moduleFacts);
    await laterPasses(queue, asking, results, moduleFacts, types, onResult, whileWaiting);
  } finally {
    typeOracle = await types.finish();
    await queue.close();
  }
  for (const result of results) {
    delete result.facts;
    delete result.askedFacts;
    delete result.openableFor;
    delete result.definitionImports;
    delete result.askedTypes;
    delete result.wholeModuleSubjects;
  }
  return { files: results, typeOracle };
}

/**
 * Work the run may do ahead while it first waits for the type oracle, from the results so far
 * (those of the files that asked may still change): it must change no outcome, only warm caches.
 */
export type WhileWaiting = (results: readonly FileResult[]) => void;

/** A file some of whose type questions are not answered yet (its result may still change). */
export const hasOpenQuestion = (result: FileResult) =>
  result.askedTypes?.some((asked) => asked.answer === undefined) === true;

/**
 * The files held back run again with all the run's facts, when an answer to their
 * questions changed, or when their project's types answered one of their open type
 * questions; a file answered so may look one step further (a receiver, then its schema)
 * and ask again, for a few rounds. A file whose questions get the same answers would give
 * the same result (nine in ten of them on the public corpus): it is reported as it is.
 */
async function laterPasses(
  queue: TransformQueue,
  asking: readonly CandidateJob[],
  results: FileResult[],
  moduleFacts: Record<string, string[]>,
  types: TypeOracle,
  onResult: (result: FileResult) => void,
  whileWaiting: WhileWaiting,
): Promise<void> {
  const typeAnswers = new Map<number, Record<string, boolean>>();
  let round = asking;
  for (let pass = 0; round.length > 0; pass += 1) {
    const answering = types.answer(
      round.map((job) => ({
        path: job.candidate.path,
        text: job.candidate.text,
        asked: results[job.index]!.askedTypes ?? [],
      })),
    );
    // The oracle's thread builds its programs meanwhile: this one does what it can ahead.
    if (pass === 0) whileWaiting(results);
    const fresh = await answering;
    const rerun: CandidateJob[] = [];
    for (const job of round) {
      const { askedFacts } = results[job.index]!;
      const answered = fresh.get(job.candidate.path);
      if (answered) typeAnswers.set(job.index, { ...typeAnswers.get(job.index), ...answered });
      if (answered || (pass === 0 && askedFacts && answersChange(askedFacts, moduleFacts))) rerun.push(job);
      else onResult(results[job.index]!);
    }
    const next: CandidateJob[] = [];
    queue.pushAll(
      rerun.map((job) => ({
        ...job,
        options: { ...job.options, moduleFacts, typeAnswers: typeAnswers.get(job.index) },
      })),
      (job, result) => {
        results[job.index] = result;
        if (pass + 1 < MAX_TYPE_ROUNDS && hasOpenQuestion(result)) next.push(job);
        else onResult(result);
      },
    );
    await queue.drain();
    round = next;
  }
}

/** A file left as it is in the first pass that the facts may open (`FileResult.openableFor`). */
interface HeldFile {
  index: number;
  job: FileJob;
}

/**
 * The held files the facts open, as jobs for the front ends they open them to (read again: the first
 * pass kept no text); the others are reported as they are.
 */
function openedJobs(
  held: readonly HeldFile[],
  results: readonly FileResult[],
  frontEnds: readonly FrontEnd[],
  moduleFacts: Record<string, string[]>,
  onResult: (result: FileResult) => void,
): CandidateJob[] {
  const jobs: CandidateJob[] = [];
  for (const { index, job } of held) {
    const result = results[index]!;
    const frameworks = openedFor(result, frontEnds, moduleFacts);
    const candidate = frameworks.length > 0 ? readAgain(result.path) : undefined;
    if (!candidate) {
      onResult(result);
      continue;
    }
    jobs.push({ index, candidate, options: { ...job.options, moduleFacts, openedFor: frameworks } });
  }
  return jobs;
}

/** The file's text once more, or undefined when it cannot be read or decoded now. */
function readAgain(filePath: string): Extract<Candidate, { kind: 'candidate' }> | undefined {
  try {
    const decoded = decodeSource(readSourceBytes(filePath));
    return decoded.ok ? { kind: 'candidate', path: filePath, text: decoded.text, bom: decoded.bom } : undefined;
  } catch {
    return undefined;
  }
}

function mergeFacts(fileResults: readonly FileResult[]): Record<string, string[]> {
  const facts: Record<string, string[]> = {};
  for (const result of fileResults) {
    for (const [kind, values] of Object.entries(result.facts ?? {})) (facts[kind] ??= []).push(...values);
  }
  return facts;
}

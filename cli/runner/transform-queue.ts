/**
 * Transforms candidates as they are read. By default this thread takes its share of the
 * work beside up to (cores − 1) worker threads, started once enough candidates have been
 * seen to pay for their start-up; with `--cpus N`, N workers do it all and this thread
 * only reads. The same workers serve both passes (see pool.ts), so each pays its start-up
 * and its warm-up once. One file's failure never stops the others; a crashed worker counts
 * as an error for the file it was transforming, and is replaced.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FrontEnd } from '../../transforms/lib/front-end';
import type { TransformName } from '../../transforms/registry';
import type { FileResult } from './file-result';
import { failure, transformCandidate, type Candidate, type CandidateOptions } from './process-file';
import type { WorkerTask } from './worker';

/**
 * Candidates seen per worker before it starts: a worker takes ~250–500 ms to start (it
 * loads Babel) and a candidate ~1–5 ms to transform, so on fewer it does not pay off.
 */
export const MIN_CANDIDATES_PER_WORKER = 100;

/**
 * Tasks posted to a worker ahead of its results. While this thread transforms its share,
 * it reads the workers' messages only between two slices of work, so a worker needs a
 * stock to go on with; when it only reads, two suffice and keep the workers even.
 */
const IN_FLIGHT_SHARING = 16;
const IN_FLIGHT_READING = 2;

export type CandidateJob = {
  index: number;
  candidate: Extract<Candidate, { kind: 'candidate' }>;
  options: CandidateOptions;
};

export type Deliver = (job: CandidateJob, result: FileResult) => void;

export interface QueueSettings {
  transforms: TransformName[];
  frontEnds: readonly FrontEnd[];
  /** The most threads to use. */
  cpus: number;
  /** The user set `--cpus`: that many workers whatever the run's size, this thread only reads. */
  cpusRequested: boolean;
}

interface Entry {
  job: CandidateJob;
  deliver: Deliver;
}

interface WorkerSlot {
  worker: Worker;
  /** Posted and not answered yet, by task id, in the order the worker takes them. */
  inFlight: Map<number, Entry>;
}

export class TransformQueue {
  private readonly pending: Entry[] = [];
  private readonly slots: WorkerSlot[] = [];
  private seen = 0;
  private nextTaskId = 0;
  private wake?: () => void;
  private onBacklogBelow?: { limit: number; resolve: () => void };
  private readonly workerScript = path.join(__dirname, 'worker.js');

  constructor(private readonly settings: QueueSettings) {}

  /** This thread transforms too (the default), or only reads (`--cpus N`). */
  private get sharesWork(): boolean {
    return !this.settings.cpusRequested;
  }

  /**
   * Unasked, two cores stay with this thread: one for its share, one for V8's garbage
   * collection, which runs beside it. Parsing is bound by memory, not by arithmetic: on
   * the 2-core machine of the bench, two parses at once each take twice as long, so one
   * worker beside this thread finished the public corpus later (18 s against 14 s).
   */
  private get maxWorkers(): number {
    const { cpus, cpusRequested } = this.settings;
    if (cpusRequested) return cpus > 1 ? cpus : 0;
    return Math.max(0, cpus - 2);
  }

  /** A job as it is read: this thread takes its share at once, so few texts wait. */
  push(job: CandidateJob, deliver: Deliver): void {
    const entry = { job, deliver };
    if (this.maxWorkers === 0) return this.runHere(entry);
    this.enqueue(entry);
    // This thread's share: what the workers cannot take now (everything, before they start).
    if (this.sharesWork && this.pending.length > 0) this.runHere(this.pending.shift()!);
  }

  /** Jobs known all at once (the second pass): the workers take their stock, drain() shares out the rest. */
  pushAll(jobs: readonly CandidateJob[], deliver: Deliver): void {
    for (const job of jobs) this.enqueue({ job, deliver });
  }

  private enqueue(entry: Entry): void {
    this.pending.push(entry);
    this.seen += 1;
    this.startWorkers();
    this.dispatch();
  }

  /** Resolves once fewer than `limit` candidates wait. */
  backlogBelow(limit: number): Promise<void> {
    if (this.slots.length === 0 || this.pending.length < limit) return Promise.resolve();
    return new Promise((resolve) => (this.onBacklogBelow = { limit, resolve }));
  }

  /** Resolves once every job pushed so far is delivered; the workers stay for more. */
  async drain(): Promise<void> {
    while (this.pending.length > 0 || this.inFlight() > 0) {
      if (this.pending.length > 0 && (this.sharesWork || this.slots.length === 0)) {
        this.runHere(this.pending.shift()!);
        // Lets the workers' results in, so that they are handed more.
        await new Promise((resolve) => setImmediate(resolve));
      } else {
        await new Promise<void>((resolve) => (this.wake = resolve));
      }
    }
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private runHere(entry: Entry): void {
    entry.deliver(entry.job, safeTransform(entry.job, this.settings.frontEnds));
  }

  private inFlight(): number {
    return this.slots.reduce((sum, slot) => sum + slot.inFlight.size, 0);
  }

  /** As many workers as the candidates seen so far pay for (or as asked). */
  private startWorkers(): void {
    const wanted = this.settings.cpusRequested
      ? this.seen >= 2
        ? Math.min(this.maxWorkers, this.seen)
        : 0
      : Math.min(this.maxWorkers, Math.floor(this.seen / MIN_CANDIDATES_PER_WORKER));
    if (wanted < 1 || !existsSync(this.workerScript)) return;
    while (this.slots.length < wanted) this.startWorker();
  }

  private startWorker(): void {
    const slot: WorkerSlot = { worker: new Worker(this.workerScript), inFlight: new Map() };
    this.slots.push(slot);
    slot.worker.on('message', (message: { id: number; result: FileResult }) => {
      const entry = slot.inFlight.get(message.id);
      slot.inFlight.delete(message.id);
      if (entry) entry.deliver(entry.job, message.result);
      this.dispatch();
    });
    let crashed = false;
    const crash = (reason: string) => {
      // 'error' and 'exit' may both fire: only the first one counts.
      if (crashed) return;
      crashed = true;
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      // The worker takes its tasks in order: the first was the one it died on; the others
      // never started and go back to the queue.
      const [held, ...untouched] = slot.inFlight.values();
      slot.inFlight.clear();
      this.pending.unshift(...untouched);
      if (held) held.deliver(held.job, failure(held.job.candidate.path, 'worker-crashed', `worker crashed: ${reason}`));
      if (this.pending.length > 0 && existsSync(this.workerScript)) this.startWorker();
      this.dispatch();
    };
    slot.worker.on('error', (error) => crash(error.message));
    // Exit code 0 too (a dependency's `process.exit(0)`): a worker gone with tasks in flight failed them.
    slot.worker.on('exit', (code) => {
      if (code !== 0 || slot.inFlight.size > 0) crash(`it exited with code ${code} while transforming it`);
    });
  }

  private dispatch(): void {
    const stock = this.sharesWork ? IN_FLIGHT_SHARING : IN_FLIGHT_READING;
    for (const slot of this.slots) {
      while (slot.inFlight.size < stock && this.pending.length > 0) {
        const entry = this.pending.shift()!;
        const id = this.nextTaskId++;
        slot.inFlight.set(id, entry);
        const { job } = entry;
        const task: WorkerTask = {
          id,
          path: job.candidate.path,
          text: job.candidate.text,
          bom: job.candidate.bom,
          transforms: this.settings.transforms,
          options: job.options,
        };
        slot.worker.postMessage(task);
      }
    }
    if (this.onBacklogBelow && this.pending.length < this.onBacklogBelow.limit) {
      const { resolve } = this.onBacklogBelow;
      this.onBacklogBelow = undefined;
      resolve();
    }
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}

export function safeTransform(job: CandidateJob, frontEnds: readonly FrontEnd[]): FileResult {
  try {
    return transformCandidate(job.candidate, frontEnds, job.options);
  } catch (error) {
    return failure(job.candidate.path, 'internal-error', `unexpected failure: ${(error as Error).message}`);
  }
}

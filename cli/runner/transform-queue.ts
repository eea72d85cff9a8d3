/**
 * Transforms candidates as they are read: on worker threads once enough candidates have
 * been seen to pay for the workers' start-up, else on this thread when the reading is
 * done. One file's failure never stops the others; a crashed worker counts as an error
 * for the file it held, and is replaced.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TransformOptions } from '../../transforms/lib/engine';
import type { FrontEnd } from '../../transforms/lib/front-end';
import type { TransformName } from '../../transforms/registry';
import type { FileResult } from './file-result';
import { failure, transformCandidate, type Candidate } from './process-file';
import type { WorkerTask } from './worker';

/**
 * Candidates per worker: a worker takes ~250–500 ms to start (it loads Babel) and a
 * candidate ~2–5 ms to transform, so fewer than this and the worker does not pay off.
 */
export const MIN_CANDIDATES_PER_WORKER = 200;

export type CandidateJob = {
  index: number;
  candidate: Extract<Candidate, { kind: 'candidate' }>;
  options: TransformOptions;
};

export interface QueueSettings {
  transforms: TransformName[];
  frontEnds: readonly FrontEnd[];
  /** The most workers to use. */
  cpus: number;
  /** The user set `--cpus`: use that many workers whatever the run's size. */
  cpusRequested: boolean;
}

interface WorkerSlot {
  worker: Worker;
  /** The job in flight; undefined when idle (or once a crash was handled). */
  current?: CandidateJob;
}

export class TransformQueue {
  private readonly pending: CandidateJob[] = [];
  private readonly slots: WorkerSlot[] = [];
  private seen = 0;
  private finished = false;
  private onIdle?: () => void;
  private onBacklogBelow?: { limit: number; resolve: () => void };
  private readonly workerScript = path.join(__dirname, 'worker.js');

  constructor(
    private readonly settings: QueueSettings,
    private readonly deliver: (job: CandidateJob, result: FileResult) => void,
  ) {}

  push(job: CandidateJob): void {
    if (this.settings.cpus <= (this.settings.cpusRequested ? 1 : 2)) {
      // No worker will ever start: transform it now rather than hold every text to the end.
      this.deliver(job, safeTransform(job, this.settings.frontEnds));
      return;
    }
    this.pending.push(job);
    this.seen += 1;
    this.startWorkers();
    this.dispatch();
  }

  /** Resolves once fewer than `limit` candidates wait (at once without workers: this thread takes them at the end). */
  backlogBelow(limit: number): Promise<void> {
    if (this.slots.length === 0 || this.pending.length < limit) return Promise.resolve();
    return new Promise((resolve) => (this.onBacklogBelow = { limit, resolve }));
  }

  /** Transforms what is left (here, when no worker was started) and stops the workers. */
  async finish(): Promise<void> {
    this.finished = true;
    if (this.slots.length === 0) {
      for (const job of this.pending.splice(0)) this.deliver(job, safeTransform(job, this.settings.frontEnds));
      return;
    }
    await new Promise<void>((resolve) => {
      this.onIdle = resolve;
      this.checkIdle();
    });
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  /**
   * As many workers as the candidates seen so far pay for (or as asked), once that is two
   * or more. Unasked, one core stays with this thread (it reads, and V8 collects garbage
   * beside it): on 2 cores two workers cost 40% more CPU than this thread alone and finished
   * later on the public corpus (22 s against 19.5 s), so there the files stay here.
   */
  private startWorkers(): void {
    const { cpus, cpusRequested } = this.settings;
    const wanted = cpusRequested
      ? Math.min(cpus, this.seen)
      : Math.min(cpus - 1, Math.floor(this.seen / MIN_CANDIDATES_PER_WORKER));
    if (wanted <= 1 || !existsSync(this.workerScript)) return;
    while (this.slots.length < wanted) this.startWorker();
  }

  private startWorker(): void {
    const slot: WorkerSlot = { worker: new Worker(this.workerScript) };
    this.slots.push(slot);
    slot.worker.on('message', (message: { id: number; result: FileResult }) => {
      const job = slot.current;
      slot.current = undefined;
      if (job) this.deliver(job, message.result);
      this.dispatch();
    });
    const crash = (reason: string) => {
      // 'error' and 'exit' may both fire: only the first one handles the job in flight.
      const job = slot.current;
      slot.current = undefined;
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      if (job) this.deliver(job, failure(job.candidate.path, 'worker-crashed', `worker crashed: ${reason}`));
      if (this.pending.length > 0 && existsSync(this.workerScript)) this.startWorker();
      this.dispatch();
    };
    slot.worker.on('error', (error) => crash(error.message));
    slot.worker.on('exit', (code) => {
      if (code !== 0) crash(`exit code ${code}`);
    });
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.current || this.pending.length === 0) continue;
      const job = this.pending.shift()!;
      slot.current = job;
      const task: WorkerTask = {
        id: job.index,
        path: job.candidate.path,
        text: job.candidate.text,
        bom: job.candidate.bom,
        transforms: this.settings.transforms,
        options: job.options,
      };
      slot.worker.postMessage(task);
    }
    if (this.onBacklogBelow && this.pending.length < this.onBacklogBelow.limit) {
      const { resolve } = this.onBacklogBelow;
      this.onBacklogBelow = undefined;
      resolve();
    }
    this.checkIdle();
  }

  private checkIdle(): void {
    if (!this.finished || !this.onIdle || this.pending.length > 0) return;
    if (this.slots.some((slot) => slot.current)) return;
    const resolve = this.onIdle;
    this.onIdle = undefined;
    resolve();
  }
}

export function safeTransform(job: CandidateJob, frontEnds: readonly FrontEnd[]): FileResult {
  try {
    return transformCandidate(job.candidate, frontEnds, job.options);
  } catch (error) {
    return failure(job.candidate.path, 'internal-error', `unexpected failure: ${(error as Error).message}`);
  }
}

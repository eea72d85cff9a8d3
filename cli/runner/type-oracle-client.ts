/**
 * Where the type oracle's programs are built. With a second core, in a worker thread
 * (type-oracle-thread.ts) that starts on the first file that asks and builds its project's
 * program while this thread goes on reading and transforming: the later passes then find
 * it built. With one core (or `--cpus 1`), here, when asked. Both give the same answers:
 * the same session, the same roots per project (type-oracle-pass.ts).
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { openQuestions, type TypeAnswers } from '../../transforms/lib/type-oracle';
import { noTypeOracleStats, TypeOracleSession, type AskingCandidate, type TypeOracleStats } from './type-oracle-pass';
import type { OracleReply, OracleRequest } from './type-oracle-thread';

export interface TypeOracle {
  /** A file that asked in the first pass: its project's program may be built now. */
  prepare(file: AskingCandidate): void;
  /** New answers per asking file (by path), only for files a program answered something new. */
  answer(files: readonly AskingCandidate[]): Promise<Map<string, TypeAnswers>>;
  /** What the oracle cost; the oracle is closed after. */
  finish(): Promise<TypeOracleStats>;
}

const hasOpenQuestions = (file: AskingCandidate) => openQuestions(file.asked).length > 0;

/** The oracle for a run that may use `threads` threads. */
export function typeOracleFor(threads: number): TypeOracle {
  const script = path.join(__dirname, 'type-oracle-thread.js');
  // Run from the sources (tests under tsx), there is no built thread script: this thread answers.
  return threads >= 2 && existsSync(script) ? new ThreadOracle(script) : new InThreadOracle();
}

class InThreadOracle implements TypeOracle {
  private readonly session = new TypeOracleSession();

  prepare(): void {}

  async answer(files: readonly AskingCandidate[]): Promise<Map<string, TypeAnswers>> {
    const started = performance.now();
    const answers = this.session.answer(files);
    this.session.stats.waitedMilliseconds += Math.round(performance.now() - started);
    return answers;
  }

  async finish(): Promise<TypeOracleStats> {
    return this.session.stats;
  }
}

/**
 * The worker is started on the first file that asks. If it fails, every question it had
 * stays unknown (the definitions are reported, as when no program can be built).
 */
export class ThreadOracle implements TypeOracle {
  private worker?: Worker;
  private failed = false;
  private nextId = 0;
  private waited = 0;
  private readonly waiting = new Map<number, (reply: OracleReply | undefined) => void>();

  constructor(private readonly script: string) {}

  prepare(file: AskingCandidate): void {
    this.send({ kind: 'prepare', file });
  }

  async answer(files: readonly AskingCandidate[]): Promise<Map<string, TypeAnswers>> {
    // Files held back for the run's facts only: no thread is started to say it knows nothing.
    if (!files.some(hasOpenQuestions)) return new Map();
    const started = performance.now();
    const reply = await this.request((id) => ({ kind: 'answer', id, files: [...files] }));
    this.waited += performance.now() - started;
    return new Map(reply && 'answers' in reply ? reply.answers : []);
  }

  async finish(): Promise<TypeOracleStats> {
    if (!this.worker) return noTypeOracleStats();
    const reply = await this.request((id) => ({ kind: 'stats', id }));
    const stats = reply && 'stats' in reply ? reply.stats : noTypeOracleStats();
    await this.worker.terminate();
    this.worker = undefined;
    return { ...stats, waitedMilliseconds: Math.round(this.waited) };
  }

  private request(message: (id: number) => OracleRequest): Promise<OracleReply | undefined> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      if (!this.send(message(id))) return this.settle(id, undefined);
      // Keeps the run alive while it waits for the worker, and only then.
      this.worker?.ref();
    });
  }

  /** Posts to the worker (started on the first message); false when it is gone. */
  private send(message: OracleRequest): boolean {
    if (this.failed) return false;
    if (!this.worker) this.start();
    this.worker!.postMessage(message);
    return true;
  }

  private start(): void {
    const worker = new Worker(this.script);
    // A run that ends early (an error) does not wait for a worker that has nothing to answer.
    worker.unref();
    worker.on('message', (reply: OracleReply) => this.settle(reply.id, reply));
    const fail = () => {
      this.failed = true;
      for (const id of [...this.waiting.keys()]) this.settle(id, undefined);
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    this.worker = worker;
  }

  private settle(id: number, reply: OracleReply | undefined): void {
    const resolve = this.waiting.get(id);
    this.waiting.delete(id);
    if (this.waiting.size === 0) this.worker?.unref();
    resolve?.(reply);
  }
}

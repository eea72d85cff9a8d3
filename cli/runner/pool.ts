/**
 * Runs processFile over many files on worker threads (`cpus` of them), or in this thread
 * when there is one cpu or no built worker. One file's failure never stops the others; a
 * crashed worker counts as an error for the file it held, and is replaced.
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TransformOptions } from '../../transforms/lib/engine';
import type { FrontEnd } from '../../transforms/lib/front-end';
import { frontEndsById, type TransformName } from '../../transforms/registry';
import type { FileResult } from './file-result';
import { processFile } from './process-file';
import type { WorkerTask } from './worker';

export interface FileJob {
  file: string;
  options: TransformOptions;
}

export async function processFiles(
  jobs: readonly FileJob[],
  transforms: TransformName[],
  cpus: number,
  onResult: (result: FileResult) => void = () => {},
): Promise<FileResult[]> {
  const workerScript = path.join(__dirname, 'worker.js');
  const workerCount = Math.min(cpus, jobs.length);
  if (workerCount <= 1 || !existsSync(workerScript)) {
    const frontEnds = transforms.map((name) => frontEndsById[name]);
    return jobs.map((job) => {
      const result = safeProcess(job, frontEnds);
      onResult(result);
      return result;
    });
  }

  const results: FileResult[] = new Array(jobs.length);
  let next = 0;
  await new Promise<void>((resolve) => {
    let running = 0;
    const start = () => {
      const worker = new Worker(workerScript);
      running += 1;
      let current: number | undefined;
      const dispatch = () => {
        if (next >= jobs.length) {
          current = undefined;
          void worker.terminate();
          return;
        }
        current = next++;
        const task: WorkerTask = { id: current, file: jobs[current]!.file, transforms, options: jobs[current]!.options };
        worker.postMessage(task);
      };
      worker.on('message', (message: { id: number; result: FileResult }) => {
        results[message.id] = message.result;
        onResult(message.result);
        dispatch();
      });
      const crash = (reason: string) => {
        if (current !== undefined && results[current] === undefined) {
          const file = jobs[current]!.file;
          results[current] = {
            path: file,
            status: 'error',
            tools: [],
            diagnostics: [{ level: 'error', file, line: 0, column: 0, message: `worker crashed: ${reason}`, reason: 'worker-crashed' }],
            reason: `worker crashed: ${reason}`,
          };
          onResult(results[current]!);
          current = undefined;
          if (next < jobs.length) start();
        }
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
  return results;
}

function safeProcess(job: FileJob, frontEnds: readonly FrontEnd[]): FileResult {
  try {
    return processFile(job.file, frontEnds, job.options);
  } catch (error) {
    const message = `unexpected failure: ${(error as Error).message}`;
    return { path: job.file, status: 'error', tools: [], diagnostics: [{ level: 'error', file: job.file, line: 0, column: 0, message, reason: 'internal-error' }], reason: message };
  }
}

/** Worker thread: processes the files it is sent, one message per file. */
import { parentPort } from 'node:worker_threads';
import { frontEndsById, type TransformName } from '../../transforms/registry';
import type { TransformOptions } from '../../transforms/lib/engine';
import { processFile } from './process-file';

export interface WorkerTask {
  id: number;
  file: string;
  transforms: TransformName[];
  options: TransformOptions;
}

parentPort?.on('message', (task: WorkerTask) => {
  const frontEnds = task.transforms.map((name) => frontEndsById[name]);
  try {
    parentPort!.postMessage({ id: task.id, result: processFile(task.file, frontEnds, task.options) });
  } catch (error) {
    const message = `unexpected failure: ${(error as Error).message}`;
    parentPort!.postMessage({
      id: task.id,
      result: { path: task.file, status: 'error', tools: [], diagnostics: [{ level: 'error', file: task.file, line: 0, column: 0, message, reason: 'internal-error' }], reason: message },
    });
  }
});

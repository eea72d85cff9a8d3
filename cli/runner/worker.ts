/** Worker thread: transforms the candidates it is sent, one message per file. */
import { parentPort } from 'node:worker_threads';
import { frontEndsById, type TransformName } from '../../transforms/registry';
import { failure, transformCandidate, type CandidateOptions } from './process-file';

export interface WorkerTask {
  id: number;
  path: string;
  text: string;
  bom: boolean;
  transforms: TransformName[];
  options: CandidateOptions;
}

parentPort?.on('message', (task: WorkerTask) => {
  const frontEnds = task.transforms.map((name) => frontEndsById[name]);
  try {
    parentPort!.postMessage({
      id: task.id,
      result: transformCandidate(
        { kind: 'candidate', path: task.path, text: task.text, bom: task.bom },
        frontEnds,
        task.options,
      ),
    });
  } catch (error) {
    parentPort!.postMessage({
      id: task.id,
      result: failure(task.path, 'internal-error', `unexpected failure: ${(error as Error).message}`),
    });
  }
});

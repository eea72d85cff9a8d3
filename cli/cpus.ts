/**
 * `--cpus`: a positive integer, at most the cores there are. More workers than cores do
 * not run faster; each loads its own parser and takes memory (16 on 2 cores: 4× the RAM).
 */
import * as os from 'node:os';
import { UsageError } from './usage-error';

export interface WorkerCount {
  count: number;
  /** The user asked for a number: use that many workers whatever the run's size. */
  requested: boolean;
  /** Said to the user when the request was lowered to the cores available. */
  warning?: string;
}

export function workerCount(flag: string | undefined, cores = os.availableParallelism()): WorkerCount {
  if (flag === undefined) return { count: cores, requested: false };
  if (!/^\s*\d+\s*$/.test(flag) || Number(flag) < 1)
    throw new UsageError(`--cpus must be a positive integer, got '${flag}'`);
  const asked = Number(flag);
  if (asked <= cores) return { count: asked, requested: true };
  return {
    count: cores,
    requested: true,
    warning: `--cpus ${asked} asks for more workers than the ${cores} available cores; using ${cores}`,
  };
}

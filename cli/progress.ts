/**
 * Progress for long runs: a bar redrawn in place on a terminal; otherwise a plain line at
 * each quarter, so CI logs show the run is alive without a flood of lines.
 */
import type { FileResult } from './runner/file-result';

export interface ProgressReporter {
  update(result: FileResult, done: number, total: number): void;
  done(): void;
}

/** Runs shorter than this finish before a progress display would help. */
const LONG_RUN_FILES = 200;

export function progressReporter(stream: NodeJS.WriteStream, enabled: boolean): ProgressReporter {
  const terminal = Boolean(stream.isTTY);
  let drawn = false;
  let lastDraw = 0;
  let lastQuarter = 0;
  return {
    update(_result, done, total) {
      if (!enabled || total < LONG_RUN_FILES) return;
      if (!terminal) {
        const quarter = Math.floor((done / total) * 4);
        if (quarter > lastQuarter) {
          lastQuarter = quarter;
          stream.write(`${done}/${total} files\n`);
        }
        return;
      }
      const now = Date.now();
      if (now - lastDraw < 80 && done !== total) return;
      lastDraw = now;
      const width = 30;
      const filled = Math.round((done / total) * width);
      stream.write(`\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total} files`);
      drawn = true;
    },
    done() {
      if (drawn) stream.write('\r\u001b[2K');
    },
  };
}

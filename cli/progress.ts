/** A progress bar on a terminal for long runs; nothing when the output is not a terminal. */
import type { FileResult } from './runner/file-result';

export interface ProgressReporter {
  update(result: FileResult, done: number, total: number): void;
  done(): void;
}

export function progressReporter(stream: NodeJS.WriteStream, enabled: boolean): ProgressReporter {
  const active = enabled && Boolean(stream.isTTY);
  let drawn = false;
  let lastDraw = 0;
  return {
    update(_result, done, total) {
      if (!active || total < 50) return;
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

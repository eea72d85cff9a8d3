/**
 * Ctrl+C and SIGTERM. Before the write phase nothing is on disk yet: stop at once. During
 * it, the file being written is finished (each write is one rename, so a file is either
 * old or new) and no further file is started; the caller then exits 130.
 */
export const INTERRUPTED_EXIT_CODE = 130;

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

let writing = false;
let received: NodeJS.Signals | undefined;

function onSignal(signal: NodeJS.Signals): void {
  if (writing) {
    received = signal;
    return;
  }
  process.stderr.write(`\ninterrupted (${signal}); nothing was written\n`);
  process.exit(INTERRUPTED_EXIT_CODE);
}

/** Installs the handlers; returns the function that removes them. */
export function handleInterrupts(): () => void {
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return () => {
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
}

/** Marks the write phase: a signal now only asks the writer to stop between files. */
export function enterWritePhase(): void {
  writing = true;
}

/** The signal received during the write phase, if any. */
export function interruption(): NodeJS.Signals | undefined {
  return received;
}

/** Lets a pending signal's handler run (signals are delivered between event-loop turns). */
export function yieldToSignals(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

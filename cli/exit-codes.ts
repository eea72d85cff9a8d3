/** The CLI's exit codes: a module of its own, so that `--help` and a bad flag know them without loading a command. */
import { INTERRUPTED_EXIT_CODE } from './interrupt';

export const EXIT = { ok: 0, failed: 1, workFound: 2, interrupted: INTERRUPTED_EXIT_CODE } as const;

/** Bad input on the command line: printed as one line (and a pointer to --help), exit 1. */
export class UsageError extends Error {
  constructor(
    message: string,
    /** For `--json`: a stable reason, as the git guard's errors have. */
    readonly reason = 'usage',
  ) {
    super(message);
  }
}

/** Bad input on the command line: printed as one line, exit 1. */
export class UsageError extends Error {}

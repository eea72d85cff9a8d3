/**
 * An object from the user's framework packages, read by shape: its types are the
 * project's installed version's, which std-tool-migrate cannot import.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: checked at runtime, field by field
export type Foreign = Record<string, any>;

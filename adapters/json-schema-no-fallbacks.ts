/**
 * The adapter module of a project whose schema libraries all emit JSON Schema
 * themselves has no fallbacks: a schema that emits none is an error that says why.
 */
export function fromFallbacks(schema: unknown, options: { readonly target: string }): never {
  const vendor = (schema as { '~standard'?: { vendor?: string } } | null)?.['~standard']?.vendor;
  throw new TypeError(
    `std-tool: this ${vendor ?? 'unknown'} schema cannot produce ${options.target} JSON Schema: it has no ` +
      "~standard.jsonSchema (zod >= 4.2, arktype >= 2.1.28 and valibot's toStandardJsonSchema() have one); " +
      'run std-tool-migrate again after installing its JSON Schema converter',
  );
}

/** No fallbacks where every schema library emits JSON Schema itself: a schema that emits none is refused. */
type NoFallbackTarget = 'draft-2020-12' | 'draft-07' | 'openapi-3.0';
export function fromFallbacks(schema: unknown, options: { target: NoFallbackTarget; io: string }): never {
  const vendor = (schema as { '~standard'?: { vendor?: string } } | null)?.['~standard']?.vendor ?? 'unknown';
  throw new TypeError(
    `std-tool: this ${vendor} schema has no ~standard.jsonSchema to write ${options.io} ${options.target} with; upgrade zod to >= 4.2, or run std-tool-migrate again after installing its JSON Schema converter`,
  );
}

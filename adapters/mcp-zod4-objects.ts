/** A plain zod 4 `z.object()` (no refinement, catchall or metadata) as its raw shape; any other schema: undefined. */
export function plainZod4Shape(schema: unknown): unknown {
  const { _zod: zod, meta } = schema as { _zod?: { def: Zod4Def }; meta?: (this: unknown) => unknown };
  const plain =
    zod?.def.type === 'object' && !zod.def.catchall && !zod.def.checks?.length && meta?.call(schema) === undefined;
  return plain && meta ? zod.def.shape : undefined;
}

interface Zod4Def {
  type: string;
  catchall?: unknown;
  checks?: unknown[];
  shape: unknown;
}

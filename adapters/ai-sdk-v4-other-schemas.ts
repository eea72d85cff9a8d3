/**
 * AI SDK v4 tool schemas. v4 understands zod 3 and its own `jsonSchema()` only: those go
 * through unchanged, exactly like a native `parameters: z.object(...)`. Any other (a zod 4
 * schema would reach the model as an empty schema) becomes `jsonSchema(draft-07 JSON,
 * { validate })` with the schema's own validation, so defaults and transforms still apply
 * before `execute`. v4
 * validates synchronously, as it does for zod 3 (`safeParse`): a schema with async
 * refinements fails validation with an explanatory error, as it would natively. A project
 * on zod 3 alone has no such schema: zod-schemas-only.ts refuses one instead.
 */
import { jsonSchema } from 'ai';
import { toJsonSchema } from './json-schema';
import { isAiSdkSchema } from './schema-kinds';
import {
  isZod3Like,
  normalizeIssue,
  StandardToolValidationError,
  type StandardSchemaV1,
  type ToolSchema,
} from './standard-tool';

const AI_SDK_V4_ASYNC_SCHEMA =
  'std-tool: this schema validates asynchronously, and AI SDK v4 validates tool input synchronously';

/** Closed where the key is absent (zod 4 and others leave it out), as zod 3's converter closes every object. */
function aiSdkV4CloseObjects(json: AiSdkV4Json): void {
  if (json.type === 'object' && !('additionalProperties' in json)) {
    json.additionalProperties = false;
  }
  const mapped = ['properties', 'definitions', '$defs'].flatMap((key): unknown[] => Object.values(json[key] ?? {}));
  const nested = ['items', 'additionalProperties', 'anyOf', 'allOf', 'oneOf'].flatMap((key) => json[key]);
  const isObject = (node: unknown): boolean => node !== null && typeof node === 'object' && !Array.isArray(node);
  for (const node of [...mapped, ...nested].filter((candidate) => isObject(candidate)) as AiSdkV4Json[]) {
    aiSdkV4CloseObjects(node);
  }
}

/** zod 3 and the SDK's own schemas as they are; any other as draft-07 JSON Schema that it validates. */
export function aiSdkV4OtherSchema(schema: ToolSchema): unknown {
  if (isZod3Like(schema) || isAiSdkSchema(schema)) {
    return schema;
  }
  const standard = schema as StandardSchemaV1;
  const json = structuredClone(toJsonSchema(standard, { target: 'draft-07', io: 'input' }));
  aiSdkV4CloseObjects(json);
  return jsonSchema(json as Parameters<typeof jsonSchema>[0], {
    validate: (value) => {
      const result = standard['~standard'].validate(value);
      if ('then' in result) {
        result.then(undefined, () => undefined); // its outcome is not awaited: never let it reject unhandled
        return { success: false, error: new Error(AI_SDK_V4_ASYNC_SCHEMA) };
      }
      if (!result.issues) {
        return { success: true, value: result.value };
      }
      const issues = result.issues.map((issue) => normalizeIssue(issue));
      return { success: false, error: new StandardToolValidationError('input', issues) };
    },
  });
}

interface AiSdkV4Json {
  type?: unknown;
  additionalProperties?: unknown;
  [keyword: string]: unknown;
}

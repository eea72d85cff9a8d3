/**
 * AI SDK tool schemas: zod and the SDK's own `Schema` objects go through unchanged, so the
 * SDK converts and validates them exactly as natively; other libraries' (valibot, arktype,
 * ...) become an AI SDK `Schema` object (what
 * `jsonSchema()` returns) with the draft-07 JSON from `toJsonSchema` plus the schema's own
 * validation. Natively v5 hands a non-zod schema to its zod converter (the model gets no
 * schema and every call fails), and v6/v7 reject one without `~standard.jsonSchema`; this
 * form works in all three, and the model sees the JSON v6/v7 would send natively. A
 * failure is decided by `issues`, as the spec says (v6/v7 natively take any result with a
 * `value` key for a success, and valibot's failures carry one).
 */
import { toJsonSchema, type JsonObject } from './json-schema';
import { aiSdkWrittenJsonSchema, isAiSdkSchema } from './schema-kinds';
import { normalizeIssue, type StandardIssue, type StandardSchemaV1, type ToolSchema } from './standard-tool';

type AiSdkValidationResult = { success: true; value: unknown } | { success: false; error: unknown };

/** zod 3 (with or without `~standard`) and zod 4 (any minor, classic or mini). */
function aiSdkIsZod(schema: ToolSchema): boolean {
  const candidate = schema as { _zod?: unknown; _def?: unknown; '~standard'?: { vendor?: string } };
  return candidate._zod !== undefined || candidate._def !== undefined || candidate['~standard']?.vendor === 'zod';
}

/**
 * v6/v7 close every object of a Standard Schema's JSON before sending it: so does this, to
 * send the same. Anything but a schema object comes back as it is.
 */
function aiSdkCloseObjects<Node>(node: Node): Node {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) {
    return node;
  }
  const json = node as JsonObject;
  const type = json.type;
  if (type === 'object' || (Array.isArray(type) && type.includes('object'))) {
    const additional = json.additionalProperties;
    json.additionalProperties =
      additional !== null && typeof additional === 'object' ? aiSdkCloseObjects(additional) : false;
    const properties = json.properties as Record<string, unknown> | undefined;
    if (properties) {
      for (const key of Object.keys(properties)) {
        properties[key] = aiSdkCloseObjects(properties[key]);
      }
    }
  }
  if (json.items !== undefined && json.items !== null) {
    const { items } = json;
    json.items = Array.isArray(items)
      ? items.map((item: unknown) => aiSdkCloseObjects(item))
      : aiSdkCloseObjects(items);
  }
  for (const combinator of ['anyOf', 'allOf', 'oneOf'] as const) {
    const members = json[combinator];
    if (Array.isArray(members)) {
      json[combinator] = members.map((member: unknown) => aiSdkCloseObjects(member));
    }
  }
  const definitions = json.definitions as Record<string, unknown> | undefined;
  if (definitions) {
    for (const key of Object.keys(definitions)) {
      definitions[key] = aiSdkCloseObjects(definitions[key]);
    }
  }
  return node;
}

/** The SDK reports a Standard Schema failure as its issues' JSON; valibot's path segments embed input values. */
function aiSdkIssues(issues: readonly StandardIssue[]): unknown {
  const hasObjectSegments = issues.some((issue) => issue.path?.some((segment) => typeof segment === 'object'));
  return hasObjectSegments ? issues.map((issue) => normalizeIssue(issue)) : issues;
}

export function aiSdkOtherSchema(schema: ToolSchema): unknown {
  // zod, and the SDK's own `jsonSchema()` / `zodSchema()` objects, go as the SDK took them.
  if (aiSdkIsZod(schema) || isAiSdkSchema(schema)) {
    return schema;
  }
  // A migrated `jsonSchema(json)`: the same JSON, unclosed, and no validation, as before.
  const written = aiSdkWrittenJsonSchema(schema);
  if (written) {
    return written;
  }
  const markers = { [Symbol.for('vercel.ai.schema')]: true, [Symbol.for('vercel.ai.validator')]: true };
  const standard = schema as StandardSchemaV1;
  let json: JsonObject | undefined;
  return {
    ...markers,
    // Lazy, like the SDK's own schemas: a conversion error surfaces where it would natively.
    get jsonSchema(): JsonObject {
      json ??= aiSdkCloseObjects(structuredClone(toJsonSchema(standard, { target: 'draft-07', io: 'input' })));
      return json;
    },
    validate: async (value: unknown): Promise<AiSdkValidationResult> => {
      const result = await standard['~standard'].validate(value);
      if (!result.issues) {
        return { success: true, value: result.value };
      }
      return { success: false, error: aiSdkIssues(result.issues) };
    },
  };
}

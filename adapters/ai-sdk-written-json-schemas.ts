/**
 * AI SDK 5–7 tool schemas in a module whose only schemas besides zod's are `fromJsonSchema()`'s JSON (a migrated
 * `jsonSchema(json)`, json-schema-input-as-written.ts): it stands in for ai-sdk-other-schemas.ts there. That JSON
 * goes as `jsonSchema(json)` did; zod and the SDK's own schemas go as they are, as the SDK took them.
 */
import { aiSdkWrittenJsonSchema } from './schema-kinds';
import type { ToolSchema } from './standard-tool';

export const aiSdkOtherSchema = (schema: ToolSchema): unknown => aiSdkWrittenJsonSchema(schema) ?? schema;

/**
 * What the adapter module of a project on zod 3 alone has instead of ai-sdk-v4-other-schemas.ts:
 * AI SDK 4 takes zod 3 schemas as they are, and such a project has no zod 4 schema (nor another
 * library's) to convert, so any other schema is refused, with the reason.
 */
import { isAiSdkSchema } from './schema-kinds';
import { isZod3Like, type ToolSchema } from './standard-tool';
import { notZodError, toJsonSchema } from './zod-schemas-only';

/** zod 3 and the SDK's own schemas as they are; any other is refused. */
export function aiSdkV4OtherSchema(schema: ToolSchema): unknown {
  if (isZod3Like(schema) || isAiSdkSchema(schema)) {
    return schema;
  }
  // Refused with the reason: another library's schema, or zod without a converter here.
  toJsonSchema(schema, { target: 'draft-07', io: 'input' });
  throw notZodError(schema, 'input');
}

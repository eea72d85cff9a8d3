/**
 * What the adapter module of a project on zod 3 alone has instead of ai-sdk-v4-other-schemas.ts:
 * AI SDK 4 takes zod 3 schemas as they are, and such a project has no zod 4 schema (nor another
 * library's) to convert, so any other schema is refused, with the reason.
 */
import type { ToolSchema } from './standard-tool';
import { notZodError, toJsonSchema } from './zod-schemas-only';

export function aiSdkV4OtherSchema(schema: ToolSchema): never {
  // Refused with the reason: another library's schema, or zod without a converter here.
  toJsonSchema(schema, { target: 'draft-07', io: 'input' });
  throw notZodError(schema, 'input');
}

/** The type of v5/v6's `tool()`: `Tool` itself, whose tools have no context type (ai-sdk-v7-tool-type.ts: v7's). */
import type { Tool as AiSdkBaseTool } from 'ai';

export type AiSdkNativeTool<Input, Output, Context = unknown> = [Context] extends [unknown]
  ? AiSdkBaseTool<Input, Output>
  : never;

/** The type of v7's `tool()` with an `execute`: its `ExecutableTool`, of the context `contextSchema` gives. */
import type { Tool as AiSdkBaseTool } from 'ai';

export type AiSdkNativeTool<Input, Output, Context = Record<string, unknown>> = AiSdkBaseTool<
  Input,
  Output,
  Context
> & {
  execute: NonNullable<AiSdkBaseTool<Input, Output, Context>['execute']>;
};

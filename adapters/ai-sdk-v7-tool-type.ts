/** The type of v7's `tool()` with an `execute`: its `ExecutableTool`, of the context `contextSchema` gives. */
import type { Tool } from 'ai';

export type AiSdkNativeTool<Input, Output, Context = Record<string, unknown>> = Tool<Input, Output, Context> & {
  execute: NonNullable<Tool<Input, Output, Context>['execute']>;
};

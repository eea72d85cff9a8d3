/**
 * The `tools` record both AI SDK adapters (v4, v5 to v7) build in `toAiSdkTools`: each tool under its own name, as the
 * model will call it, made by that major's `toAiSdk` with its entry of the options.
 */
import type { StandardTool } from './standard-tool';

export function aiSdkToolsRecord<Options>(
  tools: readonly StandardTool[],
  options: Readonly<Record<string, Options | undefined>> | undefined,
  toAiSdk: (tool: StandardTool, options: Options | undefined) => unknown,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const tool of tools) {
    if (Object.hasOwn(record, tool.name)) {
      throw new Error(`std-tool: two tools are named "${tool.name}"; the AI SDK keys tools by name`);
    }
    record[tool.name] = toAiSdk(tool, options?.[tool.name]);
  }
  return record;
}

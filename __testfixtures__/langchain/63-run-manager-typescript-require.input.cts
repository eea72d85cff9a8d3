const { DynamicStructuredTool } = require('@langchain/core/tools');
const { z } = require('zod');

// The adapter module comes in by require: no `import type` for LangChainToolContext.
const untyped = new DynamicStructuredTool({
  name: 'untyped',
  description: 'Its context would need the adapter module type',
  schema: z.object({}),
  func: async (_input: unknown, runManager) => String(runManager !== undefined),
});

const typed = new DynamicStructuredTool({
  name: 'typed',
  description: 'Its own type says it all',
  schema: z.object({}),
  func: async (_input: unknown, runManager?: { runId: string }) => String(runManager?.runId),
});

module.exports = { untyped, typed };

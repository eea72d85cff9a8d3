const { DynamicStructuredTool } = require('@langchain/core/tools');
const { standardTool, toLangChain } = require('./std-tool');
const { z } = require('zod');

// The adapter module comes in by require: no `import type` for LangChainToolContext.
const untyped = new DynamicStructuredTool({
  name: 'untyped',
  description: 'Its context would need the adapter module type',
  schema: z.object({}),
  func: async (_input: unknown, runManager) => String(runManager !== undefined),
});

const typedDefinition = standardTool({
  name: 'typed',
  description: 'Its own type says it all',
  inputSchema: z.object({}),
  execute: async (_input: unknown, { runManager }: { runManager?: { runId: string } | undefined } = {}) => String(runManager?.runId),
});
const typed = toLangChain(typedDefinition);

module.exports = { untyped, typed };

import { createTool } from '@mastra/core/tools';
import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';

const approval = {
  requireApproval: true,
  mcp: { annotations: { destructiveHint: true } },
};

// Keys only Mastra reads, from a constant of this module: the spread moves to the adapter's options.
export const deleteFileDefinition = standardTool({
  name: 'delete-file',
  description: 'Delete a file',
  inputSchema: z.object({ path: z.string() }),
  execute: async ({ path }) => path,
});
export const deleteFile = toMastra(deleteFileDefinition, {
  ...approval,
});

export const renameFileDefinition = standardTool({
  name: 'rename-file',
  description: 'Rename a file',
  inputSchema: z.object({ from: z.string(), to: z.string() }),
  execute: async ({ from, to }) => `${from} -> ${to}`,
});
export const renameFile = toMastra(renameFileDefinition, {
  ...approval,
});

export const shared = { requireApproval: false };
const described = { description: 'Described elsewhere' };
const written = { requireApproval: true };
written.requireApproval = false;

// Exported: another module may change it.
export const exportedSpread = createTool({
  id: 'exported-spread',
  description: 'Exported',
  ...shared,
  execute: async () => 'x',
});

// A key the standard tool owns.
export const ownedKey = createTool({
  id: 'owned-key',
  ...described,
  execute: async () => 'x',
});

// Written after its declaration.
export const changed = createTool({
  id: 'changed',
  description: 'Changed',
  ...written,
  execute: async () => 'x',
});

// The same key written too.
export const twice = createTool({
  id: 'twice',
  description: 'Twice',
  ...approval,
  requireApproval: false,
  execute: async () => 'x',
});

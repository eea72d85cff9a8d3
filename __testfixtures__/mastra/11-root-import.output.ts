import { Mastra } from '@mastra/core';
import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';

export const counter = standardTool({
  name: 'counter',
  description: 'Count the letters',
  inputSchema: z.object({ word: z.string() }),
  execute: async (context) => context.word.length,
});
export const counterTool = toMastra(counter);

export const length = standardTool({
  name: 'length',
  description: 'Length of a word',
  inputSchema: z.object({ word: z.string() }),
  execute: async (context) => context.word.length,
});
export const lengthTool = toMastra(length);

export const mastra = new Mastra({});

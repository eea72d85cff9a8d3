import { z } from 'zod';
import { ai, tool } from './my-framework';

export const weather = ai.defineTool({ name: 'weather', description: 'Weather', inputSchema: z.object({}) }, async () => 'sunny');
export const other = tool({ name: 'other', description: 'Other' }, async () => 1);

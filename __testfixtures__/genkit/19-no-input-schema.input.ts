import { genkit } from 'genkit';

export const ai = genkit({});

export const now = ai.defineTool({ name: 'now', description: 'The current time' }, async () => '2024-01-01T00:00:00Z');

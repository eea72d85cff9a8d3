import type { FrameworkDescriptor } from '../../lib/framework';

export const genkitFramework = {
  id: 'genkit',
  title: 'Genkit (genkit)',
  name: 'Genkit',
  supported: 'Genkit 1.x',
  shapes: ['ai.defineTool()', 'ai.dynamicTool()', 'tool()'],
  packages: ['genkit'],
  companionPackages: ['@genkit-ai/'],
  adapterModule: () => 'genkit',
  adapterExports: ['toGenkit', 'toGenkitDynamic', 'toGenkitUsing'],
  adapterTypes: ['GenkitToolContext'],
  toolSchemaKinds: [],
  zodOnlyStandIns: ['genkit-other-schemas'],
  lineBudget: 190,
} as const satisfies FrameworkDescriptor<'genkit'>;

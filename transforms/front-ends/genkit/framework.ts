import type { FrameworkDescriptor } from '../../lib/framework';

export const genkitFramework = {
  id: 'genkit',
  title: 'Genkit (genkit)',
  packages: ['genkit'],
  companionPackages: ['@genkit-ai/'],
  adapterModule: () => 'genkit',
  adapterExports: ['toGenkit', 'toGenkitDynamic', 'toGenkitUsing'],
  adapterTypes: ['GenkitToolContext'],
  toolSchemaKinds: [],
} as const satisfies FrameworkDescriptor<'genkit'>;

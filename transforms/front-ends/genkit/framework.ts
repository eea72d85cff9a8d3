import type { FrameworkDescriptor } from '../../lib/framework';

export const genkitFramework = {
  id: 'genkit',
  title: 'Genkit (genkit)',
  packages: ['genkit'],
  adapterModule: () => 'genkit',
  adapterExports: ['toGenkit', 'toGenkitDynamic', 'toGenkitUsing'],
} as const satisfies FrameworkDescriptor<'genkit'>;

import { majorOf, type FrameworkDescriptor } from '../../lib/framework';

export const mastraFramework = {
  id: 'mastra',
  title: 'Mastra (@mastra/core)',
  packages: ['@mastra/core'],
  // 0.x passes `{ context, ... }` to execute; 1.x passes the input itself.
  adapterModule: (versions) => (majorOf(versions['@mastra/core']) === 0 ? 'mastra-v0' : 'mastra'),
  adapterExports: ['toMastra'],
  toolSchemaKinds: [],
} as const satisfies FrameworkDescriptor<'mastra'>;

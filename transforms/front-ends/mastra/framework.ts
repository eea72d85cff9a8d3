import { majorOf, type FrameworkDescriptor } from '../../lib/framework';

export const mastraFramework = {
  id: 'mastra',
  title: 'Mastra (@mastra/core)',
  packages: ['@mastra/core'],
  // Before 0.1 a tool was `{ label, schema, executor }`; 0.x passes `{ context, ... }` to
  // execute; 1.x passes the input itself.
  adapterModule: (versions) => {
    const version = versions['@mastra/core'];
    if (isPre01(version)) return 'mastra-v0-legacy';
    return majorOf(version) === 0 ? 'mastra-v0' : 'mastra';
  },
  adapterExports: ['toMastra'],
  toolSchemaKinds: [],
} as const satisfies FrameworkDescriptor<'mastra'>;

/**
 * 0.0.x and 0.1.x up to 0.1.27-alpha.48: the pre-0.1 `createTool({ label, schema, executor })`;
 * 0.1.27-alpha.49 already has `id`. A declared range reaches us without its prerelease
 * (`0.1.27-alpha.15` → `0.1.27`, a version never published as such): 0.1.27 is taken as
 * pre-0.1, where the known examples pin it.
 */
export function isPre01(version: string | undefined): boolean {
  const match = /^[\^~>=v\s]*0\.(\d+)\.(\d+)(-alpha\.(\d+)|-.*)?$/.exec(version ?? '');
  if (!match) return false;
  const [minor, patch] = [Number(match[1]), Number(match[2])];
  if (minor !== 1) return minor < 1;
  if (patch !== 27) return patch < 27;
  return match[3] === undefined || (match[4] !== undefined && Number(match[4]) < 49);
}

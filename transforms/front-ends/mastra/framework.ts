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
 * 0.0.x and 0.1.x up to 0.1.27-alpha.48 (a version or a range's lowest version): the
 * pre-0.1 `createTool({ label, schema, executor })`. 0.1.27-alpha.49 already has `id`.
 */
export function isPre01(version: string | undefined): boolean {
  const match = /^[\^~>=v\s]*0\.(\d+)\.(\d+)(?:-alpha\.(\d+))?/.exec(version ?? '');
  if (!match) return false;
  const [minor, patch, alpha] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  if (minor! !== 1) return minor! < 1;
  return patch! < 27 || (patch === 27 && alpha !== undefined && alpha < 49);
}

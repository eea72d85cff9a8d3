import { majorOf, type AdapterFeature, type FrameworkDescriptor, type MastraConvention } from '../../lib/framework';

/** The adapter variant each calling convention needs. */
const VARIANT_OF: Record<MastraConvention, string> = {
  'mastra-pre-0.1-execute': 'mastra-v0-legacy',
  'mastra-0.x-execute': 'mastra-v0',
  'mastra-1.x-execute': 'mastra',
};

export const mastraFramework = {
  id: 'mastra',
  title: 'Mastra (@mastra/core)',
  name: 'Mastra',
  supported: 'Mastra (`@mastra/core`) 0.x, 1.x',
  shapes: ['createTool()', 'new Tool()'],
  packages: ['@mastra/core'],
  // Before 0.1 a tool was `{ label, schema, executor }`; 0.x passes `{ context, ... }` to
  // execute; 1.x passes the input itself. With no version known, the front end read each
  // tool's convention from its signature and rewrote it for that one: the module follows.
  adapterModule: (versions, features = []) => {
    const version = versions['@mastra/core'];
    if (version === undefined) return assumedVariants(features)[0] ?? 'mastra';
    if (isPre01(version)) return 'mastra-v0-legacy';
    return majorOf(version) === 0 ? 'mastra-v0' : 'mastra';
  },
  adapterConflict: (versions, features) => {
    if (versions['@mastra/core'] !== undefined || assumedVariants(features).length < 2) return undefined;
    return 'its Mastra tools were read as written for different @mastra/core majors, and no installed or declared version says which: install the dependencies (or declare @mastra/core) and run again';
  },
  adapterExports: ['toMastra'],
  adapterTypes: ['MastraTool', 'MastraToolContext'],
  toolSchemaKinds: [],
  zodOnlyStandIns: ['mastra-v0-other-schemas', 'mastra-other-schemas'],
  lineBudget: 100,
} as const satisfies FrameworkDescriptor<'mastra'>;

/** The variants the tools' assumed conventions need (none when the version was known). */
function assumedVariants(features: readonly AdapterFeature[]): string[] {
  const conventions = features.filter((feature): feature is MastraConvention => feature in VARIANT_OF);
  return [...new Set(conventions.map((convention) => VARIANT_OF[convention]))];
}

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

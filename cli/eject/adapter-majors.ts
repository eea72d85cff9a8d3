/**
 * The majors an adapter module was rendered for, where a framework's adapter differs by
 * major (Mastra 0.x passes `{ context }`, AI SDK 4 takes `parameters`). The migrated code
 * follows that module, so eject writes the native form of the same major, even where the
 * project's package.json does not say it (a workspace or tag version, none installed).
 * Read from each variant's own helper name (test/cli/eject-adapter-majors.test.ts keeps
 * them true to the rendered modules).
 */
const MARKERS: ReadonlyArray<{ name: string; packageName: string; major: number }> = [
  { name: 'mastraV0CreateTool', packageName: '@mastra/core', major: 0 },
  { name: 'mastraV1CreateTool', packageName: '@mastra/core', major: 1 },
  { name: 'aiSdkV4NoParameters', packageName: 'ai', major: 4 },
];

export function adapterModuleMajors(text: string): Record<string, number> {
  const majors: Record<string, number> = {};
  for (const marker of MARKERS) if (text.includes(marker.name)) majors[marker.packageName] ??= marker.major;
  return majors;
}

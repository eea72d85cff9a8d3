/**
 * The adapter module the CLI writes for a project with every framework, imported: what such a
 * project runs. Its schema libraries are zod, valibot and arktype, so it carries the full JSON
 * Schema machinery and takes the shared tools of every library. By default the project is on
 * this repository's majors; `project` puts it on others. Written inside the repository, so it
 * resolves the installed framework packages.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll } from 'vitest';
import { renderAdapterModule } from '../../../cli/adapter-module/render';
import { ALL, CURRENT_PACKAGES } from '../../adapter-module/support';
import { loadAdapter } from './load-adapter';

const OTHER_SCHEMA_LIBRARIES = { valibot: '1.5.0', '@valibot/to-json-schema': '1.8.0', arktype: '2.2.10' };

export interface RenderedProject {
  /** Installed versions besides this repository's (another major; `undefined`: not installed). */
  packages?: Record<string, string | undefined>;
  /** Names the project's migrated files import besides the adapters (`toAiSdkTools`, ...): exported too. */
  names?: string[];
  /** Package name → the module it is for the project's major, e.g. `{ ai: () => import('ai-v4') }`. */
  redirects?: Record<string, () => Promise<unknown>>;
}

/** Imports the rendered module; `remove` deletes its file (call it in `afterAll`). */
export async function importRenderedModule<Module>(
  id: string,
  project: RenderedProject = {},
): Promise<{ module: Module; remove: () => void }> {
  const directory = path.join(__dirname, '..', '..', '..', `.tmp-rendered-${id}-${process.pid}`);
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, 'std-tool.ts');
  const packages = { ...CURRENT_PACKAGES, ...OTHER_SCHEMA_LIBRARIES, ...project.packages };
  writeFileSync(file, renderAdapterModule({ frameworks: ALL, packages, style: 'ts', names: project.names }, '0').text);
  // Another major's package is loaded the way load-adapter.ts loads the source adapters for it.
  const module = project.redirects
    ? await loadAdapter<Module>({ load: () => import(file), redirects: project.redirects })
    : ((await import(file)) as Module);
  return { module, remove: () => rmSync(directory, { recursive: true, force: true }) };
}

/**
 * The source adapter and the same names from the rendered module, labelled for `describe.each`, so a
 * test file runs its tests against both. The rendered file is removed after the file's tests.
 */
export async function sourceAndRendered<Adapters>(
  id: string,
  source: Adapters,
  project?: RenderedProject,
): Promise<[string, Adapters][]> {
  const rendered = await importRenderedModule<Adapters>(id, project);
  afterAll(rendered.remove);
  return [
    ['source adapter', source],
    ['rendered module', rendered.module],
  ];
}

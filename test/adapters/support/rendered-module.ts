/**
 * The adapter module the CLI writes for a project on this repository's majors with every
 * framework, imported: what such a project runs. Its schema libraries are zod, valibot and
 * arktype, so it carries the full JSON Schema machinery and takes the shared tools of every
 * library. Written inside the repository, so it resolves the installed framework packages.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { renderAdapterModule } from '../../../cli/adapter-module/render';
import { ALL, CURRENT_PACKAGES } from '../../adapter-module/support';

const OTHER_SCHEMA_LIBRARIES = { valibot: '1.5.0', '@valibot/to-json-schema': '1.8.0', arktype: '2.2.10' };

/** Imports the rendered module; `remove` deletes its file (call it in `afterAll`). */
export async function importRenderedModule<Module>(id: string): Promise<{ module: Module; remove: () => void }> {
  const directory = path.join(__dirname, '..', '..', '..', `.tmp-rendered-${id}-${process.pid}`);
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, 'std-tool.ts');
  const packages = { ...CURRENT_PACKAGES, ...OTHER_SCHEMA_LIBRARIES };
  writeFileSync(file, renderAdapterModule({ frameworks: ALL, packages, style: 'ts' }, '0').text);
  return { module: (await import(file)) as Module, remove: () => rmSync(directory, { recursive: true, force: true }) };
}

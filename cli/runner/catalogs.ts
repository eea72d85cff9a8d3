/**
 * Catalog ranges: a workspace may declare a dependency as `catalog:` (or `catalog:<name>`) and keep its
 * range in one place for every package: pnpm's `pnpm-workspace.yaml` (`catalog`, `catalogs`), Bun's root
 * package.json (`catalog`/`catalogs`, at the top or under `workspaces`), Yarn 4's `.yarnrc.yml`. The range
 * the package manager would install from is read from the nearest such file at or above the project; a
 * `catalog:` it does not name stays as written (a version is then taken from elsewhere, or none).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { UNLISTED, type FolderListings } from './folder-listings';
import { objectAt } from './json-fields';

/** A workspace's catalogs: `default` is the one `catalog:` names. */
type Catalogs = ReadonlyMap<string, Readonly<Record<string, unknown>>>;

const CATALOG_FILES = ['pnpm-workspace.yaml', '.yarnrc.yml', 'package.json'] as const;

/** Read once per file path (an empty map: none there, or unreadable). */
const read = new Map<string, Catalogs>();

/** `catalog:` → the range its workspace's catalog gives `name`; any other range as it is. */
export function resolvedCatalogRange(
  projectDirectory: string,
  name: string,
  range: string,
  listings: Pick<FolderListings, 'has'> = UNLISTED,
): string {
  if (!range.startsWith('catalog:')) return range;
  const catalogName = range.slice('catalog:'.length).trim() || 'default';
  for (let current = projectDirectory; ; current = path.dirname(current)) {
    // The first folder with catalogs is the workspace's root: a workspace above it is another one.
    const here = CATALOG_FILES.filter((file) => listings.has(current, file)).map((file) =>
      catalogsIn(path.join(current, file)),
    );
    if (here.some((catalogs) => catalogs.size > 0)) {
      const found = here.map((catalogs) => catalogs.get(catalogName)?.[name]).find((entry) => entry !== undefined);
      return typeof found === 'string' ? found : range;
    }
    if (path.dirname(current) === current) return range;
  }
}

function catalogsIn(filePath: string): Catalogs {
  let catalogs = read.get(filePath);
  if (!catalogs) {
    catalogs = readCatalogs(filePath);
    read.set(filePath, catalogs);
  }
  return catalogs;
}

function readCatalogs(filePath: string): Catalogs {
  const catalogs = new Map<string, Record<string, unknown>>();
  try {
    const text = readFileSync(filePath, 'utf8');
    if (path.basename(filePath) === 'package.json') {
      if (!text.includes('catalog')) return catalogs;
      const manifest = JSON.parse(text) as Record<string, unknown>;
      addCatalogs(catalogs, manifest);
      addCatalogs(catalogs, objectAt(manifest, 'workspaces'));
    } else {
      const load = createRequire(__filename);
      addCatalogs(catalogs, (load('js-yaml') as typeof import('js-yaml')).load(text));
    }
  } catch {
    // An unreadable or broken file names no catalog.
  }
  return catalogs;
}

/** `catalog: {...}` is the default catalog; `catalogs: { name: {...} }` the named ones (`default` among them). */
function addCatalogs(catalogs: Map<string, Record<string, unknown>>, holder: unknown): void {
  const single = objectAt(holder, 'catalog');
  if (single && !catalogs.has('default')) catalogs.set('default', single);
  const named = objectAt(holder, 'catalogs') ?? {};
  for (const name of Object.keys(named)) {
    const entries = objectAt(named, name);
    if (entries && !catalogs.has(name)) catalogs.set(name, entries);
  }
}

/**
 * Whether a file's project could see a package's types at all. A type-oracle question whose
 * yes needs them (is this an `McpServer`, a Genkit instance, a zod schema) gets no program
 * where nothing is installed above the file (no `node_modules`, no Yarn PnP) and no path
 * alias or `baseUrl` could lead to the package: there the program would only say what it
 * says of any unresolved import, "unknown" (or a no from a local type), so the question is
 * left unknown and the definition reported, as wherever no types are installed.
 * On a fresh clone this is most programs a run would build (a Genkit project asking of its
 * instance, a server asking of its zod shapes).
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import type { TypeQuestion } from '../../transforms/lib/type-oracle';
import type { TypeProject } from './type-projects';

/** The packages whose declarations could make a question's answer yes; none: any program may answer. */
export function packagesAnswering(question: TypeQuestion): readonly string[] {
  switch (question.question) {
    case 'isFrameworkInstance':
      return question.kind === 'McpServer'
        ? ['@modelcontextprotocol/sdk', '@modelcontextprotocol/server']
        : ['genkit', '@genkit-ai/core', '@genkit-ai/ai'];
    case 'isZodObject':
    case 'isZodRawShape':
      return ['zod'];
    default:
      return [];
  }
}

/** What installs packages beside a project: a folder of them, or Yarn Plug'n'Play's map. */
const INSTALLED = ['node_modules', '.pnp.cjs', '.pnp.js'];
const MODULE_EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.mts', '.cts'];

export class InstalledTypes {
  private readonly installedFrom = new Map<string, boolean>();

  /** Whether `file`'s project might resolve one of `packages` (false only where it surely cannot). */
  mayResolve(file: string, project: TypeProject, packages: readonly string[]): boolean {
    if (packages.length === 0 || this.installedAbove(path.dirname(path.resolve(file)))) return true;
    return packages.some((name) => aliasMayLead(project, name));
  }

  private installedAbove(directory: string): boolean {
    const known = this.installedFrom.get(directory);
    if (known !== undefined) return known;
    const parent = path.dirname(directory);
    const installed =
      INSTALLED.some((entry) => existsSync(path.join(directory, entry))) ||
      (parent !== directory && this.installedAbove(parent));
    this.installedFrom.set(directory, installed);
    return installed;
  }
}

/**
 * A `paths` pattern that may match the package (`*`, `@modelcontextprotocol/*`, the name itself),
 * or a `baseUrl` holding a module of its name: TypeScript resolves a bare name there too.
 */
function aliasMayLead({ options }: TypeProject, name: string): boolean {
  const patterns = Object.keys(options.paths ?? {});
  const matches = patterns.some((pattern) => {
    const star = pattern.indexOf('*');
    if (star < 0) return pattern === name || pattern.startsWith(`${name}/`);
    const prefix = pattern.slice(0, star);
    return name.startsWith(prefix) || prefix.startsWith(`${name}/`);
  });
  if (matches || options.baseUrl === undefined) return matches;
  const [scope, bare] = name.startsWith('@') ? name.split('/') : [name];
  const first = path.join(options.baseUrl, scope!);
  return bare === undefined ? MODULE_EXTENSIONS.some((extension) => existsSync(first + extension)) : existsSync(first);
}

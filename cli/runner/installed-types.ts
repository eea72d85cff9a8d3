/**
 * Whether a file's project could see a package's types at all. A type-oracle question whose
 * yes needs them (is this an `McpServer`, a Genkit instance, a zod schema) gets no program
 * where nothing is installed above the file (no `node_modules`, no Yarn PnP) and no path
 * alias or `baseUrl` could lead to the package: there the program would only say what it
 * says of any unresolved import, "unknown" (or a no from a local type), so the question is
 * left unknown and the definition reported, as wherever no types are installed.
 * On a fresh clone this is most programs a run would build (a Genkit project asking of its
 * instance, a server asking of its zod shapes). Likewise any question about a value read from a
 * module that cannot resolve (`importedFrom`, transforms/lib/question-origin.ts): it is `any`.
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

  /** Whether packages are installed above `file` (a `node_modules`, Yarn PnP's map). */
  installedFor(file: string): boolean {
    return this.installedAbove(path.dirname(path.resolve(file)));
  }

  /** Whether `file`'s project might resolve one of `packages` (false only where it surely cannot). */
  mayResolve(file: string, project: TypeProject, packages: readonly string[]): boolean {
    if (packages.length === 0 || this.installedFor(file)) return true;
    return packages.some((name) => aliasMayLead(project, name));
  }

  /**
   * Whether the module a question's subject is read from (`importedFrom`) might resolve from
   * `file`: a relative or absolute path, a `#` import of the package's own map, or a bare
   * specifier where packages are installed or an alias (or `baseUrl`) leads to it.
   */
  mayResolveSpecifier(file: string, project: TypeProject, specifier: string): boolean {
    if (isPathSpecifier(specifier)) return true;
    return this.installedFor(file) || aliasMayLead(project, specifier);
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

/** A relative or absolute path, or a `#` import of the package's own map: no alias or install needed. */
function isPathSpecifier(specifier: string): boolean {
  return specifier.startsWith('.') || specifier.startsWith('#') || path.isAbsolute(specifier);
}

/**
 * A `paths` pattern that may match the package (`*`, `@modelcontextprotocol/*`, the name itself)
 * with a target that is there (`"*": ["./*"]` leads to zod only where `./zod` is; a target in a
 * `node_modules` that was never installed leads nowhere), or a `baseUrl` holding a module of its
 * name: TypeScript resolves a bare name there too.
 */
function aliasMayLead({ options }: TypeProject, name: string): boolean {
  // `name`: a package, or a specifier (a package and a path in it).
  const base = options.baseUrl ?? (options.pathsBasePath as string | undefined);
  const paths = options.paths ?? {};
  const leads = Object.keys(paths).some((pattern) =>
    substitutedTargets(pattern, paths[pattern] ?? [], name).some((target) =>
      mayBeModule(base === undefined ? target : path.resolve(base, target)),
    ),
  );
  return leads || (options.baseUrl !== undefined && mayBeModule(path.join(options.baseUrl, name)));
}

/**
 * Where a pattern's targets lead for the package or a path inside it: the target with the name
 * put in for `*`, or, for a pattern that names a path inside the package (`genkit/*`), the
 * folder its targets start with. None where the pattern cannot match the package.
 */
function substitutedTargets(pattern: string, targets: readonly string[], name: string): string[] {
  const star = pattern.indexOf('*');
  if (star < 0) return pattern === name || pattern.startsWith(`${name}/`) ? [...targets] : [];
  const prefix = pattern.slice(0, star);
  if (name.startsWith(prefix)) return targets.map((target) => target.replace('*', name.slice(prefix.length)));
  if (!prefix.startsWith(`${name}/`)) return [];
  return targets.map((target) =>
    target.includes('*') ? path.dirname(target.slice(0, target.indexOf('*') + 1)) : target,
  );
}

/** A file or a folder, as a module specifier's target may name one (its extension left out). */
function mayBeModule(target: string): boolean {
  return MODULE_EXTENSIONS.some((extension) => existsSync(target + extension));
}

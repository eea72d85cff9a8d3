/** The first lines of the adapter module: what it is, what it serves, how to refresh it. */
import { frameworkById, frameworkIds, type FrameworkId } from '../../transforms/frameworks';
import { majorOf, type PackageVersions } from '../runner/projects';

export const REFRESH_SENTENCE = 'Run `npx std-tool-migrate` again to refresh it';

interface HeaderFacts {
  frameworks: readonly FrameworkId[];
  packages: PackageVersions;
}

/**
 * Plain sentences. The second line (`for <ids> (`) is also how a later run learns which
 * frameworks an unedited copy serves (plan.ts).
 */
export function header(request: HeaderFacts, version: string, fullJsonSchema: boolean): string {
  const frameworks = frameworkIds.filter((id) => request.frameworks.includes(id));
  const majors = [...frameworks.flatMap((id) => frameworkById(id).packages), 'zod', 'valibot', 'arktype'].flatMap(
    (name) => {
      const major = majorOf(request.packages[name]);
      return major === undefined ? [] : [`${name} ${major}.x`];
    },
  );
  const jsonSchema = fullJsonSchema
    ? 'JSON Schema is converted into the dialect each framework asks for.'
    : 'It handles zod schemas; for another schema library, run std-tool-migrate again.';
  return [
    `// The standard tool contract and its adapters, written by std-tool-migrate ${version}`,
    `// for ${frameworks.join(', ') || 'no framework'} (${majors.join(', ') || 'no versions found'}). ${jsonSchema}`,
    `// ${REFRESH_SENTENCE}: an unedited copy is updated, an edited one is left alone.`,
  ].join('\n');
}

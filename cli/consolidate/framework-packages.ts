/**
 * Which framework an imported package belongs to, read from the framework descriptors:
 * each of its `packages` with their subpaths and the rest of their npm scope
 * (`@langchain/openai` loads LangChain as `@langchain/core` does), and its
 * `companionPackages` (`langchain`, the `@ai-sdk/` scope).
 */
import type { FrameworkDescriptor } from '../../transforms/lib/framework';
import { frameworks, type FrameworkId } from '../../transforms/frameworks';

const prefixes: { framework: FrameworkId; package: string; scope?: string }[] = frameworks.flatMap(
  ({ id, packages, companionPackages = [] }: FrameworkDescriptor<FrameworkId>) => [
    ...packages.map((name) => ({
      framework: id,
      package: name,
      scope: name.startsWith('@') ? `${name.split('/')[0]}/` : undefined,
    })),
    ...companionPackages.map((name) => ({
      framework: id,
      package: name.endsWith('/') ? '' : name,
      scope: name.endsWith('/') ? name : undefined,
    })),
  ],
);

/** The framework whose package `specifier` imports, if any. */
export function frameworkOfSpecifier(specifier: string): FrameworkId | undefined {
  for (const entry of prefixes) {
    if (entry.package && (specifier === entry.package || specifier.startsWith(`${entry.package}/`)))
      return entry.framework;
    if (entry.scope && specifier.startsWith(entry.scope)) return entry.framework;
  }
  return undefined;
}

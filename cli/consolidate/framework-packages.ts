/**
 * Which framework an imported package belongs to, read from the framework descriptors'
 * `packages`: the package itself, its subpaths, and the other packages of its npm scope
 * (`@langchain/openai` loads LangChain as `@langchain/core` does). An unscoped
 * framework package has its companions listed here, as no descriptor names them yet.
 */
import { frameworks, type FrameworkId } from '../../transforms/frameworks';

const COMPANIONS: Partial<Record<FrameworkId, readonly string[]>> = {
  'ai-sdk': ['@ai-sdk/'],
  genkit: ['@genkit-ai/'],
  langchain: ['langchain'],
};

const prefixes: { framework: FrameworkId; package: string; scope?: string }[] = frameworks.flatMap(
  ({ id, packages }) => [
    ...packages.map((name) => ({
      framework: id,
      package: name,
      scope: name.startsWith('@') ? `${name.split('/')[0]}/` : undefined,
    })),
    ...(COMPANIONS[id] ?? []).map((name) => ({
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

/**
 * Definitions refused for what their project says, not their code: a framework whose major the project cannot
 * decide, or one installed at a version older than its adapter serves. Each is reported where it is (manual);
 * every other definition of the file migrates.
 */
import { DIAGNOSTIC_CATALOGUE, type DiagnosticCode } from './diagnostic-catalogue';
import { diagnosticFor, type Diagnostic } from './diagnostics';
import type { FrameworkId, ToolDescription } from './ir';

export interface ProjectFacts {
  undecidedMajors?: readonly FrameworkId[];
  unsupportedVersions?: Partial<Record<FrameworkId, string>>;
}

export function refuseByProject<T extends { tools: ToolDescription[] }>(
  collected: T,
  project: ProjectFacts,
  filePath: string,
  diagnostics: Diagnostic[],
): T {
  const undecided = project.undecidedMajors ?? [];
  const unsupported = project.unsupportedVersions ?? {};
  const refusal = (tool: ToolDescription): { code: DiagnosticCode; message: string } | undefined => {
    const version = unsupported[tool.framework];
    if (version !== undefined)
      return {
        code: 'version-unsupported',
        message: `${DIAGNOSTIC_CATALOGUE['version-unsupported'].message} (the project has ${version})`,
      };
    if (undecided.includes(tool.framework) && (tool.adapterFeatures?.length ?? 0) > 0)
      return { code: 'major-undecided', message: DIAGNOSTIC_CATALOGUE['major-undecided'].message };
    return undefined;
  };
  const kept: ToolDescription[] = [];
  for (const tool of collected.tools) {
    const refused = refusal(tool);
    if (!refused) {
      kept.push(tool);
      continue;
    }
    const position = { line: tool.line, column: tool.column };
    const message = `${tool.name}: ${refused.message}`;
    diagnostics.push(
      diagnosticFor(refused.code, filePath, position, message, { framework: tool.framework, tool: tool.name }),
    );
  }
  return kept.length === collected.tools.length ? collected : { ...collected, tools: kept };
}

/** What an eject preview and its final report say: per file, per tool, per adapter module. */
import * as path from 'node:path';
import type { Colors } from '../colors';
import type { EjectPlan } from './plan';

const relative = (file: string) => path.relative(process.cwd(), file) || file;

export function ejectSummaryLines(plan: EjectPlan, colors: Colors, mode: 'preview' | 'done'): string[] {
  const lines: string[] = [];
  const will = mode === 'preview' ? 'would become' : 'became';
  for (const file of plan.files) {
    const calls = file.ejected.map((call) => `${call.tool} (${call.framework})`).join(', ');
    lines.push(`${relative(file.path)}: ${file.ejected.length} adapter calls ${will} native definitions: ${calls}`);
    for (const shared of file.duplicated)
      lines.push(
        `  ${colors.yellow('note')} ${shared.tool} is shared by ${shared.frameworks.join(', ')}: it ${will} ${shared.frameworks.length} native definitions, one per framework (the same code, written ${shared.frameworks.length} times)`,
      );
    for (const kept of file.kept)
      lines.push(`  ${kept} stays a standard tool: other frameworks or other code still use it`);
  }
  for (const result of plan.run.files)
    for (const diagnostic of result.diagnostics)
      if (diagnostic.reason.startsWith('eject-'))
        lines.push(
          `${colors.yellow('left alone')} ${relative(diagnostic.file)}:${diagnostic.line}:${diagnostic.column} ${diagnostic.message}`,
        );
  for (const change of plan.modules) {
    const shown = relative(change.path);
    if (change.kind === 'edited') lines.push(`${colors.yellow('warning')} ${change.message}`);
    else if (change.kind === 'delete')
      lines.push(`${shown}: ${mode === 'preview' ? 'would be deleted' : 'deleted'} (nothing imports it any more)`);
    else
      lines.push(
        `${shown}: ${mode === 'preview' ? 'would be rewritten' : 'rewritten'} with only what is still imported (${change.frameworks.join(', ')})`,
      );
  }
  const total = plan.files.reduce((sum, file) => sum + file.ejected.length, 0);
  lines.push(`${plan.run.totals.files} files scanned: ${plan.files.length} to change, ${total} adapter calls to eject`);
  return lines;
}

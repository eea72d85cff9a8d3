/** The contract in text, Markdown and JSON, and `--check`'s differences. */
import type { ContractComparison, ContractDifference } from './compare';
import { PROVIDER_VIEWS, PROVIDER_VIEW_TITLES, type ViewResult } from './provider-views';
import type { JsonObject } from '../../adapters/json-schema';
import { type SchemaChange, schemaChanges } from './schema-changes';
import { stableJson, type ContractSnapshot, type ContractTool } from './snapshot';

export type ContractFormat = 'text' | 'markdown' | 'json';

export function formatContract(snapshot: ContractSnapshot, format: ContractFormat): string {
  if (format === 'json') return stableJson(snapshot);
  return format === 'markdown' ? markdown(snapshot) : text(snapshot);
}

const UNREACHABLE_REASONS = {
  'not-exported': 'not exported',
  'factory-with-parameters': 'built inside a function that takes parameters',
  'load-failed': 'module failed to load',
  'not-readable': 'could not be read',
} as const;

function describeChange(change: SchemaChange): string {
  const value = (data: unknown) => truncate(JSON.stringify(data), 60);
  if (change.change === 'dropped') return `dropped ${change.keyword} at ${change.path} (was ${value(change.before)})`;
  if (change.change === 'added') return `added ${change.keyword} at ${change.path} (${value(change.after)})`;
  return `changed ${change.keyword} at ${change.path}: ${value(change.before)} → ${value(change.after)}`;
}

function viewSummary(view: ViewResult): string {
  if ('error' in view) return `refused: ${view.error}`;
  if (view.changes.length === 0) return 'sent as is';
  const flag = view.widened ? 'WIDER THAN THE VALIDATOR: ' : '';
  return `${flag}${view.changes.map(describeChange).join('; ')}`;
}

function heading(tool: ContractTool): string {
  return `${tool.framework} ${tool.name}  ${tool.module} (${tool.via})`;
}

function text(snapshot: ContractSnapshot): string {
  const lines = [`${snapshot.tools.length} tools reached`];
  for (const tool of snapshot.tools) {
    lines.push('', heading(tool));
    if (tool.title !== undefined) lines.push(`  title: ${tool.title}`);
    lines.push(`  description: ${tool.description ?? '(none)'}`);
    lines.push(`  input: ${tool.input ? truncate(JSON.stringify(tool.input), 100) : '(none)'}`);
    if (tool.output) lines.push(`  output: ${truncate(JSON.stringify(tool.output), 100)}`);
    for (const provider of PROVIDER_VIEWS)
      lines.push(`  ${provider.padEnd(18)} ${viewSummary(tool.providers[provider])}`);
  }
  lines.push('', `${snapshot.unreachable.length} not reached`);
  for (const entry of snapshot.unreachable) {
    const at = entry.line ? `${entry.file}:${entry.line}` : entry.file;
    lines.push(
      `  ${at}  ${entry.framework ?? ''} ${entry.name}: ${UNREACHABLE_REASONS[entry.reason]} (${firstLine(entry.message)})`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const cell = (value: string) => value.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function markdown(snapshot: ContractSnapshot): string {
  const lines = ['# Tool contract', '', `${snapshot.tools.length} tools reached.`];
  for (const tool of snapshot.tools) {
    lines.push('', `## ${tool.framework} \`${cell(tool.name)}\``, '');
    lines.push(`- module: \`${tool.module}\` (\`${cell(tool.via)}\`)`);
    if (tool.title !== undefined) lines.push(`- title: ${cell(tool.title)}`);
    lines.push(`- description: ${cell(tool.description ?? '(none)')}`);
    lines.push('', '| provider | widened | what the clean-up changed |', '|---|---|---|');
    for (const provider of PROVIDER_VIEWS) {
      const view = tool.providers[provider];
      const widened = 'error' in view ? 'refused' : view.widened ? '**yes**' : 'no';
      lines.push(`| ${PROVIDER_VIEW_TITLES[provider]} | ${widened} | ${cell(viewSummary(view))} |`);
    }
    lines.push(
      '',
      '<details><summary>input JSON Schema</summary>',
      '',
      '```json',
      JSON.stringify(tool.input ?? null, null, 2),
      '```',
      '',
      '</details>',
    );
  }
  lines.push('', '## Not reached', '');
  if (snapshot.unreachable.length === 0) lines.push('Every tool the scan found was reached.');
  for (const entry of snapshot.unreachable) {
    lines.push(
      `- \`${entry.file}${entry.line ? `:${entry.line}` : ''}\` ${entry.framework ?? ''} \`${cell(entry.name)}\`: ${UNREACHABLE_REASONS[entry.reason]} (${cell(firstLine(entry.message))})`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function formatComparison(comparison: ContractComparison, format: ContractFormat): string {
  if (format === 'json') return `${JSON.stringify(comparison, null, 2)}\n`;
  const { differences, notes } = comparison;
  const lines =
    differences.length === 0
      ? ['The contract is unchanged: every tool sends what the snapshot says.']
      : [`The contract changed: ${differences.length} difference${differences.length === 1 ? '' : 's'}`];
  const bullet = format === 'markdown' ? '- ' : '  ';
  for (const difference of differences) lines.push(`${bullet}${describeDifference(difference)}`);
  for (const note of notes)
    lines.push(`${bullet}note: ${describeDifference(note)} (a standard tool: not sent to any model by itself)`);
  return `${lines.join('\n')}\n`;
}

function describeDifference(difference: ContractDifference): string {
  const who = `${difference.framework} ${difference.tool} (${difference.module})`;
  if (difference.field === 'tool') return `${who}: tool ${difference.change}`;
  const field = difference.provider ? `provider ${difference.provider}` : difference.field;
  return `${who}: ${field} ${difference.change}${detailOf(difference)}`;
}

function detailOf(difference: ContractDifference): string {
  if (['description', 'title', 'name'].includes(difference.field))
    return `: ${JSON.stringify(difference.before)} → ${JSON.stringify(difference.after)}`;
  if (difference.field !== 'input' && difference.field !== 'output') return '';
  const asSchema = (value: unknown) => (typeof value === 'object' && value !== null ? (value as JsonObject) : {});
  const changes = schemaChanges(asSchema(difference.before), asSchema(difference.after));
  return changes.length === 0
    ? ''
    : ` (${changes.slice(0, 6).map(describeChange).join('; ')}${changes.length > 6 ? '; …' : ''})`;
}

function truncate(value: string, length: number): string {
  return value.length <= length ? value : `${value.slice(0, length - 1)}…`;
}

function firstLine(value: string): string {
  return value.split('\n')[0] ?? '';
}

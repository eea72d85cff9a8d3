/** The report in text, Markdown, JSON and SARIF 2.1.0. */
import { frameworkIds } from '../../transforms/frameworks';
import { DIAGNOSTIC_CATALOGUE, diagnosticCodes } from '../../transforms/lib/diagnostic-catalogue';
import type { DuplicateGroup, Inventory, InventoryEntry } from './inventory';

/** The framework column: as wide as the longest id (`openai-agents`). */
const FRAMEWORK_WIDTH = Math.max(...frameworkIds.map((id) => id.length));

export type ReportFormat = 'text' | 'markdown' | 'json' | 'sarif';

const where = (entry: InventoryEntry) => `${entry.file}:${entry.line}:${entry.column}`;

/** `identical`, `identical except their names`, `differ in description, inputSchema`; empty when unknown. */
export function driftText(group: DuplicateGroup): string {
  const drift = group.drift;
  if (!drift) return '';
  if (drift.kind === 'identical') return 'identical';
  if (drift.kind === 'name-only') return 'identical except their names';
  return `differ in ${drift.fields.join(', ')}`;
}

/**
 * What a group shares, as the user wrote it: the tools' own names (`"get_weather" / "getWeather"`
 * where they differ), not the normalised key they were grouped by.
 */
function shared(group: DuplicateGroup, quote: (text: string) => string): string {
  if (group.by !== 'name') return quote(group.key);
  return [...new Set(group.entries.map((entry) => entry.name))].map(quote).join(' / ');
}

const fieldDiffs = (group: DuplicateGroup) =>
  group.drift?.kind === 'differs' ? Object.entries(group.drift.diffs ?? {}) : [];

export function formatReport(inventory: Inventory, format: ReportFormat, toolVersion: string): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify(inventory, null, 2)}\n`;
    case 'markdown':
      return markdown(inventory);
    case 'sarif':
      return `${JSON.stringify(sarif(inventory, toolVersion), null, 2)}\n`;
    default:
      return text(inventory);
  }
}

function text(inventory: Inventory): string {
  const lines = [`${inventory.entries.length} tool definitions`];
  for (const entry of inventory.entries) {
    lines.push(
      `  ${entry.status.padEnd(10)} ${entry.framework.padEnd(FRAMEWORK_WIDTH)} ${entry.name}  ${where(entry)}${entry.notes.length ? `  (${entry.notes.join('; ')})` : ''}`,
    );
  }
  lines.push(
    '',
    inventory.duplicates.length === 0
      ? 'No tool is defined more than once.'
      : `${inventory.duplicates.length} tools defined more than once:`,
  );
  for (const group of inventory.duplicates) {
    const drift = driftText(group);
    lines.push(`  same ${group.by} ${shared(group, (text) => `"${text}"`)}${drift ? ` (${drift})` : ''}:`);
    for (const entry of group.entries)
      lines.push(`    ${entry.framework.padEnd(FRAMEWORK_WIDTH)} ${entry.name}  ${where(entry)}`);
    for (const [field, diff] of fieldDiffs(group))
      lines.push(
        `    ${field}:`,
        ...diff
          .trimEnd()
          .split('\n')
          .map((line) => `      ${line}`),
      );
  }
  return `${lines.join('\n')}\n`;
}

const cell = (value: string) => value.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function markdown(inventory: Inventory): string {
  const lines = ['# Tool inventory', '', '| status | framework | tool | location | notes |', '|---|---|---|---|---|'];
  for (const entry of inventory.entries) {
    lines.push(
      `| ${entry.status} | ${entry.framework} | \`${cell(entry.name)}\` | \`${where(entry)}\` | ${cell(entry.notes.join('; '))} |`,
    );
  }
  lines.push('', '## Defined more than once', '');
  if (inventory.duplicates.length === 0) lines.push('No tool is defined more than once.');
  for (const group of inventory.duplicates) {
    const drift = driftText(group);
    lines.push(
      `- same ${group.by} ${shared(group, (text) => `\`${cell(text)}\``)}${drift ? ` (${drift})` : ''}: ${group.entries.map((entry) => `${entry.framework} \`${cell(entry.name)}\` (\`${where(entry)}\`)`).join(', ')}`,
    );
    for (const [field, diff] of fieldDiffs(group))
      lines.push(
        '',
        `  \`${field}\`:`,
        '',
        '  ```diff',
        ...diff
          .trimEnd()
          .split('\n')
          .map((line) => `  ${line}`),
        '  ```',
      );
  }
  return `${lines.join('\n')}\n`;
}

function knownCode(code: string | undefined): string | undefined {
  return code !== undefined && (diagnosticCodes as readonly string[]).includes(code) ? code : undefined;
}

function sarif(inventory: Inventory, toolVersion: string) {
  const location = (entry: InventoryEntry) => ({
    physicalLocation: {
      artifactLocation: { uri: entry.file.split('\\').join('/') },
      region: { startLine: Math.max(entry.line, 1), startColumn: Math.max(entry.column, 1) },
    },
  });
  const results = [
    ...inventory.duplicates.flatMap((group) =>
      group.entries.map((entry) => ({
        ruleId: 'duplicate-tool',
        level: 'warning',
        message: {
          text: `${entry.framework} tool "${entry.name}" is defined ${group.entries.length} times (same ${group.by}: ${group.key}${group.drift ? `; ${driftText(group)}` : ''}); define it once as a standard tool`,
        },
        locations: [location(entry)],
        relatedLocations: group.entries
          .filter((other) => other !== entry)
          .map((other, index) => ({ id: index, ...location(other) })),
      })),
    ),
    ...inventory.entries
      .filter((entry) => entry.status !== 'migratable')
      .map((entry) => ({
        // A manual definition's rule is its diagnostic code, so a code-scanning UI groups by reason.
        ruleId: entry.status === 'manual' ? (knownCode(entry.code) ?? 'manual-migration') : 'migration-failed',
        level: entry.status === 'manual' ? 'note' : 'error',
        message: { text: `${entry.framework} tool "${entry.name}": ${entry.notes.join('; ')}` },
        locations: [location(entry)],
      })),
  ];
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'std-tool-migrate',
            version: toolVersion,
            rules: [
              {
                id: 'duplicate-tool',
                shortDescription: { text: 'A tool is defined more than once (across files or frameworks)' },
              },
              {
                id: 'manual-migration',
                shortDescription: { text: 'A tool definition that cannot be migrated automatically' },
              },
              { id: 'migration-failed', shortDescription: { text: 'A file whose tools could not be migrated' } },
              // The transforms' diagnostic codes: why a definition is manual, tied or failed.
              ...diagnosticCodes.map((code) => ({
                id: code,
                shortDescription: { text: DIAGNOSTIC_CATALOGUE[code].message },
                properties: { kind: DIAGNOSTIC_CATALOGUE[code].kind },
              })),
            ],
          },
        },
        results,
      },
    ],
  };
}

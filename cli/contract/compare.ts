/**
 * `--check`: the differences between a saved snapshot and the current contract, per
 * tool and field. A renamed tool (same module, framework and everything else) is one
 * `name` change. Standard tools appearing or disappearing are notes, not drift: a
 * migration adds them, and no model sees a standard tool except through a framework.
 */
import { jsonEqual } from '../../adapters/json-schema-walk';
import { PROVIDER_VIEWS } from './provider-views';
import type { ContractSnapshot, ContractTool } from './snapshot';

export interface ContractDifference {
  tool: string;
  framework: string;
  module: string;
  /** `description`, `input`, `output`, `title`, `name`, `tool` (added/removed), `provider`. */
  field: string;
  provider?: string;
  change: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

export interface ContractComparison {
  differences: ContractDifference[];
  notes: ContractDifference[];
}

const FIELDS = ['title', 'description', 'input', 'output'] as const;

export function compareSnapshots(saved: ContractSnapshot, current: ContractSnapshot): ContractComparison {
  const before = new Map(saved.tools.map((tool) => [tool.key, tool]));
  const after = new Map(current.tools.map((tool) => [tool.key, tool]));
  const differences: ContractDifference[] = [];
  const notes: ContractDifference[] = [];
  const removed = saved.tools.filter((tool) => !after.has(tool.key));
  const added = current.tools.filter((tool) => !before.has(tool.key));
  for (const old of removed) {
    const renamed = added.find((tool) => sameExceptName(old, tool));
    if (renamed) {
      added.splice(added.indexOf(renamed), 1);
      differences.push({ ...where(renamed), field: 'name', change: 'changed', before: old.name, after: renamed.name });
      continue;
    }
    (old.framework === 'standard' ? notes : differences).push({ ...where(old), field: 'tool', change: 'removed' });
  }
  for (const tool of added)
    (tool.framework === 'standard' ? notes : differences).push({ ...where(tool), field: 'tool', change: 'added' });
  for (const tool of current.tools) {
    const old = before.get(tool.key);
    if (old) differences.push(...fieldDifferences(old, tool));
  }
  return { differences, notes };
}

function where(tool: ContractTool) {
  return { tool: tool.name, framework: tool.framework, module: tool.module };
}

function sameExceptName(a: ContractTool, b: ContractTool): boolean {
  return a.module === b.module && a.framework === b.framework && FIELDS.every((field) => jsonEqual(a[field], b[field]));
}

function fieldDifferences(old: ContractTool, now: ContractTool): ContractDifference[] {
  const found: ContractDifference[] = [];
  for (const field of FIELDS) {
    if (jsonEqual(old[field], now[field])) continue;
    found.push({
      ...where(now),
      field,
      change: changeOf(old[field], now[field]),
      before: old[field],
      after: now[field],
    });
  }
  // A different input changes every view: the provider views only matter on their own.
  if (found.some((difference) => difference.field === 'input')) return found;
  for (const provider of PROVIDER_VIEWS) {
    const was = old.providers?.[provider];
    const is = now.providers[provider];
    if (jsonEqual(was, is)) continue;
    found.push({ ...where(now), field: 'provider', provider, change: changeOf(was, is), before: was, after: is });
  }
  return found;
}

function changeOf(before: unknown, after: unknown): ContractDifference['change'] {
  if (before === undefined) return 'added';
  if (after === undefined) return 'removed';
  return 'changed';
}

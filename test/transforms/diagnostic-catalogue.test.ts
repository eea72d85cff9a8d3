/**
 * The catalogue lists what the transforms report, no more: every code is written in a
 * transform's source (reports take a `DiagnosticCode`, so the type checker ensures the
 * converse), and every message reads as a sentence fragment about the definition.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CATALOGUE, diagnosticCodes, levelOf } from '../../transforms/lib/diagnostic-catalogue';

const transformsRoot = path.join(__dirname, '..', '..', 'transforms');

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && entry.name !== 'diagnostic-catalogue.ts' ? [readFileSync(full, 'utf8')] : [];
  });
}

describe('diagnostic catalogue', () => {
  const text = sources(transformsRoot).join('\n');

  it.each(diagnosticCodes)('%s is reported by a transform', (code) => {
    expect(text.includes(`'${code}'`)).toBe(true);
  });

  it('has a message for every code, and a level for every kind', () => {
    for (const code of diagnosticCodes) {
      const { kind, message } = DIAGNOSTIC_CATALOGUE[code];
      expect(message.length, code).toBeGreaterThan(10);
      expect(message, code).not.toMatch(/[.;]$/);
      expect(['error', 'warning', 'info']).toContain(levelOf(kind));
    }
  });
});

/** Every manual diagnostic names its framework, including those no definition owns (issue 9). */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transformSource } from '../../transforms/lib/engine';
import { frontEndsById } from '../../transforms/registry';

const fixtures = path.join(__dirname, '..', '..', '__testfixtures__');

describe('manual diagnostics', () => {
  it('name their framework, low-level server handlers included', () => {
    const file = path.join(fixtures, 'mcp-sdk', '13-low-level-server.input.ts');
    const result = transformSource(readFileSync(file, 'utf8'), file, [frontEndsById['mcp-sdk']]);
    const manual = result.diagnostics.filter((diagnostic) => diagnostic.kind === 'manual');
    expect(manual.map((diagnostic) => diagnostic.reason)).toContain('low-level-server');
    expect(manual.map((diagnostic) => diagnostic.framework)).toEqual(manual.map(() => 'mcp-sdk'));
  });
});

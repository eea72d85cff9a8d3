/**
 * An AI SDK input schema read off another object (`inputSchema: original.inputSchema`) migrates only where the type
 * checker shows it is a Standard Schema (fixture ai-sdk/98 has the checker's answers: a copied AI SDK tool's is
 * not, a zod schema held in a plain object is). Without a program (a fresh clone, no tsconfig) it is not known, and
 * the definition is left as it is, never guessed.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aiSdkFrontEnd } from '../../transforms/front-ends/ai-sdk';
import { transformSource } from '../../transforms/lib/engine';

const fixture = path.join(__dirname, '..', '..', '__testfixtures__', 'ai-sdk', '98-schema-of-another-tool.input.ts');

describe('an input schema read off another tool', () => {
  it('asks the checker, and without an answer leaves each such definition as it is', () => {
    const text = readFileSync(fixture, 'utf8');
    const result = transformSource(text, fixture, [aiSdkFrontEnd]);
    const asked = (result.askedTypes ?? []).filter(({ question }) => question.question === 'isStandardSchema');
    expect(asked).toHaveLength(2);
    const refused = result.diagnostics.filter((diagnostic) => diagnostic.reason === 'schema-of-another-tool');
    expect(refused.map((diagnostic) => diagnostic.line)).toEqual([11, 20]);
    expect(refused[0]!.message).toContain('takes its inputSchema from another tool (`searchTool.inputSchema`)');
    // The tool beside them, whose schema is written in its config, still migrates.
    expect(result.output).toContain('export const searchTool = toAiSdk(search);');
  });
});

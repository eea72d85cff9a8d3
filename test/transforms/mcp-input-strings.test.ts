/**
 * An MCP text that is an input field, a string by the tool's zod input schema, is unwrapped
 * from the schema itself where the type oracle knows nothing (a project without installed
 * types, as the corpora are): the same output as with the oracle's answers (fixture 82).
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mcpSdkFrontEnd } from '../../transforms/front-ends/mcp-sdk';
import { transformSource } from '../../transforms/lib/engine';

const directory = path.join(__dirname, '..', '..', '__testfixtures__', 'mcp-sdk');
const fixture = (name: string) => path.join(directory, name);

const cases = [
  { name: '82-input-field-texts', tied: ['maybe', 'length', 'shadowed'] },
  { name: '83-v2-input-field-texts', tied: ['nickname'] },
];

describe('MCP texts that are input fields, with no type oracle', () => {
  it.each(cases)(
    '$name: the fields the schema makes strings are unwrapped, the others kept, as with the oracle',
    ({ name, tied }) => {
      const inputPath = fixture(`${name}.input.ts`);
      const result = transformSource(readFileSync(inputPath, 'utf8'), inputPath, [mcpSdkFrontEnd], {
        adapterPath: fixture('std-tool.ts'),
      });
      expect(result.error).toBeUndefined();
      expect(result.output).toBe(readFileSync(fixture(`${name}.output.ts`), 'utf8'));
      expect(result.tools.filter((tool) => tool.tied.length > 0).map((tool) => tool.name)).toEqual(tied);
    },
  );
});

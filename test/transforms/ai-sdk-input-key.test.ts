/**
 * An input schema under the key the project's AI SDK major does not read (`parameters` under v5+,
 * `inputSchema` under v4): v5+ tells the model of no parameters, v4 throws when the tool is given to
 * it. The real SDKs show it; such a tool is left as it is, since the adapter would hand the schema on.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aiSdkFrontEnd } from '../../transforms/front-ends/ai-sdk';
import { transformSource } from '../../transforms/lib/engine';
import { aiSdkDrivers, runAiSdkV4 } from '../adapters/support/ai-sdk-harness';

const source = (key: string) => `import { tool } from 'ai';
import { z } from 'zod';
export const weather = tool({
  description: 'Weather',
  ${key}: z.object({ city: z.string() }),
  execute: async ({ city }) => city,
});
`;

const migrate = (key: string, ai: number | undefined) =>
  transformSource(source(key), 'tools.ts', [aiSdkFrontEnd], { frameworkVersions: { ai } });

describe('an input schema under a key the AI SDK major ignores', () => {
  it('is what the real SDKs ignore: no parameters for the model (v5), a throw (v4)', async () => {
    const schema = z.object({ city: z.string() });
    const v5 = await aiSdkDrivers.v5.run({ weather: { description: 'Weather', parameters: schema } });
    expect(JSON.stringify(v5.toolsSent[0].inputSchema)).not.toContain('city');
    await expect(runAiSdkV4({ weather: { description: 'Weather', inputSchema: schema } })).rejects.toThrow(TypeError);
    // The key each major reads does reach the model.
    const read = await aiSdkDrivers.v5.run({ weather: { description: 'Weather', inputSchema: schema } });
    expect(JSON.stringify(read.toolsSent[0].inputSchema)).toContain('city');
  });

  it.each([
    ['parameters', 5],
    ['parameters', 6],
    ['inputSchema', 4],
  ])('leaves `%s` under AI SDK %i and says why', (key, ai) => {
    const result = migrate(key, ai);
    expect(result.output).toBeUndefined();
    expect(result.diagnostics.map((diagnostic) => diagnostic.reason)).toEqual(['input-key-ignored']);
    expect(result.diagnostics[0]!.message).toContain(`AI SDK ${ai} ignores`);
  });

  it.each([
    ['inputSchema', 5],
    ['parameters', 4],
    ['parameters', undefined],
    ['inputSchema', undefined],
  ])('migrates `%s` under AI SDK %s', (key, ai) => {
    const result = migrate(key, ai);
    expect(result.output).toContain('inputSchema: z.object({ city: z.string() })');
    expect(result.diagnostics.map((diagnostic) => diagnostic.reason)).not.toContain('input-key-ignored');
  });
});

// A deterministic synthetic corpus: mostly ordinary TypeScript, some files with AI SDK
// tools (each one a real rewrite), some that mention 'ai' without defining tools.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import * as path from 'node:path';

const ordinaryBlock = (index) => `import { readFile } from 'node:fs/promises';
import type { Config } from './config';

export interface Row${index} { id: number; name: string; tags: string[] }

/** Loads rows for page ${index}. */
export async function load${index}(config: Config, page = 1): Promise<Row${index}[]> {
  const text = await readFile(config.path + '/' + page + '.json', 'utf8');
  const rows = JSON.parse(text) as Row${index}[];
  return rows.filter((row) => row.tags.includes(config.tag)).map((row) => ({ ...row, name: row.name.trim() }));
}

export class Cache${index}<T> {
  private readonly entries = new Map<string, T>();
  get(key: string): T | undefined { return this.entries.get(key); }
  set(key: string, value: T): void { this.entries.set(key, value); }
}
`;
const ordinary = (index) =>
  [0, 1, 2]
    .map((part) => ordinaryBlock(`${index}_${part}`))
    .join('')
    .replace(/^import .*\n/gm, '');
const ordinaryImports = `import { readFile } from 'node:fs/promises';\nimport type { Config } from './config';\n`;

const withTools = (index) => `${ordinaryImports}import { generateText, tool } from 'ai';
import { z } from 'zod';

/** Weather ${index}. */
export const weather${index}Tool = tool({
  description: 'Weather for a city (${index})',
  inputSchema: z.object({ city: z.string(), unit: z.enum(['c', 'f']).default('c') }),
  execute: async ({ city, unit }) => \`\${city}: 21\${unit}\`,
});

export async function ask${index}(model: any, prompt: string) {
  return generateText({
    model,
    prompt,
    tools: {
      weather: weather${index}Tool,
      time: tool({ description: 'Time', inputSchema: z.object({ tz: z.string() }), execute: async ({ tz }) => tz }),
    },
  });
}
${ordinary(index)}`;

const mentionsOnly = (index) => `${ordinaryImports}import { generateText } from 'ai';
export const run${index} = (model: any) => generateText({ model, prompt: 'hello ${index}' });
${ordinary(index)}`;

export function ensureCorpus(directory, count) {
  if (existsSync(path.join(directory, `.complete-${count}`))) return;
  mkdirSync(directory, { recursive: true });
  for (let index = 0; index < count; index += 1) {
    const kind = index % 20 === 0 ? withTools : index % 20 === 1 ? mentionsOnly : (i) => ordinaryImports + ordinary(i);
    const folder = path.join(directory, `pkg${index % 10}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, `file${index}.ts`), kind(index));
  }
  writeFileSync(path.join(directory, `.complete-${count}`), '');
}

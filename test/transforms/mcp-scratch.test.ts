import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { it } from 'vitest';
import { renderAdapterModule } from '../../cli/adapter-module/render';

it('writes', () => {
  const dir = path.join(__dirname, '../../__testfixtures__/mcp-sdk');
  for (const major of [1, 2]) {
    const out = path.join(__dirname, `../../.tmp/mcp-tsc-v${major}`);
    mkdirSync(out, { recursive: true });
    const packages = major === 2 ? { '@modelcontextprotocol/server': '2.4.0', zod: '4.6.7' } : { '@modelcontextprotocol/sdk': '1.32.2', zod: '4.6.7' };
    writeFileSync(path.join(out, 'std-tool.ts'), renderAdapterModule({ frameworks: ['mcp-sdk'], packages, style: 'ts' }, '0').text);
    for (const file of readdirSync(dir).filter((f) => /\.output\.ts$/.test(f))) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      if (text.includes("'@modelcontextprotocol/server'") !== (major === 2)) continue;
      writeFileSync(path.join(out, file), text);
    }
  }
});

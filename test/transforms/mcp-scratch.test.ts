import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { it } from 'vitest';
import { transformSource } from '../../transforms/lib/engine';
import { mcpSdkFrontEnd } from '../../transforms/front-ends/mcp-sdk';

it('prints', () => {
  const dir = path.join(__dirname, '../../__testfixtures__/mcp-sdk');
  const only = process.env.SCRATCH_FILE;
  for (const file of readdirSync(dir).filter((f) => /\.input\./.test(f))) {
    if (only && !file.startsWith(only)) continue;
    const p = path.join(dir, file);
    const r = transformSource(readFileSync(p, 'utf8'), p, [mcpSdkFrontEnd], { adapterPath: path.join(dir, 'std-tool.ts') });
    console.log(`== ${file}${r.error ? ' ERROR ' + r.error.message : ''}`);
    for (const d of r.diagnostics) console.log(`  ${d.line}:${d.column} ${d.level} ${d.kind ?? ''} ${d.reason} ${d.message}`);
    if (process.env.SCRATCH_OUT) console.log(r.output);
  }
});

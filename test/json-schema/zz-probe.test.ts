import '../../adapters/json-schema-zod3';
import '../../adapters/json-schema-zod4-core';
import '../../adapters/json-schema-valibot';
import { it } from 'vitest';
import { corpus } from './corpus';
import { toJsonSchema } from '../../adapters/json-schema';
import { forGemini, forAnthropic, forOpenAIStrict } from '../../adapters/providers';
import { writeFileSync } from 'node:fs';
it('dump', () => {
  const out: string[] = [];
  for (const e of corpus) for (const t of ['draft-2020-12','draft-07','openapi-3.0'] as const) {
    out.push(`## ${e.id} ${t}\n${JSON.stringify(toJsonSchema(e.schema, { target: t }))}`);
  }
  for (const e of corpus) for (const [n, f] of [['gemini', forGemini], ['anthropic', forAnthropic], ['openai', forOpenAIStrict]] as const) {
    try { out.push(`## ${e.id} ${n}\n${JSON.stringify(f(toJsonSchema(e.schema, { target: n === 'gemini' ? 'openapi-3.0' : 'draft-2020-12' })))}`); }
    catch (err) { out.push(`## ${e.id} ${n}\nERROR ${(err as Error).message}`); }
  }
  writeFileSync('/tmp/probe/dump.txt', out.join('\n'));
});

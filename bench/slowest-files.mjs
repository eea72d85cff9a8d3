// Where the time goes: each file of a folder through processFile (one thread), against the
// bare Babel parse of the same text; prints the totals and the slowest files.
//   node bench/slowest-files.mjs <folder> [count]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { walkSourceFiles } from '../scripts/corpus/walk.mjs';

const require = createRequire(import.meta.url);
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { parse } = require('@babel/parser');
const { processFile } = require(path.join(root, 'dist/cli/runner/process-file.js'));
const { allFrontEnds } = require(path.join(root, 'dist/transforms/registry.js'));

const [folder, count = '15'] = process.argv.slice(2);
const seconds = (start) => Number(process.hrtime.bigint() - start) / 1e9;
const rows = [];
for (const file of walkSourceFiles(path.resolve(folder))) {
  const text = readFileSync(file, 'utf8');
  let start = process.hrtime.bigint();
  const result = processFile(file, allFrontEnds, { adapterPath: path.join(path.dirname(file), 'std-tool.ts') });
  const ours = seconds(start);
  if (result.status === 'skipped') continue;
  start = process.hrtime.bigint();
  try {
    parse(text, {
      sourceType: 'unambiguous',
      errorRecovery: true,
      plugins: ['typescript', 'jsx', 'decorators-legacy'],
    });
  } catch {
    // measured all the same
  }
  rows.push({
    file: path.relative(folder, file),
    ours,
    parse: seconds(start),
    kb: text.length / 1024,
    status: result.status,
  });
}
const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
console.log(
  `${rows.length} candidates: ours ${sum('ours').toFixed(1)} s, bare parse ${sum('parse').toFixed(1)} s (${(sum('ours') / sum('parse')).toFixed(1)}×)`,
);
for (const row of rows.sort((a, b) => b.ours - a.ours).slice(0, Number(count)))
  console.log(
    `${row.ours.toFixed(2)} s (parse ${row.parse.toFixed(2)} s, ${row.kb.toFixed(0)} KB, ${row.status}) ${row.file}`,
  );

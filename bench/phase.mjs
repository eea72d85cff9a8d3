// One measurement of the real-corpus bench, alone in a fresh process so its peak RSS is
// its own: `node bench/phase.mjs <floor|recast|single-thread> <corpus>`. Prints one JSON
// line: { seconds, detail, maxRssKb }.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { walkSourceFiles } from '../scripts/corpus/walk.mjs';

const require = createRequire(import.meta.url);
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const [phase, corpus] = process.argv.slice(2);

// The candidates, by a test of our own (not the CLI's pre-filter): the text names a
// framework module in quotes.
const FRAMEWORK_MODULE =
  /['"](ai|@ai-sdk\/provider-utils|@modelcontextprotocol\/[^'"]+|genkit(\/[^'"]*)?|@genkit-ai\/[^'"]+|langchain(\/[^'"]*)?|@langchain\/[^'"]+|@mastra\/core(\/[^'"]*)?)['"]/;
const isCandidate = (text) => FRAMEWORK_MODULE.test(text);
const jsxAllowed = (file) => !/\.[mc]?ts$/i.test(file);

function floor() {
  const { parse } = require('@babel/parser');
  let files = 0;
  let candidates = 0;
  for (const file of walkSourceFiles(corpus)) {
    files += 1;
    const text = readFileSync(file, 'utf8');
    if (!isCandidate(text)) continue;
    candidates += 1;
    try {
      parse(text, {
        sourceType: 'unambiguous',
        errorRecovery: true,
        plugins: [['typescript', {}], ...(jsxAllowed(file) ? ['jsx'] : []), 'decorators-legacy'],
      });
    } catch {
      // a file Babel cannot parse costs what it cost
    }
  }
  return `${files} files read, ${candidates} candidates parsed`;
}

function recast() {
  const jscodeshift = require('jscodeshift');
  const ts = jscodeshift.withParser('ts');
  const tsx = jscodeshift.withParser('tsx');
  let candidates = 0;
  let calls = 0;
  let failures = 0;
  for (const file of walkSourceFiles(corpus)) {
    const text = readFileSync(file, 'utf8');
    if (!isCandidate(text)) continue;
    candidates += 1;
    try {
      const j = jsxAllowed(file) ? tsx : ts;
      calls += j(text)
        .find(j.CallExpression, (node) =>
          ['tool', 'createTool', 'defineTool', 'registerTool'].includes(node.callee.name ?? node.callee.property?.name),
        )
        .size();
    } catch {
      failures += 1;
    }
  }
  return `${candidates} candidates parsed, ${calls} tool-like calls found, ${failures} files recast could not parse`;
}

async function singleThread() {
  const { planRun } = require(path.join(root, 'dist/cli/runner/run.js'));
  const { allFrontEnds } = require(path.join(root, 'dist/transforms/registry.js'));
  const plan = await planRun({
    paths: [corpus],
    transforms: allFrontEnds.map((frontEnd) => frontEnd.framework.id),
    cpus: 1,
    cpusRequested: true,
  });
  const { totals } = plan;
  return `${totals.files} files, ${totals.changed} would change, ${totals.migrated} tools, ${totals.manual} manual, ${totals.errors} errors`;
}

/**
 * Tool-dense code: the candidates in which the transforms find a definition (a first
 * pass picks them, unmeasured), then their parse alone and their transform, one thread.
 * The issue's target is files per second on such code.
 */
function dense() {
  const { parse } = require('@babel/parser');
  const { processFile } = require(path.join(root, 'dist/cli/runner/process-file.js'));
  const { allFrontEnds } = require(path.join(root, 'dist/transforms/registry.js'));
  const options = (file) => ({ adapterPath: path.join(path.dirname(file), 'std-tool.ts') });
  const files = [];
  for (const file of walkSourceFiles(corpus)) {
    if (processFile(file, allFrontEnds, options(file)).tools.length > 0) files.push(file);
  }
  const seconds = (since) => Number(process.hrtime.bigint() - since) / 1e9;
  let start = process.hrtime.bigint();
  for (const file of files) {
    try {
      parse(readFileSync(file, 'utf8'), {
        sourceType: 'unambiguous',
        errorRecovery: true,
        plugins: [['typescript', {}], ...(jsxAllowed(file) ? ['jsx'] : []), 'decorators-legacy'],
      });
    } catch {
      // measured all the same
    }
  }
  const parsing = seconds(start);
  start = process.hrtime.bigint();
  for (const file of files) processFile(file, allFrontEnds, options(file));
  const ours = seconds(start);
  return {
    list: files,
    files: files.length,
    parseSeconds: parsing,
    oursSeconds: ours,
    summary: `${files.length} files with definitions: read + parse ${parsing.toFixed(2)} s (${Math.round(files.length / parsing)} files/s); ours ${ours.toFixed(2)} s (${Math.round(files.length / ours)} files/s, ${(ours / parsing).toFixed(1)}× the parse), one thread`,
  };
}

const phases = { floor, recast, 'single-thread': singleThread, dense };
const start = process.hrtime.bigint();
const detail = await phases[phase]();
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
console.log(JSON.stringify({ seconds, detail, maxRssKb: process.resourceUsage().maxRSS }));

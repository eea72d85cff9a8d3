// The eject round trip on the corpus (run.mjs --eject-round-trip): on a scratch copy of each
// repository, count native definitions (the independent counter), migrate (`--yes`), count,
// eject (`eject --yes`), count again; every file the round trip leaves different from the
// original must parse, and is compared with the original after normalising formatting:
// both texts through Prettier with one fixed config (objects collapsed, so a layout choice
// is no difference), then again without their import declarations. A file still different
// gets a reason from what its lines show (reasonOf); `other` means nobody explained it yet.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { FRAMEWORKS, parseErrors, parseSource } from './count-native.mjs';
import { walkSourceFiles } from './walk.mjs';

const require = createRequire(import.meta.url);
const prettier = require('prettier');
const { createTwoFilesPatch, diffLines } = require('diff');

const PRETTIER = { singleQuote: true, printWidth: 120, objectWrap: 'collapse', semi: true, trailingComma: 'all' };
const ADAPTER_CALL = /\b(toAiSdk\w*|registerMcpTool|toGenkit\w*|toLangChain\w*|toMastra\w*)\s*\(/;

/** Blank lines dropped too: Prettier keeps one where the author left one. */
async function formatted(text, file) {
  try {
    return (await prettier.format(text, { ...PRETTIER, filepath: file })).replace(/\n[ \t]*(?=\n)/g, '');
  } catch {
    // Prettier cannot read it (the counter's parser can): whitespace alone is normalised.
    return text.replace(/\s+/g, ' ');
  }
}

/** Import declarations and top-level `require`s dropped: their order, merging and `type` placement. */
const withoutImports = (text) =>
  text
    .replace(/^import\s[\s\S]*?from\s*['"][^'"]+['"];?\n/gm, '')
    .replace(/^import\s*['"][^'"]+['"];?\n/gm, '')
    .replace(/^(const|let|var)\s+[\w${}\s,:]+=\s*require\(['"][^'"]+['"]\);?\n/gm, '')
    .replace(/\n{3,}/g, '\n\n');

/** Why a file differs from its original beyond formatting, from the lines that changed. */
export function reasonOf(original, ejected, leftAlone) {
  const changes = diffLines(original, ejected);
  const removed = changes
    .filter((change) => change.removed)
    .map((change) => change.value)
    .join('\n');
  const added = changes
    .filter((change) => change.added)
    .map((change) => change.value)
    .join('\n');
  if (leftAlone.length > 0 || ADAPTER_CALL.test(ejected))
    return `left alone (${[...new Set(leftAlone)].join(', ') || 'adapter call kept'})`;
  const sorted = (text) =>
    text
      .split('\n')
      .map((line) => line.trim().replace(/,$/, ''))
      .filter(Boolean)
      .sort()
      .join('\n');
  if (sorted(removed) === sorted(added)) return 'the same lines in another order (options after execute, result keys)';
  if (/\.tool\(/.test(removed) && /\.registerTool\(/.test(added)) return 'MCP server.tool() overload → registerTool';
  if (/new\s+DynamicStructuredTool|new\s+DynamicTool\b|extends\s+(Structured)?Tool\b/.test(removed))
    return 'LangChain tool class or constructor → tool()';
  if (/new\s+Tool\(/.test(removed) && /createTool\(/.test(added)) return 'Mastra new Tool → createTool';
  if (/isError/.test(removed) && /throw new Error/.test(added)) return 'MCP error result → throw (portable result)';
  if (/z\.object\(/.test(removed) && !/z\.object\(/.test(added)) return 'MCP z.object() → raw shape';
  if (/\bzodSchema\(/.test(removed)) return 'zodSchema() unwrapped';
  if (/\w+\.(tool|createTool|dynamicTool)\(|\bas\s+\w+\s*\}|await\s+import\(/.test(removed))
    return 'aliased, namespace or dynamic import → the own name';
  if (/description:/.test(added) && !/description:/.test(removed)) return 'implicit description written out';
  if (/description:\s*(''|"")/.test(removed)) return 'empty description dropped';
  if (/\}:\s*\{/.test(added) && !/\}:\s*\{/.test(removed)) return 'a type argument written on the parameter';
  if (/\bcontext\b/.test(removed) && /\bcontext\b/.test(added)) return 'Mastra 0.x context parameter';
  if (/<[^>]+>\(/.test(removed) || /<[^>]+>\(/.test(added)) return 'type arguments';
  if (/\/\/|\/\*/.test(removed) || /\/\/|\/\*/.test(added)) return 'a comment moved';
  return 'other';
}

/**
 * The round trip of one repository (copied to `directory` by the caller); the formatted
 * diff of each file that differs goes under `diffs` (for review).
 */
export async function roundTripRepo(entry, directory, { runCli, countTree, diffs }) {
  const repo = `${entry.owner}/${entry.name}`;
  const originals = new Map();
  for (const file of walkSourceFiles(directory)) originals.set(file, readFileSync(file, 'utf8'));
  const native = (counts) => {
    const byFramework = Object.fromEntries(FRAMEWORKS.map((framework) => [framework, 0]));
    for (const counted of counts.values())
      for (const site of counted.definitions) if (!site.apart) byFramework[site.framework] += 1;
    return byFramework;
  };
  const before = native(countTree(directory));
  const migrate = runCli([directory, '--yes', '--allow-dirty', '--json'], directory);
  const adapterModules = new Set((migrate.json?.adapterModules ?? []).map((module) => module.path));
  const migrated = native(countTree(directory, adapterModules));
  const eject = runCli(['eject', directory, '--yes', '--allow-dirty', '--json'], directory);
  const after = native(countTree(directory, adapterModules));
  const result = {
    repo,
    before,
    migrated,
    after,
    seconds: (migrate.seconds ?? 0) + (eject.seconds ?? 0),
    parseFailures: [],
    differs: [],
    sameButImports: 0,
    same: 0,
    kept: [],
  };
  if (!migrate.json)
    result.crash = `migrate exit ${migrate.status}: ${migrate.stderr.trim().split('\n').slice(-3).join(' | ')}`;
  else if (!eject.json)
    result.crash = `eject exit ${eject.status}: ${eject.stderr.trim().split('\n').slice(-3).join(' | ')}`;
  const leftAloneOf = new Map();
  for (const diagnostic of eject.json?.leftAlone ?? []) {
    const file = path.resolve(directory, diagnostic.file);
    leftAloneOf.set(file, [...(leftAloneOf.get(file) ?? []), diagnostic.reason]);
  }
  const relative = (file) => path.relative(directory, file);
  for (const [file, original] of originals) {
    if (!existsSync(file)) {
      result.differs.push({ file: relative(file), reason: 'deleted' });
      continue;
    }
    const text = readFileSync(file, 'utf8');
    if (text === original) continue;
    const errors = parseErrors(parseSource(file, text));
    if (errors.length > 0 && parseErrors(parseSource(file, original)).length === 0)
      result.parseFailures.push({ file: relative(file), errors: errors.slice(0, 3) });
    const [a, b] = [await formatted(original, file), await formatted(text, file)];
    if (a === b) {
      result.same += 1;
      continue;
    }
    if ((await formatted(withoutImports(a), file)) === (await formatted(withoutImports(b), file))) {
      result.sameButImports += 1;
      continue;
    }
    result.differs.push({ file: relative(file), reason: reasonOf(a, b, leftAloneOf.get(file) ?? []) });
    const diffFile = path.join(diffs, `${entry.owner}+${entry.name}`, `${relative(file)}.diff`);
    mkdirSync(path.dirname(diffFile), { recursive: true });
    writeFileSync(diffFile, createTwoFilesPatch(relative(file), relative(file), a, b, 'original', 'eject(migrate())'));
  }
  // An adapter module still there: something still imports it (a definition eject left alone).
  for (const module of adapterModules) if (existsSync(module)) result.kept.push(relative(module));
  return result;
}

export function tallyRoundTrip(results) {
  const rows = Object.fromEntries(FRAMEWORKS.map((framework) => [framework, { before: 0, migrated: 0, after: 0 }]));
  for (const result of results)
    for (const framework of FRAMEWORKS) {
      rows[framework].before += result.before?.[framework] ?? 0;
      rows[framework].migrated += (result.before?.[framework] ?? 0) - (result.migrated?.[framework] ?? 0);
      rows[framework].after += result.after?.[framework] ?? 0;
    }
  return rows;
}

/** The table, the totals and the reasons, as markdown (printed, and written next to the results). */
export function roundTripMarkdown(results, listName) {
  const rows = tallyRoundTrip(results);
  const lines = [
    `# Eject round trip on ${listName}`,
    '',
    'Per framework: native definitions before (the independent counter, stateful LangChain classes left out),',
    'migrated (native before minus native after `migrate --yes`), native again after `eject --yes`, and back',
    '(native after eject minus native after the migration).',
    '',
    '| framework | native before | migrated | native after eject | back | not back |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const framework of FRAMEWORKS) {
    const row = rows[framework];
    const back = row.after - (row.before - row.migrated);
    lines.push(`| ${framework} | ${row.before} | ${row.migrated} | ${row.after} | ${back} | ${row.migrated - back} |`);
  }
  const sum = (pick) => results.reduce((total, result) => total + pick(result), 0);
  const differs = results.flatMap((result) => result.differs.map((entry) => ({ repo: result.repo, ...entry })));
  const byReason = {};
  for (const entry of differs) byReason[entry.reason] = (byReason[entry.reason] ?? 0) + 1;
  lines.push(
    '',
    `Files the round trip touched: ${sum((result) => result.same + result.sameButImports + result.differs.length)};`,
    `the same up to formatting ${sum((result) => result.same)}, up to formatting and imports ${sum((result) => result.sameButImports)},`,
    `different beyond formatting ${differs.length}. Outputs that fail to parse: ${sum((result) => result.parseFailures.length)}.`,
    `Adapter modules kept (a definition left alone still uses them): ${sum((result) => result.kept.length)}.`,
    `Crashes: ${results.filter((result) => result.crash).length}.`,
    '',
    '## Files different beyond formatting, by reason',
    '',
    ...Object.entries(byReason)
      .sort((a, b) => b[1] - a[1])
      .map(([reason, count]) => `- ${count}: ${reason}`),
    '',
    '| repository | file | reason |',
    '|---|---|---|',
    ...differs.map((entry) => `| ${entry.repo} | ${entry.file} | ${entry.reason} |`),
  );
  for (const result of results) {
    for (const failure of result.parseFailures)
      lines.push('', `parse failure ${result.repo}/${failure.file}: ${failure.errors.join('; ')}`);
    if (result.crash) lines.push('', `crash ${result.repo}: ${result.crash}`);
  }
  return `${lines.join('\n')}\n`;
}

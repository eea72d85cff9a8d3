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
  if (leftAlone.length > 0 || ADAPTER_CALL.test(ejected))
    return `left alone (${[...new Set(leftAlone)].join(', ') || 'adapter call kept'})`;
  const changes = diffLines(original, ejected);
  const lines = (kind) =>
    changes
      .filter((change) => change[kind])
      .map((change) => change.value)
      .join('\n');
  return reasonOfChanges(lines('removed'), lines('added'));
}

/** The same text in another order: the same lines, or (on one line) the same characters. */
function reordered(removed, added) {
  const sorted = (text, unit) =>
    text
      .split('\n')
      .map((line) => line.trim().replace(/,$/, ''))
      .filter((line) => line && !line.startsWith('import '))
      .flatMap((line) => (unit === 'line' ? [line] : line.replace(/[\s,]/g, '').split('')))
      .sort()
      .join('\n');
  return sorted(removed, 'line') === sorted(added, 'line') || sorted(removed, 'char') === sorted(added, 'char');
}

/** The reason from the removed and the added lines (a file's diff: reclassify reads them back). */
export function reasonOfChanges(removed, added) {
  const both = (pattern) => pattern.test(removed) && pattern.test(added);
  if (/\bstandardTool\(/.test(added)) return 'the standard tool stays: another file may read it (eject keeps it)';
  if (both(/\/\/|\/\*/) && reordered(removed, added)) return 'a comment moved';
  if (reordered(removed, added))
    return 'the same text in another order (options after execute, keys of a config or result)';
  if (/\.tool\(/.test(removed) && /\.registerTool\(/.test(added)) return 'MCP server.tool() overload → registerTool';
  if (/new\s+DynamicStructuredTool|new\s+DynamicTool\b|extends\s+(Structured)?Tool\b/.test(removed))
    return 'LangChain tool class or constructor → tool()';
  if (/new\s+Tool\(/.test(removed) && /createTool\(/.test(added)) return 'Mastra new Tool → createTool';
  if (/\b(label|executor):/.test(removed) && /\bid:/.test(added)) return 'Mastra pre-0.1 API → createTool';
  if (/isError/.test(removed) && /throw new Error/.test(added)) return 'MCP error result → throw (portable result)';
  if (/as const/.test(removed) && !/as const/.test(added))
    return 'MCP result rewritten by the migration (`as const` dropped)';
  if (/Schema: \{/.test(removed) !== /Schema: \{/.test(added) && /z\.object\(/.test(removed + added))
    return 'MCP z.object() ↔ raw shape (the same schema)';
  if (/\bzodSchema\(/.test(removed)) return 'zodSchema() unwrapped';
  if (/new\s+DynamicTool\(/.test(added) && /\btool\(/.test(removed))
    return 'LangChain string-input tool() → new DynamicTool (the class tool() builds)';
  if (/\):\s*Promise</.test(removed) && !/\):\s*Promise</.test(added))
    return 'an MCP result type the migration rewrote is dropped (the callback types it)';
  if (
    /\w+\.(tool|createTool|dynamicTool)\(|\bas\s+\w+\s*\}|await\s+import\(/.test(removed) ||
    /\b(langchain|aiSdk|ai|mastra|genkit)Tool\(|\bas\s+\w+\s*\}/i.test(added)
  )
    return 'aliased, namespace or dynamic import → the own name';
  if (/^\s*(const|let)\s+\w+\s*=\s*\{/m.test(removed) && /registerTool\(/.test(added))
    return 'a config held in a constant came back inline';
  if (/execute:\s*\w+,?\s*$/m.test(removed) && /=>\s*\w+\(/.test(added))
    return 'a named execute came back in the arrow the migration wrapped it in';
  if (/description:/.test(added) && !/description:/.test(removed)) return 'implicit description written out';
  if (/description:\s*(''|"")/.test(removed)) return 'empty description dropped';
  if (/\}:\s*\{/.test(added) && !/\}:\s*\{/.test(removed)) return 'a type argument written on the parameter';
  if (both(/\bcontext\b/)) return 'Mastra 0.x context parameter';
  if (/\b(\w+):\s*\1\b/.test(removed + added)) return 'a shorthand property';
  if (/<[^>]+>\(/.test(removed) || /<[^>]+>\(/.test(added)) return 'type arguments';
  if (/\/\/|\/\*/.test(removed) || /\/\/|\/\*/.test(added)) return 'a comment moved';
  return 'other';
}

/** The removed and added lines of a unified diff (a file's under `eject-diffs`). */
function changesOfPatch(patch) {
  const body = patch.split('\n').filter((line) => !/^(---|\+\+\+|Index:|====)/.test(line));
  const pick = (sign) =>
    body
      .filter((line) => line.startsWith(sign))
      .map((line) => line.slice(1))
      .join('\n');
  return { removed: pick('-'), added: pick('+') };
}

/** The reasons again, from the diffs a run kept (after the classification changed): no CLI run. */
export function reclassify(results, diffs) {
  for (const result of results)
    for (const entry of result.differs) {
      if (entry.reason.startsWith('left alone') || entry.reason === 'deleted') continue;
      const [owner, name] = result.repo.split('/');
      const patch = readFileSync(path.join(diffs, `${owner}+${name}`, `${entry.file}.diff`), 'utf8');
      const { removed, added } = changesOfPatch(patch);
      entry.reason = reasonOfChanges(removed, added);
    }
  return results;
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

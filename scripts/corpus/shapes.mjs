// The definitions a corpus run did not migrate, grouped by shape (what the counter saw:
// API, receiver, name, place) and outcome (silent, or manual with the CLI's reason),
// largest group first, as Markdown: `node scripts/corpus/shapes.mjs [results.json]`.
import { readFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const file =
  process.argv[2] ??
  path.join(
    process.env.STM_CORPUS_SCRATCH ?? path.join(os.tmpdir(), 'std-tool-migrate-corpus-run'),
    'corpus-results.json',
  );
const { results } = JSON.parse(readFileSync(file, 'utf8'));

const groups = new Map();
for (const result of results) {
  for (const site of result.sites) {
    if (site.kind === 'migrated') continue;
    const outcome =
      site.kind === 'manual' ? `manual: ${site.reason}` : site.kind === 'failed' ? 'failed file' : site.kind;
    const key = `${outcome} — ${site.shape}`;
    const group = groups.get(key) ?? { outcome, shape: site.shape, sites: [] };
    group.sites.push({ repo: result.repo, ...site });
    groups.set(key, group);
  }
}
const sorted = [...groups.values()].sort((a, b) => b.sites.length - a.sites.length || a.shape.localeCompare(b.shape));
console.log('| count | outcome | shape | examples |');
console.log('|---:|---|---|---|');
for (const group of sorted) {
  const repos = new Set(group.sites.map((site) => site.repo)).size;
  const examples = group.sites
    .slice(0, 2)
    .map((site) => `${site.repo}/${site.file}:${site.line}`)
    .join('<br>');
  const message = group.sites.find((site) => site.message)?.message;
  console.log(
    `| ${group.sites.length} | ${group.outcome}${repos > 1 ? ` (${repos} repos)` : ''} | ${group.shape.replace(/\|/g, '\\|')}${message ? `<br>“${message.replace(/\|/g, '\\|').slice(0, 120)}”` : ''} | ${examples} |`,
  );
}

const cliOnly = results.flatMap((result) => result.cliOnly.map((item) => ({ repo: result.repo, ...item })));
if (cliOnly.length > 0) {
  console.log(`\nThe CLI reported ${cliOnly.length} definitions at no counted site:\n`);
  for (const item of cliOnly.slice(0, 40))
    console.log(
      `- ${item.kind} ${item.framework} ${item.repo}/${item.file}:${item.line} ${item.name ?? item.reason ?? ''}`,
    );
}
const extras = results.flatMap((result) => result.extras.map((item) => ({ repo: result.repo, ...item })));
if (extras.length > 0) {
  console.log(`\n${extras.length} look-alikes the counter leaves out (see count-native.mjs):\n`);
  const groups = new Map();
  for (const item of extras) {
    const key = `${item.repo} — ${item.shape.replace(/^\S+ \S+ · /, '')}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  for (const [key, items] of [...groups].sort((a, b) => b[1].length - a[1].length))
    console.log(`- ${items.length} ${key}, e.g. ${items[0].file}:${items[0].line}`);
}

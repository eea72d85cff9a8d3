// Checks the corpus lists and how build.mjs / run.mjs pick one: `node scripts/corpus/lists.check.mjs`
// (exits 1 on the first failure). The unseen list must stay apart from the worked-against corpus
// and from the peers projects, or it no longer checks that the work generalises.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { corpusDirectory, corpusSelection, defaultRepoList, readRepoList, repositoryRoot } from './paths.mjs';

const unseenList = path.join(repositoryRoot, 'corpus', 'repos-unseen.txt');
const key = (entry) => `${entry.owner}/${entry.name}`.toLowerCase();

const seen = readRepoList(defaultRepoList);
const unseen = readRepoList(unseenList);
assert.equal(new Set(unseen.map(key)).size, unseen.length, 'a repository twice in repos-unseen.txt');
const peers = JSON.parse(readFileSync(path.join(repositoryRoot, 'peers', 'projects.json'), 'utf8')).projects.map(
  (project) => project.repo.toLowerCase(),
);
for (const entry of unseen) {
  assert.ok(!seen.some((other) => key(other) === key(entry)), `${key(entry)} is in corpus/repos.txt too`);
  assert.ok(!peers.includes(key(entry)), `${key(entry)} is in peers/projects.json too`);
}
assert.ok(
  unseen.filter((entry) => !/^openai-agents\b/.test(entry.frameworks)).length >= 10,
  'fewer than 10 repositories',
);
for (const framework of ['ai-sdk', 'mcp', 'genkit', 'langchain', 'mastra'])
  assert.ok(
    unseen.filter((entry) => entry.frameworks.split(/[ ,(]/).includes(framework)).length >= 2,
    `fewer than 2 unseen repositories for ${framework}`,
  );
assert.ok(
  unseen.filter((entry) => entry.frameworks.includes('openai-agents')).length >= 3,
  'fewer than 3 for issue 37',
);

// The default list keeps its folder; another list gets its own, unless --dir says where.
const saved = process.env.STM_CORPUS_DIR;
delete process.env.STM_CORPUS_DIR;
try {
  assert.deepEqual(corpusSelection([]), { list: defaultRepoList, corpus: corpusDirectory(), tag: '' });
  assert.equal(path.basename(corpusDirectory()), 'corpus-work');
  const other = corpusSelection(['--list', unseenList]);
  assert.equal(other.tag, '-unseen');
  assert.equal(path.basename(other.corpus), 'corpus-work-unseen');
  assert.equal(corpusSelection(['--list', unseenList, '--dir', '/tmp/x']).corpus, '/tmp/x');
  assert.throws(() => corpusSelection(['--list']), /--list needs a value/);
  assert.throws(() => corpusSelection(['--dir', '--markdown']), /--dir needs a value/);
} finally {
  if (saved !== undefined) process.env.STM_CORPUS_DIR = saved;
}
console.log(
  `corpus lists: ${seen.length} worked-against, ${unseen.length} unseen, apart from each other and from peers`,
);

/**
 * A corpus of real code: the examples in the AI SDK's own documentation (shipped inside
 * the installed `ai` packages). Every block that imports 'ai' and defines a tool is run
 * through every transform: none may fail, every rewrite must parse and be idempotent,
 * and what is left alone must be left alone for a stated reason.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transformSource } from '../../transforms/lib/engine';
import { parseErrorOf } from '../../transforms/lib/parse';
import { allFrontEnds } from '../../transforms/registry';

const root = path.join(__dirname, '..', '..');
const docRoots = ['node_modules/ai-v7/docs', 'node_modules/ai/docs'].map((folder) => path.join(root, folder)).filter(existsSync);

function markdownFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? markdownFiles(full) : /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

interface Block {
  file: string;
  code: string;
}

function toolBlocks(): Block[] {
  const seen = new Set<string>();
  const blocks: Block[] = [];
  for (const doc of docRoots.flatMap(markdownFiles)) {
    for (const match of readFileSync(doc, 'utf8').matchAll(/```(tsx|ts|typescript|js|javascript)[^\n]*\n([\s\S]*?)```/g)) {
      const code = match[2]!;
      if (!/from ['"]ai['"]/.test(code) || !/\btool\(/.test(code) || seen.has(code)) continue;
      seen.add(code);
      const extension = match[1] === 'tsx' ? 'tsx' : match[1]!.startsWith('j') ? 'js' : 'ts';
      blocks.push({ file: path.join(path.dirname(doc), `block${blocks.length}.${extension}`), code });
    }
  }
  return blocks;
}

describe('the AI SDK documentation as a corpus', () => {
  it('is rewritten without a failure, every output parses and is idempotent', () => {
    const blocks = toolBlocks().filter((block) => parseErrorOf(block.code, block.file) === undefined);
    expect(blocks.length).toBeGreaterThanOrEqual(100);
    let changed = 0;
    const leftAlone: string[] = [];
    for (const block of blocks) {
      const options = { adapterPath: path.join(path.dirname(block.file), 'std-tool.ts') };
      const result = transformSource(block.code, block.file, allFrontEnds, options);
      expect(result.error, block.code).toBeUndefined();
      if (result.output === undefined) {
        const reasons = result.diagnostics.filter((diagnostic) => diagnostic.kind === 'manual').map((diagnostic) => diagnostic.reason);
        // Left alone means: no AI SDK tool here, or each one reported with its reason.
        if (result.tools.length > 0 || reasons.length > 0) leftAlone.push(...reasons);
        continue;
      }
      changed += 1;
      expect(parseErrorOf(result.output, block.file)).toBeUndefined();
      expect(transformSource(result.output, block.file, allFrontEnds, options).output, `idempotent:\n${result.output}`).toBeUndefined();
    }
    expect(changed).toBeGreaterThanOrEqual(90);
    expect(new Set(leftAlone)).toEqual(new Set(['no-execute', 'built-in-loop']));
  });
});

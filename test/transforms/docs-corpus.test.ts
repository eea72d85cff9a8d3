/**
 * Corpora of real code: the examples in the frameworks' own documentation, shipped inside
 * the installed packages (the AI SDK's docs, Mastra 1.x's docs). Every block that imports
 * the framework and defines a tool is run through every transform: none may fail, every
 * rewrite must parse and be idempotent, and what is left alone must be left alone for
 * one of the stated reasons.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transformSource, type TransformOptions } from '../../transforms/lib/engine';
import { parseErrorOf } from '../../transforms/lib/parse';
import { allFrontEnds } from '../../transforms/registry';

const root = path.join(__dirname, '..', '..');

interface Corpus {
  name: string;
  folders: string[];
  /** A block is taken when it imports the framework and defines a tool. */
  imports: RegExp;
  defines: RegExp;
  options: TransformOptions;
  minimumBlocks: number;
  minimumRewritten: number;
  allowedManualReasons: string[];
}

const corpora: Corpus[] = [
  {
    name: 'AI SDK documentation (ai 6 and 7)',
    folders: ['node_modules/ai-v7/docs', 'node_modules/ai/docs'],
    imports: /from ['"]ai['"]/,
    defines: /\btool\(/,
    options: {},
    minimumBlocks: 100,
    minimumRewritten: 90,
    allowedManualReasons: ['no-execute', 'built-in-loop'],
  },
  {
    name: 'Mastra 1.x documentation',
    folders: ['node_modules/mastra-v1/dist/docs'],
    imports: /from ['"]@mastra\/core(\/tools)?['"]/,
    defines: /\bcreateTool\(/,
    options: { frameworkVersions: { '@mastra/core': 1 } },
    minimumBlocks: 40,
    minimumRewritten: 40,
    allowedManualReasons: ['no-description', 'computed-name'],
  },
];

function markdownFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? markdownFiles(full) : /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

function blocksOf(corpus: Corpus): Array<{ file: string; code: string }> {
  const seen = new Set<string>();
  const blocks: Array<{ file: string; code: string }> = [];
  const docs = corpus.folders
    .map((folder) => path.join(root, folder))
    .filter(existsSync)
    .flatMap(markdownFiles);
  for (const doc of docs) {
    for (const match of readFileSync(doc, 'utf8').matchAll(
      /```(tsx|ts|typescript|js|javascript)[^\n]*\n([\s\S]*?)```/g,
    )) {
      const code = match[2]!;
      if (!corpus.imports.test(code) || !corpus.defines.test(code) || seen.has(code)) continue;
      seen.add(code);
      const extension = match[1] === 'tsx' ? 'tsx' : match[1]!.startsWith('j') ? 'js' : 'ts';
      blocks.push({ file: path.join(path.dirname(doc), `block${blocks.length}.${extension}`), code });
    }
  }
  return blocks.filter((block) => parseErrorOf(block.code, block.file) === undefined);
}

describe('framework documentation as corpora', () => {
  for (const corpus of corpora) {
    it(`${corpus.name}: rewritten without a failure, every output parses and is idempotent`, () => {
      const blocks = blocksOf(corpus);
      expect(blocks.length).toBeGreaterThanOrEqual(corpus.minimumBlocks);
      let rewritten = 0;
      const manualReasons = new Set<string>();
      for (const block of blocks) {
        const options = { ...corpus.options, adapterPath: path.join(path.dirname(block.file), 'std-tool.ts') };
        const result = transformSource(block.code, block.file, allFrontEnds, options);
        expect(result.error, block.code).toBeUndefined();
        for (const diagnostic of result.diagnostics)
          if (diagnostic.kind === 'manual') manualReasons.add(diagnostic.reason);
        if (result.output === undefined) continue;
        rewritten += 1;
        expect(parseErrorOf(result.output, block.file)).toBeUndefined();
        expect(
          transformSource(result.output, block.file, allFrontEnds, options).output,
          `idempotent:\n${result.output}`,
        ).toBeUndefined();
      }
      expect(rewritten).toBeGreaterThanOrEqual(corpus.minimumRewritten);
      for (const reason of manualReasons) expect(corpus.allowedManualReasons).toContain(reason);
    });
  }
});

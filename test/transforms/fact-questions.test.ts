/**
 * Front ends read the run's facts only through questions (`FactsView`), each recorded
 * with its answer. The runner runs a file's transform again only when one of its
 * questions gets another answer from all the facts: the result depends on nothing else.
 */
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transformSource } from '../../transforms/lib/engine';
import { answersChange, FactsView, moduleKey, REEXPORT_FACT } from '../../transforms/lib/module-facts';
import { allFrontEnds } from '../../transforms/registry';

const root = path.resolve('/project/src');
const key = (name: string) => path.join(root, name);
const INSTANCE = 'genkit-instance';

describe('questions to the facts', () => {
  it('are recorded with their answers', () => {
    const view = new FactsView({ [INSTANCE]: [`${key('genkit')}#ai`] });
    expect(view.about(INSTANCE, `${key('genkit')}#ai`)).toEqual([`${key('genkit')}#ai`]);
    expect(view.leadingTo('ai-sdk-record-key', `${key('tools')}#weather`)).toEqual([]);
    expect(view.asked).toEqual([
      { query: { ask: 'about', kind: INSTANCE, exportKey: `${key('genkit')}#ai` }, answer: [`${key('genkit')}#ai`] },
      { query: { ask: 'leadingTo', kind: 'ai-sdk-record-key', exportKey: `${key('tools')}#weather` }, answer: [] },
    ]);
  });

  it('change their answers when a fact they lead to appears, directly or through a barrel', () => {
    const view = new FactsView();
    view.about(INSTANCE, `${key('index')}#ai`);
    expect(answersChange(view.asked, {})).toBe(false);
    expect(answersChange(view.asked, { [INSTANCE]: [`${key('other')}#ai`], 'ai-sdk-record-key': ['x'] })).toBe(false);
    expect(answersChange(view.asked, { [INSTANCE]: [`${key('index')}#ai`] })).toBe(true);
    const barrel = { [INSTANCE]: [`${key('genkit')}#ai`], [REEXPORT_FACT]: [`${key('index')}#ai=${key('genkit')}#ai`] };
    expect(answersChange(view.asked, barrel)).toBe(true);
  });
});

describe('a transform that asks', () => {
  // `ai` comes from another file: whether it is a Genkit instance is that file's fact.
  const source = [
    "import { z } from 'genkit';",
    "import { ai } from './genkit';",
    '',
    'export const weather = ai.defineTool(',
    "  { name: 'weather', description: 'The weather', inputSchema: z.object({ city: z.string() }) },",
    '  async ({ city }) => `sunny in ${city}`,',
    ');',
    '',
  ].join('\n');
  const file = key('tools.ts');
  const run = (moduleFacts = {}) =>
    transformSource(source, file, allFrontEnds, { moduleFacts, adapterPath: key('std-tool.ts') });

  it('gives the same result for facts that answer its questions the same, another for facts that do not', () => {
    const alone = run();
    expect(alone.askedFacts?.length).toBeGreaterThan(0);
    const unrelated = { [INSTANCE]: [`${moduleKey(key('elsewhere'))}#ai`] };
    expect(answersChange(alone.askedFacts!, unrelated)).toBe(false);
    expect(run(unrelated)).toEqual(alone);
    const known = { [INSTANCE]: [`${moduleKey(key('genkit'))}#ai`] };
    expect(answersChange(alone.askedFacts!, known)).toBe(true);
    const informed = run(known);
    expect(informed.output).toBeDefined();
    expect(informed.output).not.toEqual(alone.output);
  });
});

/**
 * Barrels: the re-export facts a file yields, and how `factsAbout` follows them to the
 * module that defines the export (named, aliased, `export *`, chains, cycles).
 */
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { factsAbout, factsLeadingTo, REEXPORT_FACT, resolveExport } from '../../transforms/lib/module-facts';
import { linkFactsOfSource as reexportFactsOfSource } from '../../transforms/lib/link-facts';
import { mayHoldRelativeReexport } from '../../transforms/lib/reexport-facts';

const root = path.resolve('/project/src');
const file = (name: string) => path.join(root, name);
const key = (name: string) => path.join(root, name);

describe('re-export facts of a file', () => {
  it('named, aliased and `export *` re-exports of relative modules', () => {
    const source = [
      "export { ai } from './genkit';",
      "export { ai as assistant, other } from './lib/other.js';",
      "export * from '../shared';",
      "export { z } from 'genkit';",
      "export type { Tool } from './types';",
      "export * as ns from './ns';",
      'export const local = 1;',
    ].join('\n');
    expect(reexportFactsOfSource(source, file('index.ts'))).toEqual({
      [REEXPORT_FACT]: [
        `${key('index')}#ai=${key('genkit')}#ai`,
        `${key('index')}#assistant=${key('lib/other')}#ai`,
        `${key('index')}#other=${key('lib/other')}#other`,
        `${key('index')}#*=${path.resolve(root, '../shared')}`,
      ],
      // `export * as ns` hands the module on whole (whole-module-facts.ts).
      'whole-module': [`${key('ns')}#*`],
    });
  });

  it('nothing from a file without a relative re-export, or one that does not parse', () => {
    expect(mayHoldRelativeReexport("import { ai } from './genkit';\nconst x = 1;")).toBe(false);
    expect(reexportFactsOfSource("export { z } from 'zod';", file('a.ts'))).toEqual({});
    expect(reexportFactsOfSource("import { ai } from './genkit';\nexport { ai };", file('a.ts'))).toEqual({});
    expect(reexportFactsOfSource("export { ai } from './genkit'; (", file('a.ts'))).toEqual({});
  });
});

describe('factsAbout through barrels', () => {
  const instance = `${key('genkit')}#ai`;
  const factsWith = (...reexports: string[]) => ({ 'genkit-instance': [instance], [REEXPORT_FACT]: reexports });

  it('a named re-export, an aliased one, and `export *`', () => {
    const named = factsWith(`${key('index')}#ai=${key('genkit')}#ai`);
    expect(factsAbout(named, 'genkit-instance', `${key('index')}#ai`)).toEqual([instance]);
    expect(factsAbout(named, 'genkit-instance', `${key('index')}#other`)).toEqual([]);
    const aliased = factsWith(`${key('index')}#assistant=${key('genkit')}#ai`);
    expect(factsAbout(aliased, 'genkit-instance', `${key('index')}#assistant`)).toEqual([instance]);
    expect(factsAbout(aliased, 'genkit-instance', `${key('index')}#ai`)).toEqual([]);
    const star = factsWith(`${key('index')}#*=${key('genkit')}`);
    expect(factsAbout(star, 'genkit-instance', `${key('index')}#ai`)).toEqual([instance]);
    expect(factsAbout(star, 'genkit-instance', `${key('index')}#default`)).toEqual([]);
  });

  it("a folder's index (`from '.'`) and a chain of barrels", () => {
    const facts = factsWith(`${key('index')}#*=${key('lib')}`, `${key('lib/index')}#model=${key('genkit')}#ai`);
    expect(factsAbout(facts, 'genkit-instance', `${root}#model`)).toEqual([instance]);
  });

  it('stops on a cycle and past the depth bound', () => {
    const cycle = factsWith(`${key('a')}#*=${key('b')}`, `${key('b')}#*=${key('a')}`);
    expect(factsAbout(cycle, 'genkit-instance', `${key('a')}#ai`)).toEqual([]);
    expect(resolveExport(cycle, `${key('a')}#ai`)).toContain(`${key('b')}#ai`);
    const chain = Array.from({ length: 12 }, (_, index) => `${key(`m${index}`)}#*=${key(`m${index + 1}`)}`);
    const long = { 'genkit-instance': [`${key('m12')}#ai`], [REEXPORT_FACT]: chain };
    expect(factsAbout(long, 'genkit-instance', `${key('m0')}#ai`)).toEqual([]);
    expect(factsAbout(long, 'genkit-instance', `${key('m6')}#ai`)).toEqual([`${key('m12')}#ai`]);
  });

  it('facts carrying a value (`<module>#name=...`) are found through a barrel too', () => {
    const facts = {
      'record-keys': [`${key('tools')}#all=a,b`],
      [REEXPORT_FACT]: [`${key('index')}#*=${key('tools')}`],
    };
    expect(factsAbout(facts, 'record-keys', `${key('index')}#all`)).toEqual([`${key('tools')}#all=a,b`]);
  });
});

describe('factsLeadingTo: facts recorded against a barrel, asked about by the defining module', () => {
  it('finds them through named, `export *` and index re-exports, and only those', () => {
    const facts = {
      'record-keys': [`${key('index')}#weather=get_weather`, `${key('other')}#weather=other`, `${root}#search=find`],
      [REEXPORT_FACT]: [
        `${key('index')}#weather=${key('tools/weather')}#weather`,
        `${key('index')}#*=${key('tools/search')}`,
      ],
    };
    expect(factsLeadingTo(facts, 'record-keys', `${key('tools/weather')}#weather`)).toEqual([
      `${key('index')}#weather=get_weather`,
    ]);
    expect(factsLeadingTo(facts, 'record-keys', `${key('tools/search')}#search`)).toEqual([`${root}#search=find`]);
    expect(factsLeadingTo(facts, 'record-keys', `${key('other')}#weather`)).toEqual([`${key('other')}#weather=other`]);
    expect(factsLeadingTo(facts, 'record-keys', `${key('tools/search')}#weather`)).toEqual([]);
  });
});

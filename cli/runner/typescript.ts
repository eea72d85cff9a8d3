/**
 * The TypeScript compiler, loaded on first use. Loading it is half of the CLI's start-up (about 0.5 s of
 * CPU), and only the type oracle needs it: a run with no open type question, `--help` or `report` never
 * pays it.
 */
import { createRequire } from 'node:module';
import type * as TypeScript from 'typescript';

let loaded: typeof TypeScript | undefined;
let uses = 0;

export function typescript(): typeof TypeScript {
  uses += 1;
  loaded ??= createRequire(__filename)('typescript') as typeof TypeScript;
  return loaded;
}

/** How often a run has asked for it so far: the tests that show a path never needs it compare two counts. */
export function typescriptUses(): number {
  return uses;
}

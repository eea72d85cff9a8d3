/**
 * TypeScript, loaded on first use: it costs about 0.4 s of CPU to load, and only a run
 * whose files ask the type oracle a question needs it (most runs, and `--help`, do not).
 */
import type ts from 'typescript';

let loaded: typeof ts | undefined;

export function typescript(): typeof ts {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- deferred on purpose (see above)
  loaded ??= require('typescript') as typeof ts;
  return loaded;
}

/**
 * Every corpus schema (zod 4, zod/mini, zod 3, valibot wrapped and plain, arktype) ×
 * every target. Imports the fallbacks: the no-fallback errors live in
 * errors-without-fallbacks.test.ts (registration is global state).
 */
import '../../adapters/json-schema-zod3';
import '../../adapters/json-schema-zod4-core';
import '../../adapters/json-schema-valibot';
import { corpus } from './corpus';
import { describeDialectMatrix } from './matrix';

describeDialectMatrix(corpus);

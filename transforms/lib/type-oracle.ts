/**
 * The type oracle: what a front end asks when syntax cannot decide (is this receiver an
 * `McpServer`, is this expression a string, is this a zod object). Pure: no TypeScript API
 * and no I/O here. The answers come from outside (the runner builds a TypeScript program
 * of the file's own project, only for files that asked); a front end answers from syntax
 * first and asks only what syntax leaves open.
 */
import type * as t from '@babel/types';

/** undefined = not known: no program for this file's project, or not answered yet. */
export type OracleAnswer = boolean | undefined;

/** The framework classes/types the oracle can recognise an instance of. */
export type FrameworkInstanceKind = 'McpServer' | 'Genkit';

export interface TypeOracle {
  /** Is the expression's type string (or a string literal type / union of them)? */
  isString(node: t.Node): OracleAnswer;
  /** Is the expression a zod object schema (ZodObject of zod 3 or 4)? */
  isZodObject(node: t.Node): OracleAnswer;
  /**
   * Is the expression an instance of the named framework class/type, e.g. 'McpServer' from
   * the MCP SDK, 'Genkit' from genkit?
   */
  isFrameworkInstance(node: t.Node, kind: FrameworkInstanceKind): OracleAnswer;
}

/** The oracle when there is none: every answer undefined. */
export const KNOWS_NOTHING: TypeOracle = {
  isString: () => undefined,
  isZodObject: () => undefined,
  isFrameworkInstance: () => undefined,
};

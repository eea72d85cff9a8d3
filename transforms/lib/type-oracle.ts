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
  /**
   * Is the expression a zod raw shape: an object whose every property is a zod schema
   * (`{ city: z.string() }`, or `X.shape` of a zod object), as the MCP SDK takes them?
   */
  isZodRawShape(node: t.Node): OracleAnswer;
  /**
   * Is the expression's type a plain record: a non-null object that is no array, function,
   * promise, index signature nor MCP result (no `content`)? What the MCP adapter sends as
   * JSON text plus `structuredContent` (eject writes that wrapping out).
   */
  isPlainRecord(node: t.Node): OracleAnswer;
  /**
   * Is the expression's type, once awaited, an MCP tool result: a required `content` array
   * whose blocks each have a string `type`? The MCP adapter passes such a value through.
   */
  isMcpResult(node: t.Node): OracleAnswer;
  /** Is the expression a function whose every call signature returns an MCP tool result (awaited)? */
  returnsMcpResult(node: t.Node): OracleAnswer;
  /**
   * Is the expression a call of a function of the project's own code (not a method, not async, never
   * reassigned) whose every return is a text result, `{ content: [{ type: 'text', text }] }` with a
   * string `text`, or that with `isError: true` first or after, and nothing else (no fall-through)?
   * What `textOfMcpResult` turns back into a plain value exactly.
   */
  returnsTextResults(node: t.Node): OracleAnswer;
  /**
   * Is the expression never thenable by its type: a primitive, or an object type with properties, none
   * of them `then` (each member of a union)? What `execute` may return where the MCP adapter rebuilds a
   * result around it, since that return is awaited.
   */
  isNeverThenable(node: t.Node): OracleAnswer;
  /**
   * Is the value never `undefined` nor `null` by its type, under `strictNullChecks` (without them a type
   * says nothing of it)? Read through `as`, `!` and `satisfies`: what the value is, not what it is said to be.
   */
  isNeverNullish(node: t.Node): OracleAnswer;
  /**
   * Is the expression a Standard Schema by its type (each member of a union has `~standard`)? What the contract's
   * schemas are; an AI SDK tool's `inputSchema` (`FlexibleSchema`: also the SDK's own and lazy schemas) is not.
   */
  isStandardSchema(node: t.Node): OracleAnswer;
}

/** The oracle when there is none: every answer undefined. */
export const KNOWS_NOTHING: TypeOracle = {
  isString: () => undefined,
  isZodObject: () => undefined,
  isFrameworkInstance: () => undefined,
  isZodRawShape: () => undefined,
  isPlainRecord: () => undefined,
  isMcpResult: () => undefined,
  returnsMcpResult: () => undefined,
  returnsTextResults: () => undefined,
  isNeverThenable: () => undefined,
  isNeverNullish: () => undefined,
  isStandardSchema: () => undefined,
};

/** A question's name: one of the oracle's methods. */
export type TypeQuestionName =
  | 'isString'
  | 'isZodObject'
  | 'isFrameworkInstance'
  | 'isZodRawShape'
  | 'isPlainRecord'
  | 'isMcpResult'
  | 'returnsMcpResult'
  | 'returnsTextResults'
  | 'isNeverThenable'
  | 'isNeverNullish'
  | 'isStandardSchema';

/** A question about one expression of the file, by its range (the same text the runner read). */
export interface TypeQuestion {
  question: TypeQuestionName;
  start: number;
  end: number;
  kind?: FrameworkInstanceKind;
  /**
   * The module the subject is read from (question-origin.ts): where it cannot resolve, the
   * checker could only say "unknown", and no program is built for the question.
   */
  importedFrom?: string;
}

/** Answers for one file, by `questionKey`: what the runner learnt from the file's project. */
export type TypeAnswers = Readonly<Record<string, boolean>>;

/** A question and the answer it got (undefined: open, for the runner to answer). */
export interface AskedType {
  key: string;
  question: TypeQuestion;
  answer: OracleAnswer;
}

export function questionKey({ question, start, end, kind }: TypeQuestion): string {
  return `${question}${kind ? `:${kind}` : ''}@${start}-${end}`;
}

/**
 * The oracle as the engine gives it to the front ends: answers from `answers` (none on a
 * first pass), each question recorded, so the runner can answer the open ones and run the
 * file again only when an answer changes (as `FactsView` does for the run's facts).
 */
export class TypeQuestions implements TypeOracle {
  readonly asked: AskedType[] = [];

  /** `originOf`: the module a subject is read from, if any (question-origin.ts). */
  constructor(
    private readonly answers: TypeAnswers = {},
    private readonly originOf?: (node: t.Node, question: TypeQuestionName) => string | undefined,
  ) {}

  isString(node: t.Node): OracleAnswer {
    return this.ask('isString', node);
  }

  isZodObject(node: t.Node): OracleAnswer {
    return this.ask('isZodObject', node);
  }

  isFrameworkInstance(node: t.Node, kind: FrameworkInstanceKind): OracleAnswer {
    return this.ask('isFrameworkInstance', node, kind);
  }

  isZodRawShape(node: t.Node): OracleAnswer {
    return this.ask('isZodRawShape', node);
  }

  isPlainRecord(node: t.Node): OracleAnswer {
    return this.ask('isPlainRecord', node);
  }

  isMcpResult(node: t.Node): OracleAnswer {
    return this.ask('isMcpResult', node);
  }

  returnsMcpResult(node: t.Node): OracleAnswer {
    return this.ask('returnsMcpResult', node);
  }

  returnsTextResults(node: t.Node): OracleAnswer {
    return this.ask('returnsTextResults', node);
  }

  isNeverThenable(node: t.Node): OracleAnswer {
    return this.ask('isNeverThenable', node);
  }

  isNeverNullish(node: t.Node): OracleAnswer {
    return this.ask('isNeverNullish', node);
  }

  isStandardSchema(node: t.Node): OracleAnswer {
    return this.ask('isStandardSchema', node);
  }

  private ask(name: TypeQuestionName, node: t.Node, kind?: FrameworkInstanceKind): OracleAnswer {
    // A node the front end built itself has no place in the file: nothing to ask about.
    if (typeof node.start !== 'number' || typeof node.end !== 'number') return undefined;
    const question: TypeQuestion = { question: name, start: node.start, end: node.end, ...(kind && { kind }) };
    const key = questionKey(question);
    const answer = this.answers[key];
    if (this.asked.some((asked) => asked.key === key)) return answer;
    const importedFrom = answer === undefined ? this.originOf?.(node, name) : undefined;
    this.asked.push({ key, question: importedFrom === undefined ? question : { ...question, importedFrom }, answer });
    return answer;
  }
}

/** The questions no answer came for: what the runner asks the file's project. */
export function openQuestions(asked: readonly AskedType[]): TypeQuestion[] {
  return asked.filter((asked) => asked.answer === undefined).map((asked) => asked.question);
}

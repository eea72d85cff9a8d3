/**
 * Answers the type oracle's open questions (transforms/lib/type-oracle.ts) from one
 * TypeScript program per project: its tsconfig's options (aliases included), rooted at the
 * files that asked, with their text as the runner read it. Nothing is emitted and no
 * library is checked; the checker only looks at what a question needs. A type the program
 * cannot see (`any`: no installed types, an unresolved import) is no answer: unknown.
 */
import * as path from 'node:path';
import type ts from 'typescript';
import { typescript } from './typescript';
import { questionKey, type TypeAnswers, type TypeQuestion } from '../../transforms/lib/type-oracle';
import { sharePackageFiles } from './package-files';
import { returnsTextResults } from './text-result-answers';
import type { TypeProject } from './type-projects';

export interface AskingFile {
  path: string;
  text: string;
  questions: readonly TypeQuestion[];
}

/**
 * The files a project's programs have parsed, for the next program of the same project (built
 * when more files ask): the same options parse a file to the same tree, so only what is new
 * is parsed. The language service shares trees between a project's programs the same way.
 */
export type ProjectFiles = Map<string, ts.SourceFile>;

/**
 * One project's program, built once for the files that asked; later questions of those
 * files (asked once earlier answers let a front end look further) reuse it.
 */
export class ProjectProgram {
  readonly program: ts.Program;
  /** Made when first asked: a program built ahead (type-oracle-thread.ts) may be replaced before it is. */
  private checkerMade?: ts.TypeChecker;
  /** Answers by file and questions, with the text they were worked out for. */
  private readonly answered = new Map<string, { text: string; answers: TypeAnswers }>();

  /** `earlier`: the project's previous program, whose module resolutions stay valid for the files it shares. */
  constructor(project: TypeProject, files: readonly AskingFile[], parsed: ProjectFiles, earlier?: ProjectProgram) {
    const options: ts.CompilerOptions = {
      ...project.options,
      noEmit: true,
      skipLibCheck: true,
      incremental: false,
      composite: false,
      declaration: false,
      allowJs: true,
      checkJs: false,
      // Global type packages matter little to what is asked, and cost half the program: only those the project names.
      types: project.options.types ?? [],
    };
    const texts = new Map(files.map((file) => [normalise(file.path), file.text]));
    const host = typescript().createCompilerHost(options, true);
    // A TypeScript file's doc comments give no type (a JavaScript file's still do, and are parsed):
    // not parsing them spares a fifth of parsing the lib and the packages' types.
    host.jsDocParsingMode = typescript().JSDocParsingMode.ParseForTypeInfo;
    sharePackageFiles(host, options);
    const readSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
      // The text the front ends read, not the disk's (a BOM or an edit since would move every range).
      const text = texts.get(normalise(fileName));
      const known = parsed.get(key);
      if (known && !shouldCreate && (text === undefined || known.text === text)) return known;
      const file =
        text === undefined
          ? readSourceFile(fileName, languageVersion, onError, shouldCreate)
          : typescript().createSourceFile(fileName, text, languageVersion, true);
      if (file) parsed.set(key, file);
      return file;
    };
    const rootNames = files.map((file) => file.path).sort();
    this.program = typescript().createProgram({ rootNames, options, host, oldProgram: earlier?.program });
  }

  private get checker(): ts.TypeChecker {
    this.checkerMade ??= this.program.getTypeChecker();
    return this.checkerMade;
  }

  /** Whether the program holds the file with this very text (its ranges are the front end's). */
  holds(file: AskingFile): boolean {
    return this.program.getSourceFile(file.path)?.text === file.text;
  }

  /** The answers to the file's questions that the program can give (worked out once, if asked ahead). */
  answer(file: AskingFile): TypeAnswers {
    const key = [file.path, ...file.questions.map(questionKey)].join('\0');
    const known = this.answered.get(key);
    if (known && known.text === file.text) return known.answers;
    const answers = this.answerNow(file);
    this.answered.set(key, { text: file.text, answers });
    return answers;
  }

  private answerNow(file: AskingFile): TypeAnswers {
    const sourceFile = this.program.getSourceFile(file.path);
    const answers: Record<string, boolean> = {};
    if (!sourceFile) return answers;
    for (const question of file.questions) {
      const node = nodeAt(sourceFile, question.start, question.end);
      const answer = node && answerOne(this.checker, node, question, this.program.getCompilerOptions());
      if (answer !== undefined) answers[questionKey(question)] = answer;
    }
    return answers;
  }
}

function answerOne(
  checker: ts.TypeChecker,
  node: ts.Node,
  question: TypeQuestion,
  options: ts.CompilerOptions,
): boolean | undefined {
  const type = checker.getTypeAtLocation(node);
  // Without strictNullChecks a `string` may hold `undefined` or `null` unwritten: only a no is sure.
  const nullsChecked = options.strictNullChecks ?? options.strict ?? false;
  const stringSure = (text: ts.Node) => {
    const answer = stringAnswer(checker, text);
    return answer === true && !nullsChecked ? undefined : answer;
  };
  switch (question.question) {
    case 'isString':
      return stringSure(node);
    case 'isZodObject':
      return seen(type) ? isZodObject(checker, type) : undefined;
    case 'isFrameworkInstance':
      return seen(type) ? isFrameworkInstance(checker, type, question.kind!) : undefined;
    case 'isZodRawShape':
      return seen(type) ? isZodRawShape(checker, type) : undefined;
    case 'isPlainRecord':
      return seen(type) ? isPlainRecord(checker, type) : undefined;
    case 'isMcpResult':
      return seen(type) ? isMcpResult(checker, type) : undefined;
    case 'returnsMcpResult':
      return returnsMcpResult(checker, type);
    case 'returnsTextResults':
      return returnsTextResults(checker, node, stringSure);
    case 'isNeverThenable':
      return neverThenableAnswer(checker, checker.getTypeAtLocation(assertedValue(node)));
    case 'isNeverNullish':
      return nullsChecked ? neverNullishAnswer(checker.getTypeAtLocation(assertedValue(node))) : undefined;
    case 'isStandardSchema':
      return seen(type) ? isStandardSchema(type) : undefined;
  }
}

/** Each member of the type but `undefined` and `null` (the contract's schemas are optional) has `~standard`. */
function isStandardSchema(type: ts.Type): boolean {
  const nullish = typescript().TypeFlags.Undefined | typescript().TypeFlags.Null;
  const parts = (type.isUnion() ? type.types : [type]).filter((part) => !(part.flags & nullish));
  return parts.length > 0 && parts.every((part) => part.getProperty('~standard') !== undefined);
}

/**
 * `isNeverThenable`, of the value under any assertion: each member of its type a primitive, or an object
 * type (an array, an interface, a class, a literal's type) with properties, none of them `then`: by its type,
 * as `isString` answers. A promise has `then`: no. An empty or callable object type (`{}`, `object`, a
 * function) may be held by anything: not known.
 */
function neverThenableAnswer(checker: ts.TypeChecker, type: ts.Type): boolean | undefined {
  if (!seen(type)) return undefined;
  if (type.isUnion()) {
    const parts = type.types.map((part) => neverThenableAnswer(checker, part));
    return parts.includes(false) ? false : parts.includes(undefined) ? undefined : true;
  }
  const { TypeFlags } = typescript();
  const primitive =
    TypeFlags.StringLike |
    TypeFlags.NumberLike |
    TypeFlags.BigIntLike |
    TypeFlags.BooleanLike |
    TypeFlags.EnumLike |
    TypeFlags.ESSymbolLike |
    TypeFlags.Null |
    TypeFlags.Undefined |
    TypeFlags.Void;
  if (type.flags & primitive) return true;
  if (!(type.flags & TypeFlags.Object) && !type.isIntersection()) return undefined;
  if (checker.getPropertyOfType(type, 'then')) return false;
  const callable = type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0;
  return !callable && checker.getPropertiesOfType(type).length > 0 ? true : undefined;
}

/**
 * `isString`: a read through an index signature is not known; `JSON.stringify(v)` is text only for some `v`.
 * Of the value itself: `x as string`, `<string>x` and `x!` say what the code claims, not what `x` holds.
 */
function stringAnswer(checker: ts.TypeChecker, node: ts.Node): boolean | undefined {
  const value = assertedValue(node);
  if (readsIndexSignature(checker, value)) return undefined;
  return isJsonStringifyCall(checker, value)
    ? stringifiesToText(checker, value)
    : isString(checker, checker.getTypeAtLocation(value));
}

/** The expression a type assertion (or parentheses, or `satisfies`) is written around. */
function assertedValue(node: ts.Node): ts.Node {
  const ts = typescript();
  const wrapped =
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isTypeAssertionExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isSatisfiesExpression(node);
  return wrapped ? assertedValue(node.expression) : node;
}

/** No member may be `undefined`, `null` or `void`; unknown where the type is not seen (`any`, a type parameter). */
function neverNullishAnswer(type: ts.Type): boolean | undefined {
  const nullish = typescript().TypeFlags.Undefined | typescript().TypeFlags.Null | typescript().TypeFlags.Void;
  const members = type.isUnion() ? type.types : [type];
  if (members.some((member) => member.flags & nullish)) return false;
  return seen(type) ? true : undefined;
}

/** A type the program knows: not `any`/`unknown` (what it makes of the unresolved), not a bare type parameter. */
function seen(type: ts.Type): boolean {
  if (type.flags & (typescript().TypeFlags.Any | typescript().TypeFlags.Unknown | typescript().TypeFlags.Never))
    return false;
  if (type.flags & typescript().TypeFlags.TypeParameter) return false;
  if (type.isUnion()) return type.types.every(seen);
  return true;
}

function isString(checker: ts.TypeChecker, type: ts.Type): boolean | undefined {
  if (!seen(type)) return undefined;
  if (type.isUnion()) {
    const parts = type.types.map((part) => isString(checker, part));
    return parts.includes(undefined) ? undefined : parts.every(Boolean);
  }
  if (type.flags & typescript().TypeFlags.StringLike) return true;
  // A branded string (`string & { __brand: 'Id' }`) is a string too.
  if (type.isIntersection()) return type.types.some((part) => (part.flags & typescript().TypeFlags.StringLike) !== 0);
  return false;
}

/**
 * A read through an index signature (`record.key`, `record[key]`, `list[i]`): typed `string`
 * where the key may be missing (without `noUncheckedIndexedAccess`): no answer.
 */
function readsIndexSignature(checker: ts.TypeChecker, node: ts.Node): boolean {
  const { isPropertyAccessExpression, isElementAccessExpression } = typescript();
  if (isPropertyAccessExpression(node)) return checker.getSymbolAtLocation(node.name) === undefined;
  if (isElementAccessExpression(node)) return checker.getSymbolAtLocation(node.argumentExpression) === undefined;
  return false;
}

/** `JSON.stringify(...)` of the global `JSON` (its declaration in TypeScript's lib says `string`). */
function isJsonStringifyCall(checker: ts.TypeChecker, node: ts.Node): node is ts.CallExpression {
  if (!typescript().isCallExpression(node) || !typescript().isPropertyAccessExpression(node.expression)) return false;
  if (node.expression.name.text !== 'stringify') return false;
  const declarations = checker.getSymbolAtLocation(node.expression)?.declarations ?? [];
  return declarations.length > 0 && declarations.every((declaration) => declaration.getSourceFile().hasNoDefaultLib);
}

/**
 * Whether `JSON.stringify(value, replacer?)` is text: its lib type says `string`, but it returns
 * `undefined` for `undefined`, a function or a symbol (and a replacer function may make it so).
 * Text only for a value whose type has none of those; unknown where the type cannot say.
 */
function stringifiesToText(checker: ts.TypeChecker, call: ts.CallExpression): boolean | undefined {
  const [value, replacer] = call.arguments;
  if (!value || typescript().isSpreadElement(value)) return undefined;
  if (replacer && !isListOrNull(checker, checker.getTypeAtLocation(replacer))) return undefined;
  return neverStringifiedAway(checker, checker.getTypeAtLocation(value));
}

function neverStringifiedAway(checker: ts.TypeChecker, type: ts.Type): boolean | undefined {
  if (!seen(type)) return undefined;
  if (type.isUnion()) {
    const parts = type.types.map((part) => neverStringifiedAway(checker, part));
    return parts.includes(undefined) ? undefined : parts.every(Boolean);
  }
  const { TypeFlags } = typescript();
  if (type.flags & (TypeFlags.Undefined | TypeFlags.Void | TypeFlags.ESSymbolLike)) return false;
  if (type.getCallSignatures().length > 0) return false;
  // A `toJSON` decides what is written, `undefined` included: not followed.
  return type.getProperty('toJSON') === undefined ? true : undefined;
}

/** A replacer that keeps the root value: `null`/`undefined` or a list of keys. */
function isListOrNull(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (type.flags & (typescript().TypeFlags.Null | typescript().TypeFlags.Undefined)) return true;
  return checker.isArrayType(type) || checker.isTupleType(type);
}

/** A file of zod, or of an npm alias of it (`zod3`). */
const ZOD_MODULE = /[\\/]zod[^\\/]*[\\/]/;
const ZOD_OBJECT_TYPES = new Set(['ZodObject', 'ZodMiniObject']);

/** The type, or one it extends, is zod's object schema (zod 3's class, zod 4's interface). */
function isZodObject(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (type.isUnion()) return type.types.every((part) => isZodObject(checker, part));
  return lineage(checker, type).some(
    (symbol) => ZOD_OBJECT_TYPES.has(symbol.getName()) && declaredIn(symbol, ZOD_MODULE),
  );
}

/** Zod's base schema types: every schema of zod 3 (`ZodType`) or 4 (`ZodType`, `$ZodType`) extends one. */
const ZOD_SCHEMA_TYPES = new Set(['ZodType', '$ZodType', 'ZodMiniType', 'ZodTypeAny']);

function isZodSchema(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (type.isUnion()) return type.types.every((part) => isZodSchema(checker, part));
  return lineage(checker, type).some(
    (symbol) => ZOD_SCHEMA_TYPES.has(symbol.getName()) && declaredIn(symbol, ZOD_MODULE),
  );
}

/**
 * A plain object type with at least one property, each a zod schema (what the SDK's
 * `isZodRawShape` accepts), and no call or construct signature (not a function or class).
 */
function isZodRawShape(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (!(type.flags & typescript().TypeFlags.Object) || type.getCallSignatures().length > 0) return false;
  if (type.getConstructSignatures().length > 0 || isZodSchema(checker, type)) return false;
  const properties = checker.getPropertiesOfType(type);
  return (
    properties.length > 0 &&
    properties.every((property) => {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = declaration
        ? checker.getTypeOfSymbolAtLocation(property, declaration)
        : checker.getDeclaredTypeOfSymbol(property);
      return seen(propertyType) && isZodSchema(checker, propertyType);
    })
  );
}

/**
 * An object the MCP adapter wraps as JSON text plus `structuredContent` whatever it holds at
 * run time: not null or undefined (no union with them), not an array, tuple or function,
 * not awaited (no `then`), no index signature and no `content` (either could be a result).
 * Only an object literal's type (or a type alias of one): the SDK types `structuredContent`
 * as a string-keyed record, which an interface or a class instance does not satisfy.
 */
function isPlainRecord(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (type.isUnion()) return type.types.every((part) => isPlainRecord(checker, part));
  if (!(type.flags & typescript().TypeFlags.Object) || checker.isArrayLikeType(type)) return false;
  if (!((type as ts.ObjectType).objectFlags & (typescript().ObjectFlags.Anonymous | typescript().ObjectFlags.Mapped)))
    return false;
  if (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) return false;
  if (checker.getIndexInfosOfType(type).length > 0) return false;
  return !['then', 'content'].some((name) => checker.getPropertyOfType(type, name) !== undefined);
}

/** Once awaited: a required `content` array of blocks, each with a string `type` (what the adapter passes through). */
function isMcpResult(checker: ts.TypeChecker, type: ts.Type): boolean {
  const awaited = checker.getAwaitedType(type) ?? type;
  if (!seen(awaited)) return false;
  if (awaited.isUnion()) return awaited.types.every((part) => isMcpResult(checker, part));
  const content = checker.getPropertyOfType(awaited, 'content');
  if (!content || content.flags & typescript().SymbolFlags.Optional) return false;
  const blocks = checker.getTypeOfSymbol(content);
  const block = checker.isArrayLikeType(blocks)
    ? checker.getIndexTypeOfType(blocks, typescript().IndexKind.Number)
    : undefined;
  if (!block || !seen(block)) return false;
  return (block.isUnion() ? block.types : [block]).every((part) => {
    const kind = checker.getPropertyOfType(part, 'type');
    return (
      kind !== undefined &&
      !(kind.flags & typescript().SymbolFlags.Optional) &&
      isString(checker, checker.getTypeOfSymbol(kind)) === true
    );
  });
}

/** A function (every call signature) that returns an MCP result; unknown when its type is not seen. */
function returnsMcpResult(checker: ts.TypeChecker, type: ts.Type): boolean | undefined {
  if (!seen(type)) return undefined;
  const signatures = type.getCallSignatures();
  if (signatures.length === 0) return false;
  return signatures.every((signature) => isMcpResult(checker, signature.getReturnType()));
}

const INSTANCE_TYPES: Record<string, { names: readonly string[]; module: RegExp; methods: readonly string[] }> = {
  McpServer: {
    names: ['McpServer'],
    module: /[\\/]@modelcontextprotocol[\\/]/,
    methods: ['registerTool', 'tool'],
  },
  Genkit: {
    names: ['Genkit', 'GenkitBeta'],
    module: /[\\/](genkit|@genkit-ai[\\/][^\\/]+)[\\/]/,
    methods: ['defineTool'],
  },
};

/**
 * An instance of the framework's class, or of a subclass that keeps the framework's own
 * tool-defining methods (a subclass that overrides them may do anything with a tool).
 */
function isFrameworkInstance(checker: ts.TypeChecker, type: ts.Type, kind: string): boolean | undefined {
  const wanted = INSTANCE_TYPES[kind];
  if (!wanted) return false;
  if (type.isUnion()) {
    const parts = type.types.map((part) => isFrameworkInstance(checker, part, kind));
    return parts.includes(false) ? false : parts.includes(undefined) ? undefined : true;
  }
  if (type.isIntersection()) {
    // `withAuth(server)` typed `McpServer & Extra`: the framework's instance. Where another member declares a
    // tool-defining method too, its overload joins the framework's: which one a call takes is not asked (unknown).
    if (!type.types.some((part) => isFrameworkInstance(checker, part, kind))) return false;
    const ownMethods = wanted.methods.every((method) => {
      const declarations = type.getProperty(method)?.getDeclarations() ?? [];
      return declarations.every((declaration) => wanted.module.test(declaration.getSourceFile().fileName));
    });
    return ownMethods ? true : undefined;
  }
  const framework = lineage(checker, type).some(
    (symbol) => wanted.names.includes(symbol.getName()) && declaredIn(symbol, wanted.module),
  );
  if (!framework) return false;
  return wanted.methods.every((method) => {
    const property = type.getProperty(method);
    return property === undefined || declaredIn(property, wanted.module);
  });
}

/** The type's own symbol and those of the classes and interfaces it extends, nearest first. */
function lineage(checker: ts.TypeChecker, type: ts.Type): ts.Symbol[] {
  const symbols: ts.Symbol[] = [];
  const visit = (current: ts.Type, depth: number) => {
    const symbol = current.aliasSymbol ?? current.getSymbol();
    if (symbol && !symbols.includes(symbol)) symbols.push(symbol);
    const target = (current as ts.TypeReference).target ?? current;
    if (depth < 8 && target.isClassOrInterface())
      for (const base of checker.getBaseTypes(target)) visit(base, depth + 1);
  };
  visit(type, 0);
  return symbols;
}

function declaredIn(symbol: ts.Symbol, module: RegExp): boolean {
  return (symbol.getDeclarations() ?? []).some((declaration) => module.test(declaration.getSourceFile().fileName));
}

/** The deepest node spanning exactly `start`–`end` (the Babel node's range), if any. */
function nodeAt(sourceFile: ts.SourceFile, start: number, end: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node) => {
    if (node.pos > start || node.end < end) return;
    if (node.end === end && node.getStart(sourceFile) === start) found = node;
    typescript().forEachChild(node, visit);
  };
  typescript().forEachChild(sourceFile, visit);
  return found;
}

function normalise(file: string): string {
  return path.resolve(file).replace(/\\/g, '/');
}

/**
 * The type oracle's `returnsTextResults` (transforms/lib/type-oracle.ts): is this a call of a function
 * of the project's own code whose every return is an MCP text result, `{ content: [{ type: 'text',
 * text }] }` with a string `text`, or that with `isError: true`? A handler that returns such a call
 * (`return handleCliOutput(output)`, the helper in another module, with branches) can return
 * `textOfMcpResult(handleCliOutput(output))`: the text, or a thrown `Error` with it, which the MCP
 * adapter and the SDK turn back into the very same result. The function must be the one that runs:
 * named by a plain identifier (a method may be overridden), a `function` declaration never assigned
 * to or a `const`, with a body in the project (not a declaration file), not async, not a generator;
 * each of its own returns such a literal, and its end not reached (no `undefined` falling out).
 */
import type ts from 'typescript';
import { typescript } from './typescript';

/** Whether a node is a string, as the oracle's `isString` answers it (undefined: not known). */
export type StringAnswer = (node: ts.Node) => boolean | undefined;

export function returnsTextResults(
  checker: ts.TypeChecker,
  node: ts.Node,
  isString: StringAnswer,
): boolean | undefined {
  const ts = typescript();
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return false;
  const declaration = checker.getResolvedSignature(node)?.declaration;
  if (!declaration || ts.isJSDocSignature(declaration)) return undefined;
  const fn = ownFunction(checker, node.expression, declaration);
  if (!fn) return false;
  const body = fn.body!;
  if (!ts.isBlock(body)) return isTextResult(checker, body, isString);
  if (!endsAbruptly(body)) return false;
  const returned = ownReturns(body);
  if (returned.some((statement) => statement.expression === undefined)) return false;
  const answers = returned.map((statement) => isTextResult(checker, statement.expression!, isString));
  return answers.includes(false) ? false : answers.includes(undefined) ? undefined : answers.length > 0;
}

type FunctionWithBody = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

/** The function the call runs, when nothing can make it another one. */
function ownFunction(
  checker: ts.TypeChecker,
  callee: ts.Identifier,
  declaration: ts.SignatureDeclaration,
): FunctionWithBody | undefined {
  const ts = typescript();
  const file = declaration.getSourceFile();
  if (file.isDeclarationFile || /[\\/]node_modules[\\/]/.test(file.fileName)) return undefined;
  if (
    !ts.isFunctionDeclaration(declaration) &&
    !ts.isArrowFunction(declaration) &&
    !ts.isFunctionExpression(declaration)
  )
    return undefined;
  if (!declaration.body || declaration.asteriskToken) return undefined;
  if (declaration.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.AsyncKeyword)) return undefined;
  const name = declaredName(declaration);
  if (!name) return undefined;
  const own = checker.getSymbolAtLocation(name);
  let called = checker.getSymbolAtLocation(callee);
  if (called && called.flags & ts.SymbolFlags.Alias) called = checker.getAliasedSymbol(called);
  if (!own || own !== called) return undefined;
  // One signature: an overloaded function's resolved declaration is the overload, which has no body.
  if ((own.declarations ?? []).length !== 1) return undefined;
  // Asked once per function: a helper that every handler of a module calls is walked for once.
  if (!reassigned.has(own)) reassigned.set(own, assignedIn(checker, file, own));
  return reassigned.get(own) ? undefined : declaration;
}

/** Whether a function's module assigns to it, by the function's symbol (a program's own: kept as long as it is). */
const reassigned = new WeakMap<ts.Symbol, boolean>();

/** `function f() {}`'s name, or `const f = () => ...`'s (a `let` or `var` may be given another function). */
function declaredName(declaration: FunctionWithBody): ts.Identifier | undefined {
  const ts = typescript();
  if (ts.isFunctionDeclaration(declaration)) return declaration.name;
  const parent = declaration.parent;
  if (!ts.isVariableDeclaration(parent) || parent.initializer !== declaration || !ts.isIdentifier(parent.name))
    return undefined;
  return ts.getCombinedNodeFlags(parent) & ts.NodeFlags.Const ? parent.name : undefined;
}

/** Whether the module assigns to the function's binding anywhere (only its own module can). */
function assignedIn(checker: ts.TypeChecker, file: ts.SourceFile, symbol: ts.Symbol): boolean {
  const ts = typescript();
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    const target =
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= ts.SyntaxKind.LastAssignment
        ? node.left
        : (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
            (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)
          ? node.operand
          : undefined;
    // A name written to (destructuring assignments are read alike: any identifier inside the target).
    if (target && writesTo(checker, target, symbol)) found = true;
    else ts.forEachChild(node, visit);
  };
  ts.forEachChild(file, visit);
  return found;
}

function writesTo(checker: ts.TypeChecker, target: ts.Node, symbol: ts.Symbol): boolean {
  const ts = typescript();
  if (ts.isIdentifier(target)) return checker.getSymbolAtLocation(target) === symbol;
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isIdentifier(node) && checker.getSymbolAtLocation(node) === symbol) found = true;
    else if (ts.isShorthandPropertyAssignment(node) && checker.getShorthandAssignmentValueSymbol(node) === symbol)
      found = true;
    else ts.forEachChild(node, visit);
  };
  visit(target);
  return found;
}

/** The function's own `return` statements (not those of functions or classes inside it). */
function ownReturns(body: ts.Block): ts.ReturnStatement[] {
  const ts = typescript();
  const returns: ts.ReturnStatement[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isReturnStatement(node)) returns.push(node);
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return returns;
}

/**
 * Whether the end of the statement is never reached: it ends in a `return` or `throw`, or in an
 * `if` whose both branches do, or a block or `try` (without `finally`) whose parts all do. A loop,
 * a `switch` or a label is not followed: the answer is no.
 */
function endsAbruptly(statement: ts.Statement): boolean {
  const ts = typescript();
  if (ts.isReturnStatement(statement) || ts.isThrowStatement(statement)) return true;
  if (ts.isBlock(statement)) {
    const last = statement.statements[statement.statements.length - 1];
    return last !== undefined && endsAbruptly(last);
  }
  if (ts.isIfStatement(statement))
    return (
      statement.elseStatement !== undefined &&
      endsAbruptly(statement.thenStatement) &&
      endsAbruptly(statement.elseStatement)
    );
  if (ts.isTryStatement(statement))
    return (
      !statement.finallyBlock &&
      endsAbruptly(statement.tryBlock) &&
      (statement.catchClause === undefined || endsAbruptly(statement.catchClause.block))
    );
  return false;
}

/**
 * `{ content: [{ type: 'text', text }] }`, or with `isError: true`: exactly these keys, each once,
 * written `key: value` (a shorthand `text` too), the text a string. Parentheses and `as`/`satisfies`
 * around any part are looked through.
 */
function isTextResult(checker: ts.TypeChecker, expression: ts.Expression, isString: StringAnswer): boolean | undefined {
  const ts = typescript();
  const result = keyedValues(expression, ['content', 'isError']);
  const content = result?.get('content');
  if (!result || !content) return false;
  const isError = result.get('isError');
  if (isError && unwrapped(isError).kind !== ts.SyntaxKind.TrueKeyword) return false;
  const blocks = unwrapped(content);
  if (!ts.isArrayLiteralExpression(blocks) || blocks.elements.length !== 1) return false;
  const [block] = blocks.elements;
  const textBlock = block && !ts.isSpreadElement(block) ? keyedValues(block, ['type', 'text']) : undefined;
  const type = textBlock?.get('type');
  const text = textBlock?.get('text');
  if (!type || !text) return false;
  const tag = unwrapped(type);
  if (!(ts.isStringLiteral(tag) || ts.isNoSubstitutionTemplateLiteral(tag)) || tag.text !== 'text') return false;
  if (ts.isShorthandPropertyAssignment(text)) {
    const symbol = checker.getShorthandAssignmentValueSymbol(text);
    return symbol ? isString(text.name) : undefined;
  }
  return isString(unwrapped(text));
}

/** An object literal's values by key, when its keys are among `allowed` (the first required), each once. */
function keyedValues(
  node: ts.Node,
  allowed: readonly string[],
): Map<string, ts.Expression | ts.ShorthandPropertyAssignment> | undefined {
  const ts = typescript();
  const object = unwrapped(node);
  if (!ts.isObjectLiteralExpression(object)) return undefined;
  const values = new Map<string, ts.Expression | ts.ShorthandPropertyAssignment>();
  for (const property of object.properties) {
    const key =
      property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
        ? property.name.text
        : undefined;
    if (key === undefined || !allowed.includes(key) || values.has(key)) return undefined;
    if (ts.isPropertyAssignment(property)) values.set(key, property.initializer);
    else if (ts.isShorthandPropertyAssignment(property) && !property.objectAssignmentInitializer)
      values.set(key, property);
    else return undefined;
  }
  return values.has(allowed[0]!) ? values : undefined;
}

/** Through parentheses, `as`, `satisfies`, `<T>` and `!`. */
function unwrapped<T extends ts.Node>(node: T): ts.Node {
  const ts = typescript();
  let current: ts.Node = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isTypeAssertionExpression(current) ||
    ts.isNonNullExpression(current)
  )
    current = current.expression;
  return current;
}

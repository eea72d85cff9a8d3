/**
 * What an `execute` returns, read from its text, so that a pick can say what a framework's
 * results become: the MCP adapter sends a string as a text block and an object as its JSON
 * text plus `structuredContent`, and passes an MCP result (`{ content: [...] }`) through,
 * which the other frameworks would hand to the model as it is.
 */
import { parseExpression } from '@babel/parser';
import type * as t from '@babel/types';

export type ResultShape = 'text' | 'object' | 'mcp-result' | 'unknown';

/** The shapes of the values `execute` returns (the text of a function, or of an `execute() {}` method). */
export function resultShapes(executeText: string): Set<ResultShape> {
  const fn = parsedFunction(executeText);
  const shapes = new Set<ResultShape>();
  if (!fn) return new Set(['unknown']);
  if (fn.body.type !== 'BlockStatement') shapes.add(shapeOf(fn.body));
  else collectReturns(fn.body, shapes);
  return shapes;
}

type Fn = t.ArrowFunctionExpression | t.FunctionExpression | t.ObjectMethod;

function parsedFunction(text: string): Fn | undefined {
  const options = { plugins: ['typescript', 'jsx'] as ['typescript', 'jsx'] };
  for (const wrapped of [`(${text})`, `({${text}})`]) {
    try {
      const node = parseExpression(wrapped, options);
      if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return node;
      const [method] = node.type === 'ObjectExpression' ? node.properties : [];
      if (method?.type === 'ObjectMethod') return method;
    } catch {
      // not this form: try the next
    }
  }
  return undefined;
}

/** Every `return` of the function itself (not of nested functions or classes). */
function collectReturns(node: t.Node, shapes: Set<ResultShape>): void {
  if (node.type === 'ReturnStatement') {
    if (node.argument) shapes.add(shapeOf(node.argument));
    return;
  }
  for (const value of Object.values(node) as unknown[]) {
    for (const child of Array.isArray(value) ? value : [value]) {
      const inner = child as t.Node | null;
      if (!inner || typeof inner.type !== 'string' || isScopeBoundary(inner)) continue;
      collectReturns(inner, shapes);
    }
  }
}

function isScopeBoundary(node: t.Node): boolean {
  return /Function|Class|ObjectMethod/.test(node.type);
}

function shapeOf(expression: t.Node): ResultShape {
  switch (expression.type) {
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
    case 'AwaitExpression':
      return shapeOf('expression' in expression ? expression.expression : expression.argument);
    case 'StringLiteral':
    case 'TemplateLiteral':
      return 'text';
    case 'ObjectExpression':
      return expression.properties.some(
        (property) =>
          property.type === 'ObjectProperty' &&
          ((property.key.type === 'Identifier' && property.key.name === 'content') ||
            (property.key.type === 'StringLiteral' && property.key.value === 'content')),
      )
        ? 'mcp-result'
        : 'object';
    default:
      return 'unknown';
  }
}

/**
 * What a framework's results become when a site runs another definition's execute; empty
 * when nothing is seen to change (or nothing can be told).
 */
export function resultChange(framework: string, own: Set<ResultShape>, picked: Set<ResultShape>): string | undefined {
  if (framework === 'mcp-sdk') {
    if (picked.has('object') && !own.has('object'))
      return 'its MCP results now carry `structuredContent` (an object the picked execute returns)';
    if (own.has('object') && !picked.has('object')) return 'its MCP results no longer carry `structuredContent`';
    return undefined;
  }
  if (picked.has('mcp-result') && !own.has('mcp-result'))
    return 'it now returns MCP-shaped results (`{ content: [...] }`) where it returned plain values';
  return undefined;
}

/**
 * The rendered module for a project whose ESLint asks for backticks (`quotes: ['error', 'backtick']`):
 * every string literal becomes a template literal where JavaScript and TypeScript allow one, as the
 * rule's own fix would write it. Where they do not, the rule lets a quoted string stand (module
 * sources, object keys), except for the key of an interface or type-literal member, which it flags
 * and whose fix TypeScript rejects (`` readonly `~standard`: ... ``); such a key is written computed,
 * `` readonly [`~standard`]: ... ``, which TypeScript reads as the same property name.
 */
import { parse } from '@babel/parser';
import type * as t from '@babel/types';
import { visit, type Edit } from './ast-edits';
import { isStaticKey } from '../../transforms/lib/property-keys';
import { applyEdits } from '../../transforms/lib/text-edits';

export function withBackticks(text: string): string {
  const ast = parse(text, { sourceType: 'module', plugins: ['typescript'] });
  const edits: Edit[] = [];
  visit(ast.program, (node, parent) => {
    if (node.type !== 'StringLiteral' || !parent) return;
    const template = templateOf(text.slice(node.start!, node.end!));
    if (template === undefined) return;
    if (isMemberSignatureKey(node, parent)) {
      edits.push({ start: node.start!, end: node.end!, text: `[${template}]` });
    } else if (mayBeTemplate(node, parent)) {
      edits.push({ start: node.start!, end: node.end!, text: template });
    }
  });
  return applyEdits(text, edits);
}

/** `'a\'b'` → `` `a'b` ``; undefined where the body holds a backtick or `${` (the rule leaves those too). */
export function templateOf(raw: string): string | undefined {
  const quote = raw[0];
  if (quote !== "'" && quote !== '"') return undefined;
  const body = raw.slice(1, -1);
  if (body.includes('`') || body.includes('${')) return undefined;
  return `\`${body.replaceAll(`\\${quote}`, quote)}\``;
}

function isMemberSignatureKey(node: t.StringLiteral, parent: t.Node): boolean {
  return (parent.type === 'TSPropertySignature' || parent.type === 'TSMethodSignature') && isStaticKey(node, parent);
}

/** Where a template literal may stand for the string (what the rule itself leaves quoted stays quoted). */
function mayBeTemplate(node: t.StringLiteral, parent: t.Node): boolean {
  switch (parent.type) {
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
      return parent.source !== node;
    case 'ImportSpecifier':
    case 'ExportSpecifier':
    case 'ImportAttribute':
    case 'TSImportType':
    case 'TSExternalModuleReference':
    case 'TSModuleDeclaration':
    case 'TSEnumMember':
      return false;
    default:
      return !isStaticKey(node, parent);
  }
}

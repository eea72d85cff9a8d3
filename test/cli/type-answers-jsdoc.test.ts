/**
 * The type oracle's programs parse no doc comment of a TypeScript file (they give it no type,
 * and are a fifth of parsing the lib and the packages' types), while a JavaScript file's JSDoc
 * types are still read: a JavaScript module typed by JSDoc answers as before.
 */
import * as path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { ProjectProgram } from '../../cli/runner/type-answers';
import { TypeProjects } from '../../cli/runner/type-projects';
import { questionKey, type TypeQuestion } from '../../transforms/lib/type-oracle';
import { makeTempDir, removeTempDirs, writeTree } from './support/temp-project';

afterAll(removeTempDirs);

const LABELS_JS = `/**
 * @param {unknown} value
 * @returns {string}
 */
export function label(value) {
  return globalThis.format(value);
}
`;

const TOOL_TS = `import { label } from './labels.js';

/** @returns {string} */
function count(): number {
  return 1;
}

export const text = label(1);
export const total = count();
`;

describe('what the oracle parses of doc comments', () => {
  it('skips a TypeScript file’s, reads a JavaScript file’s JSDoc types', () => {
    const root = makeTempDir('type-answers-jsdoc');
    writeTree(root, {
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, module: 'NodeNext', lib: ['es2022'] } }),
      'labels.js': LABELS_JS,
      'tool.ts': TOOL_TS,
    });
    const file = path.join(root, 'tool.ts');
    const at = (code: string): TypeQuestion => {
      const start = TOOL_TS.indexOf(code, TOOL_TS.indexOf('export const'));
      return { question: 'isString', start, end: start + code.length };
    };
    const fromJs = at('label(1)');
    const fromTs = at('count()');
    const project = new TypeProjects().projectOf(file)!;
    const asking = { path: file, text: TOOL_TS, questions: [fromJs, fromTs] };
    const program = new ProjectProgram(project, [asking], new Map());

    const answers = program.answer(asking);
    // The JavaScript module's JSDoc gives its type; the TypeScript function's doc comment never did.
    expect(answers).toEqual({ [questionKey(fromJs)]: true, [questionKey(fromTs)]: false });

    const docsOf = (fileName: string, name: string) => {
      const source = program.program.getSourceFile(path.join(root, fileName))!;
      const declaration = source.statements.find(
        (statement): statement is ts.FunctionDeclaration =>
          ts.isFunctionDeclaration(statement) && statement.name?.text === name,
      )!;
      return ts.getJSDocTags(declaration).length;
    };
    expect(docsOf('tool.ts', 'count')).toBe(0);
    expect(docsOf('labels.js', 'label')).toBe(2);
  });
});

/** The file's conventions that inserted code follows: indentation, line ends, quotes. */
import { describe, expect, it } from 'vitest';
import { parseModule } from '../../transforms/lib/parse';
import { detectStyle } from '../../transforms/lib/source-style';

const header = '/**\n * A module.\n *\n * More.\n */\n';

describe('detectStyle', () => {
  it('reads the indentation from code, not from a JSDoc header', () => {
    expect(detectStyle(`${header}function f() {\n    return 1;\n}\n`).indentUnit).toBe('    ');
    expect(detectStyle(`${header}function f() {\n\treturn 1;\n}\n`).indentUnit).toBe('\t');
    expect(detectStyle(`${header}function f() {\n  return 1;\n}\n`).indentUnit).toBe('  ');
    expect(detectStyle(header).indentUnit).toBe('  ');
  });

  it('counts line ends and quotes', () => {
    expect(detectStyle('a;\r\nb;\r\nc;\n').eol).toBe('\r\n');
    expect(detectStyle('a;\r\nb;\nc;\n').eol).toBe('\n');
    expect(detectStyle(`const a = "x" + "y" + 'z';\n`).quote).toBe('"');
    expect(detectStyle(`import x from "m";\nconst a = 'x' + 'y';\n`).quote).toBe('"');
    expect(detectStyle(`const a = 'x' + "y" + 'z';\n`).quote).toBe("'");
  });

  it('reads the spacing inside braces from the named imports (eslint-config-google writes `{a}`)', () => {
    const spacing = (source: string) => detectStyle(source, parseModule(source, 'a.ts').program.body).bracketSpacing;
    expect(spacing(`import {ai, z} from "../genkit";\nimport {tool} from "ai";\n`)).toBe(false);
    expect(spacing(`import { tool } from 'ai';\nimport x, {y} from 'y';\n`)).toBe(true);
    expect(spacing(`import x, {y} from 'y';\nimport type {T} from 't';\n`)).toBe(false);
    expect(spacing(`import * as z from 'zod';\nconst {a} = z;\n`)).toBe(true);
  });
});

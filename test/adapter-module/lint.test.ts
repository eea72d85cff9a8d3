/**
 * The rendered adapter module passes the linters projects run, under their common
 * recommended configs: ESLint with typescript-eslint's `recommended`, and Biome's
 * `recommended` rules. Checked for the module variants of the render tests: native and
 * full JSON Schema, every framework, both quote styles.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import unicorn from 'eslint-plugin-unicorn';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL, CURRENT_PACKAGES, STRICT_COMPILER_OPTIONS } from './support';
import type { ArrayTypeStyle } from '../../cli/adapter-module/array-types';
import { renderAdapterModule, type AdapterModuleRequest } from '../../cli/adapter-module/render';
import { linkNodeModules } from '../gates/support/gate-project';
import { eslintProjectProgram } from '../support/type-check';
import type { FrameworkId } from '../../transforms/frameworks';

const root = path.join(__dirname, '..', '..');
const scratch = path.join(root, '.tmp-lint-test');

const VARIANTS: Record<string, AdapterModuleRequest> = {
  'zod 4, current majors': {
    frameworks: ALL,
    style: 'ts',
    packages: CURRENT_PACKAGES,
  },
  'zod 4.1, other majors, double quotes': {
    frameworks: ALL,
    style: 'ts',
    quote: 'double',
    packages: {
      ai: '4.3.19',
      '@modelcontextprotocol/server': '2.4.0',
      genkit: '1.42.0',
      '@langchain/core': '1.4.0',
      '@mastra/core': '1.71.0',
      zod: '4.1.13',
    },
  },
  'ai 7, MCP 2, Mastra 1': {
    frameworks: ALL,
    style: 'ts',
    packages: {
      ai: '7.0.173',
      '@modelcontextprotocol/server': '2.4.0',
      genkit: '1.42.0',
      '@langchain/core': '1.4.0',
      '@mastra/core': '1.71.0',
      zod: '4.6.7',
    },
  },
  // The AI SDK alone with a migrated `jsonSchema(json)`: fromJsonSchema without the machinery.
  'AI SDK alone, JSON Schema input as written': {
    frameworks: ['ai-sdk'],
    style: 'ts',
    packages: CURRENT_PACKAGES,
    names: ['fromJsonSchema'],
  },
  // Issue 35: a package that declares langchain only imports from it (langchain-import.ts).
  'LangChain through langchain': {
    frameworks: ['langchain'],
    style: 'ts',
    packages: CURRENT_PACKAGES,
    declared: ['langchain', 'zod'],
    runtime: ['langchain', 'zod'],
  },
  // ba144220/email-drafter: core 0.3.51's tool type (0.3.44 to 0.3.53), whose result type parameter types nothing.
  'LangChain core 0.3.51': {
    frameworks: ['langchain'],
    style: 'ts',
    packages: { '@langchain/core': '0.3.51', zod: '3.25.76' },
  },
  // Cores before 0.3.44 (and 0.2, 0.1): typed by the schema alone.
  'LangChain core 0.3.30': {
    frameworks: ['langchain'],
    style: 'ts',
    packages: { '@langchain/core': '0.3.30', zod: '3.25.76' },
  },
  'zod 3, valibot, JSON Schema input, provider helpers, abort signal': {
    frameworks: ALL,
    style: 'ts',
    names: ['toJsonSchema', 'fromJsonSchema', 'forGemini', 'forOpenAIStrict', 'abortSignalOf', 'textOfMcpResult'],
    packages: {
      ai: '7.0.173',
      '@modelcontextprotocol/sdk': '1.32.2',
      genkit: '1.42.0',
      '@langchain/core': '1.4.0',
      '@mastra/core': '0.24.9',
      zod: '3.25.76',
      'zod-to-json-schema': '3.25.2',
      valibot: '1.5.0',
      '@valibot/to-json-schema': '1.8.0',
    },
  },
};

beforeAll(() => {
  mkdirSync(scratch, { recursive: true });
  for (const [id, request] of Object.entries(VARIANTS))
    writeFileSync(path.join(scratch, `${slug(id)}.ts`), renderAdapterModule(request, '0.0.0').text);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function slug(id: string): string {
  return id.replace(/[^a-z0-9]+/gi, '-');
}

describe('ESLint, typescript-eslint recommended, and the rules that forbid overloads, brace-less bodies, use before definition and callback references', () => {
  it.each(Object.keys(VARIANTS))('%s: no problems', async (id) => {
    const eslint = new ESLint({
      cwd: scratch,
      overrideConfigFile: true,
      // `no-redeclare` (ESLint's base rule) reports function overloads; `curly`, brace-less bodies;
      // `no-use-before-define` as airbnb sets it (functions, classes and variables; agents-from-scratch-ts
      // sets its `nofunc` form): nothing used above its definition, so helpers come before their callers
      // and no two functions call each other.
      // unicorn's `no-array-callback-reference` (eslint-config-oclif sets it: heroku-mcp-server's lint failed on
      // the module's `blocks.every(isBlock)`): a function passed to an array method is written as an arrow.
      // typescript-eslint's `explicit-function-return-type` (j0hanz/filesystem-context-mcp-server sets it): every
      // function of the module has its return type written. `no-shadow` (ssdeanx/secure-rag-multi-agent sets it): no
      // type parameter named as an import (`Tool`, which Mastra 0.x's adapter imports).
      overrideConfig: [
        ...tseslint.configs.recommended,
        {
          plugins: { unicorn },
          rules: {
            'no-redeclare': 'error',
            curly: 'error',
            '@typescript-eslint/no-use-before-define': ['error', { functions: true, classes: true, variables: true }],
            'unicorn/no-array-callback-reference': 'error',
            '@typescript-eslint/explicit-function-return-type': 'error',
            '@typescript-eslint/no-shadow': 'error',
          },
        },
      ],
    });
    const [result] = await eslint.lintFiles([path.join(scratch, `${slug(id)}.ts`)]);
    const problems = result!.messages.map((message) => `${message.line}: ${message.ruleId} ${message.message}`);
    expect(problems).toEqual([]);
  });
});

/**
 * The presets that read types (`recommendedTypeChecked`, and `strictTypeChecked` above it),
 * which many projects lint with. Each variant is linted in a folder whose node_modules holds
 * the majors it was rendered for (npm aliases under their real names), so that the types the
 * rules read are the ones a project with those majors has. Variants on the same majors share
 * that folder and its program (each module is a file of its own: none sees another's names).
 */
/** Issue 35: the module for a project whose ESLint asks for backticks (below). */
const BACKTICKS = 'zod 4, current majors, backticks';

const TYPE_AWARE: Record<string, Record<string, string>> = {
  ...Object.fromEntries(ALL.map((framework) => [`${framework} alone, current majors`, {}])),
  'zod 4, current majors': {},
  'zod 4.1, other majors, double quotes': { ai: 'ai-v4', zod: 'zod41', '@mastra/core': 'mastra-v1' },
  'ai 7, MCP 2, Mastra 1': { ai: 'ai-v7', '@mastra/core': 'mastra-v1' },
  'zod 3, valibot, JSON Schema input, provider helpers, abort signal': { ai: 'ai-v7', zod: 'zod3' },
  'LangChain through langchain': {},
  'genkit alone, zod 3, JSON Schema input, provider helpers': { zod: 'zod3' },
  [BACKTICKS]: {},
};

/** Each framework's module alone, as a project that uses only that framework gets it. */
const requestOf = (id: string): AdapterModuleRequest =>
  VARIANTS[id] ??
  (id === BACKTICKS ? { ...VARIANTS['zod 4, current majors']!, backticks: true } : undefined) ?? {
    frameworks: [id.split(' ')[0] as FrameworkId],
    style: 'ts',
    packages: CURRENT_PACKAGES,
    // A Genkit app on zod 3 with a raw JSON Schema (`inputJsonSchema`): the full JSON Schema fallback.
    ...(id.includes('zod 3') && {
      packages: { ...CURRENT_PACKAGES, zod: '3.25.76' },
      names: ['toJsonSchema', 'fromJsonSchema', 'forGemini', 'forOpenAIStrict'],
    }),
  };

/** The type-aware variants' folders, one per set of majors (node_modules overrides), and the variants in each. */
const typedFolders = new Map<string, string[]>();
for (const [id, overrides] of Object.entries(TYPE_AWARE)) {
  const key = JSON.stringify(overrides);
  typedFolders.set(key, [...(typedFolders.get(key) ?? []), id]);
}
const typedFolderOf = (id: string) =>
  path.join(scratch, `typed-${[...typedFolders.keys()].indexOf(JSON.stringify(TYPE_AWARE[id]))}`);

/** Writes each folder's modules, node_modules and tsconfig (every module of the folder, strict), once. */
let typedFoldersWritten = false;
function writeTypedFolders(): void {
  if (typedFoldersWritten) return;
  typedFoldersWritten = true;
  for (const ids of typedFolders.values()) {
    const folder = typedFolderOf(ids[0]!);
    mkdirSync(folder, { recursive: true });
    for (const id of ids)
      writeFileSync(path.join(folder, `${slug(id)}.ts`), renderAdapterModule(requestOf(id), '0.0.0').text);
    linkNodeModules(folder, TYPE_AWARE[ids[0]!]);
    const tsconfig = { compilerOptions: STRICT_COMPILER_OPTIONS, files: ids.map((id) => `${slug(id)}.ts`) };
    writeFileSync(path.join(folder, 'tsconfig.json'), JSON.stringify(tsconfig));
  }
}

/** Each folder's program, as typescript-eslint builds it for `parserOptions.project` (built on first use). */
const typedPrograms = new Map<string, ts.Program>();
function typedProgramOf(folder: string): ts.Program {
  const program = typedPrograms.get(folder) ?? eslintProjectProgram(path.join(folder, 'tsconfig.json'));
  typedPrograms.set(folder, program);
  return program;
}

// Issue 35: a strictly linted app (typescript-eslint's strict and stylistic type-checked configs) gets no finding.
describe('ESLint, typescript-eslint strictTypeChecked and stylisticTypeChecked (type-aware, against the majors rendered for)', () => {
  beforeAll(writeTypedFolders);

  it.each(Object.keys(TYPE_AWARE))(
    '%s: no problems',
    async (id) => {
      const folder = typedFolderOf(id);
      const eslint = new ESLint({
        cwd: folder,
        overrideConfigFile: true,
        overrideConfig: [
          ...tseslint.configs.strictTypeChecked,
          ...tseslint.configs.stylisticTypeChecked,
          { languageOptions: { parserOptions: { programs: [typedProgramOf(folder)], tsconfigRootDir: folder } } },
        ],
      });
      const [result] = await eslint.lintFiles([path.join(folder, `${slug(id)}.ts`)]);
      const problems = result!.messages.map((message) => `${message.line}: ${message.ruleId} ${message.message}`);
      expect(problems.join('\n')).toBe('');
    },
    120_000,
  );
});

/** The `@typescript-eslint/array-type` options a project may set (issue 35): the module is rendered in each. */
const ARRAY_TYPE_STYLES: Record<string, ArrayTypeStyle> = {
  generic: { default: 'generic', readonly: 'generic' },
  'array-simple': { default: 'array-simple', readonly: 'array-simple' },
  'array, readonly generic': { default: 'array', readonly: 'generic' },
  'generic, readonly array-simple': { default: 'generic', readonly: 'array-simple' },
};

describe("typescript-eslint's array-type, in the style the project sets", () => {
  it.each(Object.keys(ARRAY_TYPE_STYLES).flatMap((style) => Object.keys(VARIANTS).map((id) => [style, id])))(
    '%s, %s: no problems',
    async (style, id) => {
      const arrayType = ARRAY_TYPE_STYLES[style]!;
      const file = path.join(scratch, `array-type-${slug(style)}-${slug(id)}.ts`);
      writeFileSync(file, renderAdapterModule({ ...VARIANTS[id]!, arrayType }, '0.0.0').text);
      const eslint = new ESLint({
        cwd: scratch,
        overrideConfigFile: true,
        overrideConfig: [
          ...tseslint.configs.recommended,
          ...tseslint.configs.stylistic,
          { rules: { '@typescript-eslint/array-type': ['error', arrayType] } },
        ],
      });
      const [result] = await eslint.lintFiles([file]);
      const problems = result!.messages.map((message) => `${message.line}: ${message.ruleId} ${message.message}`);
      expect(problems).toEqual([]);
    },
  );

  it('is the same module but for its array types', () => {
    const request = VARIANTS['zod 3, valibot, JSON Schema input, provider helpers, abort signal']!;
    const plain = renderAdapterModule(request, '0.0.0').text;
    const generic = renderAdapterModule({ ...request, arrayType: ARRAY_TYPE_STYLES.generic }, '0.0.0').text;
    expect(generic).not.toEqual(plain);
    expect(generic).toMatch(/\bReadonlyArray</);
    expect(generic).toMatch(/\bArray</);
    expect(renderAdapterModule({ ...request, arrayType: { default: 'array', readonly: 'array' } }, '0.0.0').text).toBe(
      plain,
    );
  });
});

/** Rules of stricter presets (ultracite, say) on top of Biome's recommended ones. */
const STRICT_BIOME_RULES = {
  style: {
    useBlockStatements: 'error',
    useConsistentArrayType: 'error',
    noNonNullAssertion: 'error',
    useImportType: 'error',
  },
  // `useAwait`: ultracite sets it (vercel/ai-chatbot's `biome check`): an async generator that only delegates
  // with `yield*` has no `await` for it.
  suspicious: { noExplicitAny: 'error', useAwait: 'error' },
};

describe('Biome, recommended rules and stricter presets', () => {
  it.each(Object.keys(VARIANTS))('%s: no diagnostics', (id) => {
    writeFileSync(
      path.join(scratch, 'biome.json'),
      // Biome's defaults are its recommended rules; these add the stricter ones.
      JSON.stringify({ linter: { enabled: true, rules: STRICT_BIOME_RULES }, formatter: { enabled: false } }),
    );
    const result = spawnSync(
      path.join(root, 'node_modules', '.bin', 'biome'),
      ['lint', '--max-diagnostics=50', `${slug(id)}.ts`],
      { cwd: scratch, encoding: 'utf8', timeout: 120_000 },
    );
    expect(result.stdout + result.stderr).not.toMatch(/━━/);
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });
});

/**
 * Biome 1.x's recommended rules hold `style/useTemplate` (2.x's do not): a `+` of a template literal, or of a
 * string literal and anything but another string literal, is reported (two projects' `biome lint` failed on the
 * module). Read off the module's tree: the Biome installed here (2.6) would not report it.
 */
describe("no string concatenation Biome 1.x's useTemplate reports", () => {
  const isString = (node: ts.Node) => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
  const concatenations = (text: string): string[] => {
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
        const sides = [node.left, node.right];
        const template = sides.some(
          (side) => ts.isTemplateExpression(side) || ts.isNoSubstitutionTemplateLiteral(side),
        );
        const mixed = sides.some(isString) && !sides.every(isString);
        if (template || mixed) found.push(node.getText().slice(0, 80));
      }
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile('module.ts', text, ts.ScriptTarget.Latest, true));
    return found;
  };
  it.each(Object.keys(VARIANTS))('%s: none', (id) => {
    expect(concatenations(readFileSync(path.join(scratch, `${slug(id)}.ts`), 'utf8'))).toEqual([]);
  });
});

describe("Biome's import organiser (`biome check`)", () => {
  it.each(Object.keys(VARIANTS))('%s: nothing to sort', (id) => {
    writeFileSync(
      path.join(scratch, 'biome.json'),
      JSON.stringify({ linter: { enabled: false }, formatter: { enabled: false }, assist: { enabled: true } }),
    );
    const result = spawnSync(
      path.join(root, 'node_modules', '.bin', 'biome'),
      ['check', '--max-diagnostics=50', `${slug(id)}.ts`],
      { cwd: scratch, encoding: 'utf8', timeout: 120_000 },
    );
    expect(result.stdout + result.stderr).not.toMatch(/organizeImports/);
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });
});

/**
 * Issue 35: a project whose ESLint asks for backticks (`quotes: ['error', 'backtick']`, ESLint's core rule, which
 * flags the quoted key of an interface member and whose fix TypeScript rejects there): the module is written with
 * template literals, and type-checks as the quoted one does.
 */
/**
 * Biome's `useAwait` (ultracite sets it) as Biome 2.3 reads it: an async function with no `await` of its own is
 * reported, an async generator that only delegates with `yield*` too (vercel/ai-chatbot's `biome check` on Biome
 * 2.3.11; the Biome installed here no longer reports that one, so the rule is read from the syntax).
 */
function asyncFunctionsWithoutAwait(text: string): number[] {
  const file = ts.createSourceFile('module.ts', text, ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  const awaits = (node: ts.Node): boolean =>
    ts.isAwaitExpression(node) ||
    (ts.isForOfStatement(node) && node.awaitModifier !== undefined) ||
    (!ts.isFunctionLike(node) && ts.forEachChild(node, awaits) === true);
  const visit = (node: ts.Node): void => {
    const isAsync =
      ts.isFunctionLike(node) &&
      ts.getModifiers(node as ts.HasModifiers)?.some((modifier) => modifier.kind === ts.SyntaxKind.AsyncKeyword);
    const body = (node as { body?: ts.Node }).body;
    if (isAsync && body && !awaits(body)) lines.push(file.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return lines;
}

describe("Biome's useAwait, as Biome 2.3 reads it", () => {
  it.each(Object.keys(VARIANTS))('%s: every async function awaits', (id) => {
    expect(asyncFunctionsWithoutAwait(renderAdapterModule(VARIANTS[id]!, '0.0.0').text)).toEqual([]);
  });

  // Every variant's module is stitched from these: the majors and schema libraries the variants above leave out too.
  it.each(readdirSync(path.join(root, 'adapters')).filter((name) => name.endsWith('.ts')))(
    'adapters/%s: every async function awaits',
    (name) => {
      expect(asyncFunctionsWithoutAwait(readFileSync(path.join(root, 'adapters', name), 'utf8'))).toEqual([]);
    },
  );

  it('finds an async generator that only delegates', () => {
    expect(asyncFunctionsWithoutAwait('async function* f(g: AsyncGenerator) {\n  return yield* g;\n}\n')).toEqual([1]);
    expect(asyncFunctionsWithoutAwait('const f = async () => {\n  await 0;\n};\n')).toEqual([]);
  });
});

/**
 * Lines where one conditional type's `extends` clause infers the same name twice (`X extends { a: infer O } | { b:
 * infer O }`): TypeScript takes it, Biome 2.0's recommended `noRedeclare` does not (yashksaini-coder/CodeReview-agent-
 * challenge's `biome lint` failed on it), and the Biome installed here (2.6) no longer reports it.
 */
function repeatedInferNames(text: string): number[] {
  const file = ts.createSourceFile('module.ts', text, ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isConditionalTypeNode(node)) {
      const names: string[] = [];
      const collect = (child: ts.Node): void => {
        if (ts.isInferTypeNode(child)) names.push(child.typeParameter.name.text);
        // A nested conditional type is its own scope.
        if (!ts.isConditionalTypeNode(child)) ts.forEachChild(child, collect);
      };
      collect(node.extendsType);
      if (new Set(names).size < names.length) lines.push(file.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return lines;
}

describe("Biome 2.0's noRedeclare on infer names", () => {
  it.each(readdirSync(path.join(root, 'adapters')).filter((name) => name.endsWith('.ts')))(
    'adapters/%s: no conditional type infers one name twice',
    (name) => {
      expect(repeatedInferNames(readFileSync(path.join(root, 'adapters', name), 'utf8'))).toEqual([]);
    },
  );

  it('finds a name inferred twice in one extends clause, not in two nested conditionals', () => {
    expect(repeatedInferNames('type A<Z> = Z extends { a: infer O } | { b: infer O } ? O : never;\n')).toEqual([1]);
    expect(
      repeatedInferNames('type A<Z> = Z extends { a: infer O } ? O : Z extends { b: infer O } ? O : never;\n'),
    ).toEqual([]);
  });
});

describe("ESLint's quotes: backtick", () => {
  beforeAll(writeTypedFolders);

  it('no problems, and no fix left to make', async () => {
    const folder = typedFolderOf(BACKTICKS);
    const eslint = new ESLint({
      cwd: folder,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: { quotes: ['error', 'backtick'] } },
      ],
    });
    const [result] = await eslint.lintFiles([path.join(folder, `${slug(BACKTICKS)}.ts`)]);
    expect(result!.messages.map((message) => `${message.line}: ${message.ruleId} ${message.message}`)).toEqual([]);
  });

  it('type-checks, strict (the program the type-aware presets above read)', () => {
    const folder = typedFolderOf(BACKTICKS);
    const program = typedProgramOf(folder);
    const file = program.getSourceFile(path.join(folder, `${slug(BACKTICKS)}.ts`))!;
    expect(file.text).toContain('[`~standard`]');
    const diagnostics = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)];
    expect(diagnostics.map((diagnostic) => diagnostic.messageText)).toEqual([]);
  });
});

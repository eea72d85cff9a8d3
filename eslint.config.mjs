// Lint gate for the repository's own code (run by `npm run lint`, inside `npm test`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '__testfixtures__/**', 'examples/**', 'coverage/**', '.tmp-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.mts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // No import cycles anywhere: type-only cycles count too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Prettier's width, for what Prettier does not wrap: comments (strings may run longer).
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
  {
    // Its opening comment runs past the width; the file belongs to another change in flight
    // (the equivalence tests' rework): drop this entry once that comment is wrapped.
    files: ['test/transforms/mcp-equivalence.test.ts'],
    rules: { 'max-len': 'off' },
  },
  {
    // The adapter sources are stitched into the module a project owns, as written: every body in braces,
    // as the strict linters of those projects ask (Biome's `useBlockStatements`, ESLint's `curly`), and every
    // function's return type written (typescript-eslint's `explicit-function-return-type`, which some set).
    files: ['adapters/**/*.ts'],
    rules: {
      curly: ['error', 'all'],
      '@typescript-eslint/explicit-function-return-type': 'error',
      '@typescript-eslint/no-shadow': 'error',
    },
  },
  {
    // Tests drive the frameworks through their loose public types.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', 'bench/**', 'scripts/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
);

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Refuses every import whose specifier matches `forbidden`: static ones, and import(), which
 * no-restricted-imports does not see.
 */
const restrictImports = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex: forbidden, message }] }],
  'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${forbidden.replaceAll('/', '\\/')}/]`, message }],
});

/** An import of a feature's file other than its index.ts, by its path (…/features/<name>/…). */
const INTO_A_FEATURE = '/features/[\\w-]+/(?!index\\.ts$)';
const FRONT_DOOR = "Import a feature only through its index.ts (docs/architecture.md, 'Modules').";

export default tseslint.config(
  { ignores: ['dist/**', 'storage/**', 'server/db/generated/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['resources/js/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser code reads the server only through its contracts, by the @contracts alias.
      ...restrictImports('^\\.{1,2}/.*\\bserver/|^@contracts/.*\\.\\./', 'The client imports the server only through @contracts/*.'),
    },
  },
  {
    // A feature is entered through its front door (server/features/<name>/index.ts).
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'prisma/**/*.ts'],
    rules: restrictImports(INTO_A_FEATURE, FRONT_DOOR),
  },
  {
    // From a feature, another feature is ../<name>/….
    files: ['server/features/**/*.ts'],
    rules: restrictImports(`${INTO_A_FEATURE}|^\\.\\./[\\w-]+/(?!index\\.ts$)`, FRONT_DOOR),
  },
  {
    // The contracts are shared with the browser: they import each other, zod, the message
    // formatter and the catalogues' types (lang/types.ts), nothing else.
    files: ['server/contracts/**/*.ts'],
    rules: restrictImports(
      '^(?!zod$)(?!icu-minify/format$)(?!\\.\\./\\.\\./lang/types\\.ts$)(?!\\./[\\w.-]+\\.ts$)',
      'server/contracts imports only zod, icu-minify/format, lang/types.ts and other contracts.',
    ),
  },
);

// `npm run lint`: typescript-eslint's type-checked rules, the React hooks rules and jsx-a11y over
// core, web, cli and tests, with no warning allowed (--max-warnings 0).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.tmp/**',
      'test-results/**',
      '.sandbox-data/**',
      'bin/**',
      'scripts/**',
      'fixtures/**',
      '*.config.ts',
      '*.config.js',
      'aliases.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    files: ['core/**/*.ts', 'web/**/*.{ts,tsx}', 'cli/**/*.ts', 'tests/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // web has its own program (DOM and vite types); core, cli and tests share tsconfig.json.
        project: ['./tsconfig.json', './tsconfig.web.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A promise the caller does not wait for is written `void promise` on purpose.
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // An async function with nothing to await is kept on purpose: a throw in it becomes a rejection
      // (sandbox transaction steps, fakes of async ports), which the callers rely on.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // `expect(fake.method).toHaveBeenCalled…` reads a vi.fn mock off its object; no `this` is involved.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'tests/web/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Elements get no autofocus; the kit's Button may take it where a modal dialog must move focus inside (WAI-ARIA).
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // A scrolled region (wide error tables, a chat log) takes focus so keyboard users can scroll it
      // (axe: scrollable-region-focusable); the map (application) and the sales chart (img) are
      // explored with the arrow keys, so they take focus.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region', 'log', 'img', 'application'] }],
      // A file button is the kit's FileInput, whose native input the label names.
      'jsx-a11y/label-has-associated-control': [
        'error',
        { controlComponents: ['FileInput'], assert: 'either', depth: 3 },
      ],
    },
  },
  {
    // The map and the sales chart are canvases explored with the arrow keys (WAI-ARIA: a focusable
    // application / img with its own key handling); jsx-a11y knows no interactive role for a canvas.
    files: ['web/ui/MapPicker.tsx', 'web/features/dashboard/SalesChart.tsx'],
    rules: { 'jsx-a11y/no-noninteractive-element-interactions': 'off' },
  },
);

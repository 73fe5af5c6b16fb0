// One flat config for the whole repo. Type-aware rules catch unhandled promises and unsafe `any`.
import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { importBoundaries, packageBoundaries } from './eslint.boundaries.js'

export default tseslint.config(
  {
    ignores: [
      'eslint.config.js',
      'eslint.boundaries.js',
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'test-results/**',
      '.stack/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    // The boundaries (no-restricted-paths) resolve imported files: the TypeScript parser and extensions.
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'] } },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\s*javascript:/i]', message: 'javascript: URLs are forbidden.' },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import/no-restricted-paths': ['error', importBoundaries],
      // The zones see resolved files; the resolver cannot resolve export-map subpaths such as
      // 'firebase-admin/firestore', so name the package too.
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['firebase-admin', 'firebase-admin/*'], message: 'The web never loads the admin SDK.' }],
        },
      ],
    },
  },
  {
    // dangerouslySetInnerHTML would render user text as HTML (stored XSS).
    files: ['web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'dangerouslySetInnerHTML is forbidden: render user text as text.',
        },
        { selector: 'Literal[value=/^\\s*javascript:/i]', message: 'javascript: URLs are forbidden.' },
      ],
    },
  },
  {
    // The server's layers: domain/ pure, routes → services → (domain, store); eslint.boundaries.js.
    files: ['functions/src/**/*.ts'],
    rules: { 'import/no-restricted-paths': ['error', importBoundaries] },
  },
  {
    // The zones cannot resolve export-map subpaths ('firebase-admin/firestore'): name them here.
    files: ['functions/src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*', 'express'] },
      ],
    },
  },
  ...packageBoundaries.map(({ files, patterns }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
  {
    // Shared code is imported by the web: no firebase-admin, no Node-only modules.
    files: ['functions/src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'node:*'] },
      ],
    },
  },
)

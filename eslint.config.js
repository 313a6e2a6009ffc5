// @ts-check
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { defineConfig } from 'eslint/config'

/** Framework-free packages: they run in the browser, the server and other properties alike. */
const purePackages = ['finance-math', 'stock-rules', 'search-url', 'tenant-config', 'lead-client', 'adf']
const pureSources = purePackages.map((name) => `packages/${name}/src/**/*.ts`)

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/.reports/**',
      '**/storybook-static/**',
      '**/coverage/**',
      'fixtures/**',
      '**/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
  {
    files: pureSources,
    // src/node/** is a package's explicit Node-only entry point (e.g. reading tenant files from disk); src/testing/**
    // holds test helpers, which may use Node too (e.g. adf's DTD check runs xmllint).
    ignores: [
      '**/*.test.ts',
      '**/*.test-d.ts',
      '**/*.bench.ts',
      'packages/*/src/node/**',
      'packages/*/src/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'Pure packages run in browsers too: no Node-only modules.' },
            { group: ['react', 'react-dom', 'react/*'], message: 'Pure packages import no React.' },
          ],
          paths: ['fs', 'path', 'os', 'crypto', 'http', 'url', 'child_process'].map((name) => ({
            name,
            message: 'Pure packages run in browsers too: no Node-only modules.',
          })),
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'navigator',
          'process',
          'Buffer',
          'require',
        ].map((name) => ({ name, message: `Pure packages must not touch ${name}: they run anywhere.` })),
      ],
    },
  },
  prettier,
)

/**
 * Each import boundary of eslint.boundaries.js, proven by a planted violation: ESLint must report
 * it. The files named below are real; the planted importers are linted as text and never written.
 */
import { ESLint } from 'eslint'
import importPlugin from 'eslint-plugin-import'
import tseslint from 'typescript-eslint'
import { expect, test } from 'vitest'
import { importBoundaries } from '../eslint.boundaries.js'

const eslint = new ESLint({
  cwd: importBoundaries.basePath,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
      plugins: { import: importPlugin },
      settings: {
        'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      },
      rules: { 'import/no-restricted-paths': ['error', importBoundaries] },
    },
  ],
})

async function boundaryErrors(importer: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as planted from '${specifier}'\nexport { planted }\n`, {
    filePath: importer,
  })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((m) => m.message)
}

const plantings = [
  {
    zone: 'components/ never imports a feature',
    importer: 'web/src/components/planted.tsx',
    specifier: '../features/auth/session-context',
  },
  {
    zone: 'lib/ never imports a feature',
    importer: 'web/src/lib/planted.ts',
    specifier: '../features/foods/use-food-form',
  },
  {
    zone: 'foods never imports requests',
    importer: 'web/src/features/foods/planted.ts',
    specifier: '../requests/components/request-modal',
  },
  {
    zone: 'foods never imports auth',
    importer: 'web/src/features/foods/planted.ts',
    specifier: '../auth/session-context',
  },
  {
    zone: 'requests never imports foods',
    importer: 'web/src/features/requests/planted.ts',
    specifier: '../foods/use-food-form',
  },
  {
    zone: 'requests never imports auth',
    importer: 'web/src/features/requests/planted.ts',
    specifier: '../auth/session-context',
  },
  {
    zone: 'auth never imports foods',
    importer: 'web/src/features/auth/planted.ts',
    specifier: '../foods/use-food-form',
  },
  {
    zone: 'notifications never imports requests',
    importer: 'web/src/features/notifications/planted.ts',
    specifier: '../requests/api/move-request',
  },
  {
    zone: 'requests never imports notifications',
    importer: 'web/src/features/requests/planted.ts',
    specifier: '../notifications/api/get-notifications',
  },
  {
    zone: 'messages never imports foods',
    importer: 'web/src/features/messages/planted.ts',
    specifier: '../foods/api/upload-image',
  },
  {
    zone: 'requests never imports messages',
    importer: 'web/src/features/requests/planted.ts',
    specifier: '../messages/api/get-conversations',
  },
  {
    zone: 'the web never imports firebase-admin',
    importer: 'web/src/lib/planted.ts',
    specifier: 'firebase-admin',
  },
]

for (const { zone, importer, specifier } of plantings) {
  test(`ESLint reports a planted import that crosses the boundary: ${zone}`, async () => {
    expect(await boundaryErrors(importer, specifier)).toHaveLength(1)
  })
}

test('ESLint lets an allowed import through: app/ composes features', async () => {
  expect(await boundaryErrors('web/src/app/planted.tsx', '../features/auth/session-context')).toEqual([])
})

/**
 * Each import boundary of eslint.boundaries.js, proven by a planted violation: ESLint must report
 * it. The files named below are real; the planted importers are linted as text and never written.
 */
import { ESLint, type Linter } from 'eslint'
import importPlugin from 'eslint-plugin-import'
import tseslint from 'typescript-eslint'
import { expect, test } from 'vitest'
import { importBoundaries, packageBoundaries } from '../eslint.boundaries.js'

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
    ...packageBoundaries.map(({ files, patterns }) => ({
      files,
      rules: { 'no-restricted-imports': ['error', { patterns }] satisfies Linter.RuleEntry },
    })),
  ],
})

async function boundaryErrors(importer: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as planted from '${specifier}'\nexport { planted }\n`, {
    filePath: importer,
  })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths' || message.ruleId === 'no-restricted-imports')
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
    specifier: '../requests/api/send-request-move',
  },
  {
    zone: 'requests never imports notifications',
    importer: 'web/src/features/requests/planted.ts',
    specifier: '../notifications/api/get-notifications',
  },
  {
    zone: 'messages never imports foods',
    importer: 'web/src/features/messages/planted.ts',
    specifier: '../foods/api/upload-photo',
  },
  {
    zone: 'requests never imports messages',
    importer: 'web/src/features/requests/planted.ts',
    specifier: '../messages/api/get-conversations',
  },
  {
    zone: 'alerts never imports foods',
    importer: 'web/src/features/alerts/planted.ts',
    specifier: '../foods/components/pickup-point-field',
  },
  {
    zone: 'foods never imports alerts',
    importer: 'web/src/features/foods/planted.ts',
    specifier: '../alerts/api/alerts',
  },
  {
    zone: 'trust never imports requests',
    importer: 'web/src/features/trust/planted.ts',
    specifier: '../requests/api/get-requests',
  },
  {
    zone: 'the web never imports firebase-admin',
    importer: 'web/src/lib/planted.ts',
    specifier: 'firebase-admin',
  },
  {
    zone: 'domain/ never imports the store',
    importer: 'functions/src/domain/planted.ts',
    specifier: '../store/foods',
  },
  {
    zone: 'domain/ never imports a service',
    importer: 'functions/src/domain/planted.ts',
    specifier: '../services/requests',
  },
  {
    zone: 'domain/ never imports http/',
    importer: 'functions/src/domain/planted.ts',
    specifier: '../http/error-status',
  },
  {
    zone: 'domain/ never imports a route',
    importer: 'functions/src/domain/planted.ts',
    specifier: '../routes/requests',
  },
  {
    zone: 'domain/ never imports firebase-admin',
    importer: 'functions/src/domain/planted.ts',
    specifier: 'firebase-admin',
  },
  {
    zone: 'domain/ never imports a sender',
    importer: 'functions/src/domain/planted.ts',
    specifier: '../senders/push',
  },
  {
    zone: 'domain/ never imports a job',
    importer: 'functions/src/domain/planted.ts',
    specifier: '../jobs/run-due-jobs',
  },
  {
    zone: 'domain/ never imports express',
    importer: 'functions/src/domain/planted.ts',
    specifier: 'express',
  },
  {
    zone: 'the store never imports a service',
    importer: 'functions/src/store/planted.ts',
    specifier: '../services/foods',
  },
  {
    zone: 'the store never imports http/',
    importer: 'functions/src/store/planted.ts',
    specifier: '../http/error-status',
  },
  {
    zone: 'a service never imports http/',
    importer: 'functions/src/services/planted.ts',
    specifier: '../http/error-status',
  },
  {
    zone: "a service never imports firebase-admin's Firestore types",
    importer: 'functions/src/services/planted.ts',
    specifier: 'firebase-admin/firestore',
  },
  {
    zone: 'a service never imports firebase-admin',
    importer: 'functions/src/services/planted.ts',
    specifier: 'firebase-admin',
  },
  {
    zone: 'a service never imports @google-cloud/firestore',
    importer: 'functions/src/services/planted.ts',
    specifier: '@google-cloud/firestore',
  },
  {
    zone: 'a service never reads Firestore or its error codes',
    importer: 'functions/src/services/planted.ts',
    specifier: '../store/firebase',
  },
  {
    zone: 'a job never reads Firestore or its error codes',
    importer: 'functions/src/jobs/planted.ts',
    specifier: '../store/firebase',
  },
  {
    zone: 'a sender never reads Firestore or its error codes',
    importer: 'functions/src/senders/planted.ts',
    specifier: '../store/firebase',
  },
  {
    zone: 'the requests service never imports the foods service',
    importer: 'functions/src/services/requests.ts',
    specifier: './foods',
  },
  {
    zone: 'the near service never imports the foods service',
    importer: 'functions/src/services/near.ts',
    specifier: './foods',
  },
  {
    zone: 'a service still to come never imports an existing one',
    importer: 'functions/src/services/planted.ts',
    specifier: './requests',
  },
  {
    zone: 'the alerts service never imports the channels service',
    importer: 'functions/src/services/alerts.ts',
    specifier: './channels',
  },
  {
    zone: 'a route never imports the store',
    importer: 'functions/src/routes/requests.ts',
    specifier: '../store/requests',
  },
]

for (const { zone, importer, specifier } of plantings) {
  test(`ESLint reports a planted import that crosses the boundary: ${zone}`, async () => {
    expect(await boundaryErrors(importer, specifier)).toHaveLength(1)
  })
}

test("ESLint lets the server's allowed imports through: a service uses domain/ and the store, a route a service", async () => {
  expect(await boundaryErrors('functions/src/services/requests.ts', '../domain/request')).toEqual([])
  expect(await boundaryErrors('functions/src/services/requests.ts', '../store/requests')).toEqual([])
  expect(await boundaryErrors('functions/src/store/requests.ts', '../domain/request')).toEqual([])
  expect(await boundaryErrors('functions/src/routes/requests.ts', '../services/requests')).toEqual([])
  expect(await boundaryErrors('functions/src/services/images.ts', './slots')).toEqual([])
  expect(await boundaryErrors('functions/src/services/requests.race.int.test.ts', './foods')).toEqual([])
})

test('ESLint lets an allowed import through: app/ composes features', async () => {
  expect(await boundaryErrors('web/src/app/planted.tsx', '../features/auth/session-context')).toEqual([])
})

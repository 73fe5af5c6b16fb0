import { expect, test } from 'vitest'
import { assertNotProductionWithEmulators } from './runtime-guard'

test('refuses to start in production with an emulator variable set', () => {
  expect(() => assertNotProductionWithEmulators({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
    /FIREBASE_AUTH_EMULATOR_HOST/,
  )
  expect(() => assertNotProductionWithEmulators({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow(
    /FIRESTORE_EMULATOR_HOST/,
  )
  expect(() =>
    assertNotProductionWithEmulators({
      FIRESTORE_EMULATOR_HOST: 'x',
      FIREBASE_AUTH_EMULATOR_HOST: 'y',
      FUNCTIONS_EMULATOR: 'false',
    }),
  ).toThrow(/FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST/)
})

test('starts in production without emulator variables, and in the emulator with them', () => {
  expect(() => assertNotProductionWithEmulators({})).not.toThrow()
  expect(() => assertNotProductionWithEmulators({ FIREBASE_AUTH_EMULATOR_HOST: '' })).not.toThrow()
  expect(() =>
    assertNotProductionWithEmulators({
      FUNCTIONS_EMULATOR: 'true',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    }),
  ).not.toThrow()
})

import { expect, test } from 'vitest'
import main from './main.tsx?raw'
import sessionProvider from './features/auth/session-provider.tsx?raw'

const signedInKey = (source: string) => /const SIGNED_IN_KEY = '([^']+)'/.exec(source)?.[1]

test('main.tsx knows a signed-in browser by the very mark the session provider keeps', () => {
  expect(signedInKey(sessionProvider)).toBeDefined()
  expect(signedInKey(main)).toBe(signedInKey(sessionProvider))
})

import { expect, test } from 'vitest'
import main from './main.tsx?raw'
import sessionProvider from './features/auth/session-provider.tsx?raw'
import router from './app/router.tsx?raw'
import { API_PREFIX, apiPaths } from '@shared/api-paths'

const signedInKey = (source: string) => /const SIGNED_IN_KEY = '([^']+)'/.exec(source)?.[1]

test('main.tsx knows a signed-in browser by the very mark the session provider keeps', () => {
  expect(signedInKey(sessionProvider)).toBeDefined()
  expect(signedInKey(main)).toBe(signedInKey(sessionProvider))
})

test('main.tsx preloads a food where the details screen is and as the screen asks for it', () => {
  expect(router).toContain(`{ path: '/details/:id', screen: lazyScreen(() => import('./routes/details'))`)
  expect(main).toContain(String.raw`const DETAILS_PATH = /^\/details\/([\w-]+)$/`)
  expect(main).toContain(`const FOOD_API = '${API_PREFIX}${apiPaths.food('')}'`)
})

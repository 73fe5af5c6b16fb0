import { expect, test } from 'vitest'
import main from './main.tsx?raw'
import viteConfig from '../vite.config.ts?raw'
import sessionProvider from './features/auth/session-provider.tsx?raw'
import router from './app/router.tsx?raw'
import homeRoute from './app/routes/home.tsx?raw'
import { paths } from './config/paths'
import { API_PREFIX, apiPaths } from '@shared/api-paths'
import { renderedPages } from '@shared/rendered-pages'

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

test("main.tsx moves in the pre-rendered pages' inert preloads by the names the build gives them", () => {
  const id = (source: string) => /const INERT_PRELOADS_ID = '([^']+)'/.exec(source)?.[1]
  expect(id(main)).toBeDefined()
  expect(id(main)).toBe(id(viteConfig))
  // Each screen the function draws, by the name main.tsx picks its preloads with.
  expect(viteConfig).toContain(
    `const DRAWN_SCREENS = { 'all-food': '/src/app/routes/all-food.tsx', details: '/src/app/routes/details.tsx' }`,
  )
  // The home's lazy parts (app/routes/home.tsx), by the name main.tsx gives the home.
  expect(viteConfig).toContain(
    `home: ['/src/app/home/home-foods.tsx', '/src/app/home/impact-strip.tsx', '/src/app/query-client.ts'],`,
  )
  expect(homeRoute).toContain(`import('../home/home-foods')`)
  expect(homeRoute).toContain(`import('../home/impact-strip')`)
  expect(main).toContain(`const HOME_PATH = '${paths.home}'`)
  expect(main).toContain(`if (location.pathname === HOME_PATH) return 'home'`)
  expect(main).toContain(`const ALL_FOOD_PATH = '${renderedPages.allFood}'`)
  expect(main).toContain(`if (location.pathname === ALL_FOOD_PATH) return 'all-food'`)
  expect(main).toContain(`return DETAILS_PATH.test(location.pathname) ? 'details' : undefined`)
})

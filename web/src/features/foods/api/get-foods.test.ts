import { http } from 'msw'
import { expect, test } from 'vitest'
import { apiPaths } from '@shared/api-paths'
import main from '../../../main.tsx?raw'
import { apiUrl, pageAnswer, server } from '../../../test/msw'
import { allFoodListParams, getFoodsPage } from './get-foods'

test("/allfood's first page is the very call main.tsx preloads, so the browser answers it from the preload", async () => {
  let asked: string | undefined
  server.use(
    http.get(apiUrl(apiPaths.foods), ({ request }) => {
      const url = new URL(request.url)
      asked = `${url.pathname}${url.search}`
      return pageAnswer([], { total: 0 })
    }),
  )
  await getFoodsPage(allFoodListParams, undefined)

  const preloaded = /const ALL_FOOD_FIRST_PAGE = '([^']+)'/.exec(main)?.[1]
  expect(asked).toBeDefined()
  expect(preloaded).toBe(asked)
})

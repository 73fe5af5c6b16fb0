import { http } from 'msw'
import { expect, test } from 'vitest'
import { PAGE_SIZE } from '@shared/constants'
import { buildPublicFood } from '../../../test/builders'
import { apiUrl, pageAnswer, server } from '../../../test/msw'
import { fetchNewestFoods } from './fetch-newest-foods'

test('home asks for one bounded page of the newest foods, whatever the total (docs/decisions/home-shows-newest-page.md)', async () => {
  let asked: string | undefined
  const foods = [buildPublicFood(), buildPublicFood()]
  server.use(
    http.get(apiUrl('/allfoods'), ({ request }) => {
      asked = new URL(request.url).search
      return pageAnswer(foods, { total: 10_000, next: 'more' })
    }),
  )
  await expect(fetchNewestFoods()).resolves.toEqual(foods)
  expect(asked).toBe(`?limit=${PAGE_SIZE}`)
})

/** Diet and allergen tags (docs/product.md, Foods): stored from the fixed list, shown, and filtered with AND. */
import { expect, test } from 'vitest'
import { DIET_TAGS } from '../shared/diet-tags'
import { foodBody, publicFoodList } from '../shared/responses'
import { buildFood, postFood, uniqueWord } from '../test/builders'
import { get, post, put } from '../test/http'
import { expectBody, expectError } from '../test/responses'
import { storedFoodsOf } from '../test/stored'
import { bearer, signUpUser } from '../test/users'

test('GET /foods?tags=vegan,halal answers only the foods carrying both, paged, with the true total', async () => {
  const donor = await signUpUser()
  const word = uniqueWord()
  const named = (tags: string[]) => buildFood({ foodName: `Tagged ${word} ${tags.join(' ')}`, tags })
  const both = await postFood(bearer(donor), named(['vegan', 'halal', 'contains-nuts']))
  const bothAgain = await postFood(bearer(donor), named(['halal', 'vegan']))
  const veganOnly = await postFood(bearer(donor), named(['vegan']))
  const halalOnly = await postFood(bearer(donor), named(['halal']))
  await postFood(bearer(donor), named([]))

  const searched = await get(`/food?searchParams=tagged+${word}&tags=vegan,halal&limit=1`)
  const firstPage = expectBody(searched, 200, publicFoodList)
  expect(searched.headers['x-total-count']).toBe('2')
  const next = /<\/api([^>]+)>; rel="next"/.exec(String(searched.headers.link))?.[1] ?? ''
  expect(next).toContain('tags=vegan%2Chalal')
  const secondPage = expectBody(await get(next), 200, publicFoodList)
  expect([...firstPage, ...secondPage].map((food) => food._id)).toEqual([bothAgain, both])
  expect(firstPage[0]?.tags).toEqual(['halal', 'vegan'])

  const everyone = expectBody(await get('/foods?tags=halal,vegan&limit=50'), 200, publicFoodList)
  expect(everyone.every((food) => food.tags.includes('vegan') && food.tags.includes('halal'))).toBe(true)
  const ids = everyone.map((food) => food._id)
  expect(ids).toEqual(expect.arrayContaining([both, bothAgain]))
  expect(ids).not.toContain(veganOnly)
  expect(ids).not.toContain(halalOnly)
  const vegan = await get(`/food?searchParams=tagged+${word}&tags=vegan`)
  expect(vegan.headers['x-total-count']).toBe('3')
})

test('tags come from the fixed list only (400, nothing stored), and an edit replaces them', async () => {
  const donor = await signUpUser()
  for (const tags of [['keto'], 'vegan', ['vegan', 7], ['Vegan']]) {
    const refused = await post('/addfoods', { as: bearer(donor), body: buildFood({ tags }) })
    expect(expectError(refused, 400).fields?.tags).toBeDefined()
  }
  expect(await storedFoodsOf(donor.uid)).toEqual([])

  const food = buildFood({ tags: [...DIET_TAGS, 'vegan'] })
  const id = await postFood(bearer(donor), food)
  const shown = expectBody(await get(`/food/${id}`, { as: bearer(donor) }), 200, foodBody)
  expect(shown.tags).toEqual([...DIET_TAGS])

  expect((await put(`/update/${id}`, { as: bearer(donor), body: { ...food, tags: ['halal'] } })).status).toBe(200)
  expect(expectBody(await get(`/food/${id}`, { as: bearer(donor) }), 200, foodBody).tags).toEqual(['halal'])
  const stillVegan = expectBody(
    await get(`/food?searchParams=${encodeURIComponent(food.foodName)}&tags=vegan`),
    200,
    publicFoodList,
  )
  expect(stillVegan).toEqual([])
})

test('an unknown tag in the filter is a 400 naming tags', async () => {
  for (const query of ['tags=keto', 'tags=vegan,,keto', `tags=${'vegan,'.repeat(50)}`]) {
    expect(expectError(await get(`/foods?${query}`), 400).fields?.tags).toBeDefined()
  }
  expect((await get('/foods?tags=&limit=1')).status).toBe(200)
})

import { expect, test } from 'vitest'
import { slots } from './slots'

test('no more than the slots run at once, each answers its own result, and a failure frees its slot', async () => {
  const inSlot = slots(2)
  let running = 0
  let most = 0
  const task = (value: number) =>
    inSlot(async () => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running--
      if (value === 3) throw new Error('three fails')
      return value * 10
    })

  const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(task))

  expect(most).toBe(2)
  expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed'))).toEqual([
    10,
    20,
    'failed',
    40,
    50,
    60,
  ])
  // Every slot came back: two more run side by side at once.
  const before = Date.now()
  await Promise.all([task(7), task(8)])
  expect(most).toBe(2)
  expect(Date.now() - before).toBeLessThan(200)
})

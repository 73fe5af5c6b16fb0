import { expect, test } from 'vitest'
import { createApp } from '../app'
import { apiPaths } from '../shared/api-paths'
import { renderedPages } from '../shared/rendered-pages'

/** The part of Express's router this test reads: each mounted router's routes. */
interface Layer {
  route?: { path: string }
  handle?: { stack?: Layer[] }
}

/** `:id`, `:foodId`… are one and the same to a path's shape. */
const shape = (path: string) => path.replace(/:\w+/g, ':param')

function servedPaths(): string[] {
  const { router } = createApp() as unknown as { router: { stack: Layer[] } }
  return router.stack.flatMap((layer) =>
    (layer.handle?.stack ?? []).flatMap((inner) => (inner.route ? [shape(inner.route.path)] : [])),
  )
}

/** The API's paths, and the pages the function renders (outside /api). */
function listedPaths(): string[] {
  return [
    ...Object.values(apiPaths).map((path) =>
      shape(typeof path === 'function' ? decodeURIComponent(path(':id')) : path),
    ),
    ...Object.values(renderedPages).map(shape),
  ]
}

test('the server serves every path shared/api-paths.ts and shared/rendered-pages.ts list, and lists every path it serves', () => {
  expect(new Set(servedPaths())).toEqual(new Set(listedPaths()))
  expect(servedPaths().length).toBeGreaterThan(15)
})

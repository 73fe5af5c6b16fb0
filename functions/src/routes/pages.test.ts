import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { PAGE_HEADERS } from './pages'
import { renderedPages } from '../shared/rendered-pages'
import { paths } from '../../../web/src/config/paths'

interface HostingConfig {
  hosting: {
    rewrites: { source: string; function?: { functionId: string } }[]
    headers: { source: string; headers: { key: string; value: string }[] }[]
  }
}

const firebaseJson = JSON.parse(readFileSync(join(__dirname, '../../../firebase.json'), 'utf8')) as HostingConfig

test('a page the function renders carries the headers Hosting gives every page it serves itself', () => {
  const everyPage = firebaseJson.hosting.headers.find((rule) => rule.source === '**')
  const hostingHeaders = Object.fromEntries(everyPage?.headers.map(({ key, value }) => [key, value]) ?? [])

  expect(PAGE_HEADERS).toEqual(hostingHeaders)
})

test('Hosting sends each rendered page to the function, ahead of the app shell', () => {
  const rewrites = firebaseJson.hosting.rewrites.map(({ source, function: target }) => ({
    source,
    functionId: target?.functionId,
  }))
  const shell = rewrites.findIndex(({ source }) => source === '**')
  for (const path of Object.values(renderedPages)) {
    // Hosting's globs write Express's `:id` as `*`.
    const source = path.replace(/:\w+/g, '*')
    const index = rewrites.findIndex((rewrite) => rewrite.source === source)
    expect(rewrites[index]).toEqual({ source, functionId: 'api' })
    expect(index).toBeLessThan(shell)
  }
})

test('the pages the function renders are the web app’s own', () => {
  expect(renderedPages.allFood).toBe(paths.allFood)
  expect(paths.details('a-food')).toBe(renderedPages.details.replace(':id', 'a-food'))
})

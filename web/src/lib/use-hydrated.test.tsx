import { act, render, screen } from '@testing-library/react'
import { startTransition, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { AdoptedSuspense, AdoptingPrerenderedHtml, useHydrated, useSettled } from './use-hydrated'

function Phase() {
  return <p>{`hydrated ${String(useHydrated())}, settled ${String(useSettled())}`}</p>
}

test('outside a pre-rendered page every render is hydrated and settled', () => {
  render(<Phase />)
  expect(screen.getByText('hydrated true, settled true')).toBeInTheDocument()
})

test('a pre-rendered page is drawn as the server drew it, then hydrated, then settled once the browser is idle', async () => {
  const tree = (
    <AdoptingPrerenderedHtml>
      <Phase />
    </AdoptingPrerenderedHtml>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(tree)
  document.body.append(container)
  expect(container.textContent).toBe('hydrated false, settled false')
  act(() => {
    hydrateRoot(container, tree)
  })
  expect(await screen.findByText('hydrated true, settled true')).toBeInTheDocument()
  container.remove()
})

test('once hydrated, what an AdoptedSuspense drew has been adopted too: a change outside React made then cannot reach its hydration', async () => {
  // A value read outside React's state, as the texts read the current language.
  let language = 'en'
  const drawnIn: string[] = []
  function Word() {
    drawnIn.push(language)
    return <span>{language === 'en' ? 'Available' : 'Verfügbar'}</span>
  }
  function SwitchOnceHydrated() {
    const hydrated = useHydrated()
    useEffect(() => {
      if (hydrated) language = 'de'
    }, [hydrated])
    return null
  }
  const tree = (
    <AdoptingPrerenderedHtml>
      <AdoptedSuspense fallback="Loading...">
        <Word />
      </AdoptedSuspense>
      <SwitchOnceHydrated />
    </AdoptingPrerenderedHtml>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(tree)
  document.body.append(container)
  drawnIn.length = 0
  const mismatches: unknown[] = []
  // As start.tsx hydrates: in a transition, so React adopts the boundary in a later render.
  startTransition(() => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) })
  })
  await vi.waitFor(() => {
    expect(language).toBe('de')
    expect(drawnIn.length).toBeGreaterThan(0)
  })
  expect(drawnIn[0], 'the boundary adopted in the language it was drawn in').toBe('en')
  expect(mismatches).toEqual([])
  expect(container.textContent).toBe('Available')
  container.remove()
})

import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { AdoptingPrerenderedHtml, useHydrated, useSettled } from './use-hydrated'

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

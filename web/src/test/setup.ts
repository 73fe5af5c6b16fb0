import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { focusManager, onlineManager } from '@tanstack/react-query'
import Swal from 'sweetalert2'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { server } from './msw'
import { resetViewport, staticMediaQueryList } from './viewport'

// A lazily loaded route's first render may take over a second on a busy 2-core machine: findBy*
// waits up to 5 s for what a person would see, instead of failing at 1 s.
configure({ asyncUtilTimeout: 5000 })

// Any request without a handler fails the test: the network is stubbed at the fetch boundary only.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  // sweetalert2 lives outside React's tree: close what a test left open, timers included.
  Swal.close()
  cleanup()
  server.resetHandlers()
  vi.useRealTimers()
  vi.restoreAllMocks()
  resetViewport()
  // The test files share one module graph (isolate: false in vitest.config.ts), TanStack Query's
  // managers included: a test that went offline or lost focus must not leave the next file so.
  onlineManager.setOnline(navigator.onLine)
  focusManager.setFocused(undefined)
})
afterAll(async () => {
  server.close()
  // A closed sweetalert2 dialog gives focus back 100 ms later; let that run while the DOM still
  // exists, or it throws "HTMLElement is not defined" into the file's teardown.
  await new Promise((resolve) => setTimeout(resolve, 250))
})

// Media queries asked from script answer "no" unless a test picks a width (setViewportWidth), as
// the tests were written for; happy-dom's own matchMedia would answer for its 1024 px window.
window.matchMedia = (query: string) => staticMediaQueryList(query, false)
// MUI and Swiper ask for this.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true })
}
window.scrollTo = () => undefined

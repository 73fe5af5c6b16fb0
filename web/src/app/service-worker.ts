/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register'
import { toasts } from '../lib/toasts'
import { pwaText } from '../texts/pwa'

/** A tab left open for days learns of a new version this often (browsers check on navigations only). */
const UPDATE_CHECK_MS = 60 * 60 * 1000

/**
 * Registers the service worker that web/vite.config.ts builds (docs/decisions/pwa.md), once the
 * page has loaded. A new version waits until the person chooses 'Reload to update'.
 */
export function registerServiceWorker(): void {
  const reloadToUpdate = registerSW({
    onNeedRefresh() {
      toasts.choice(pwaText.updateReady, { label: pwaText.reloadToUpdate, onClick: () => void reloadToUpdate() })
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return
      setInterval(() => {
        if (navigator.onLine) void registration.update()
      }, UPDATE_CHECK_MS)
    },
    onRegisterError(error: unknown) {
      console.error('The service worker did not register: the app will not work offline.', error)
    },
  })
}

/* global self -- a service worker script: `self` is its global scope */
/**
 * Web push in the service worker (docs/decisions/channels.md): imported by the generated sw.js
 * (web/vite.config.ts `importScripts`). A push carries `{ kind, title, body, url }` and shows as a
 * notification in the person's words; a click opens `url` in the app, in an open tab when there
 * is one, else in a new window. It handles no fetch: the worker still never answers /api.
 */
self.addEventListener('push', (event) => {
  let message = { title: 'FoodShare', body: '', url: '/' }
  try {
    message = { ...message, ...event.data.json() }
  } catch {
    // A push without JSON still shows, with the app's name.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: `${message.kind ?? 'event'}:${message.url}`,
      data: { url: message.url },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin)
  // Only the app's own pages: a push never opens another site.
  const url = target.origin === self.location.origin ? target.href : self.location.origin
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (!open) return self.clients.openWindow(url)
      // navigate() rejects for a tab this worker does not control (one opened before it was
      // installed, or after a hard reload): open the page in a new one then.
      return open
        .focus()
        .then((focused) => focused.navigate(url))
        .catch(() => self.clients.openWindow(url))
    }),
  )
})

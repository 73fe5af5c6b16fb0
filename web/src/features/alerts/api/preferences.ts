import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@shared/api-paths'
import type { PreferencesInput } from '@shared/channels'
import { credentialedApi, preferencesBody, pushKeyBody, successResult } from '../../../lib/api-client'

export const preferencesKey = ['preferences'] as const

export const preferencesQuery = (uid: string) =>
  queryOptions({
    queryKey: [...preferencesKey, uid],
    queryFn: ({ signal }) => credentialedApi(apiPaths.preferences, { schema: preferencesBody, signal }),
  })

export function sendPreferences(input: PreferencesInput) {
  return credentialedApi(apiPaths.preferences, { method: 'PUT', body: input, schema: preferencesBody })
}

export function useSavePreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendPreferences,
    onSuccess: (saved) => {
      queryClient.setQueriesData({ queryKey: preferencesKey }, saved)
    },
  })
}

export type PushResult = 'on' | 'refused' | 'unsupported' | 'unavailable'

/**
 * `serviceWorker.ready` waits for ever when no worker is active (the app's worker failed to
 * install, a private window that keeps none): past this, push is unavailable here.
 */
export const SERVICE_WORKER_WAIT_MS = 10_000

function activeWorker(): Promise<ServiceWorkerRegistration | undefined> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), SERVICE_WORKER_WAIT_MS)),
  ])
}

/**
 * Asks the browser's permission (only ever from a button press), subscribes with the server's
 * VAPID key, and hands the subscription to the server.
 */
export async function sendPushSubscription(): Promise<PushResult> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported'
  }
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return 'refused'
  const { publicKey } = await credentialedApi(apiPaths.pushKey, { schema: pushKeyBody })
  const registration = await activeWorker()
  if (!registration) return 'unavailable'
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  })
  await credentialedApi(apiPaths.pushSubscriptions, {
    method: 'POST',
    body: subscription.toJSON(),
    schema: successResult,
  })
  return 'on'
}

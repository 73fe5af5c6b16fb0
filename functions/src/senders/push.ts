/**
 * Web Push (RFC 8030) with message encryption (RFC 8291) and VAPID (RFC 8292), by `web-push`.
 * Its `sendNotification` speaks https only; a loopback http endpoint (a test's own push service,
 * allowed under the emulators alone) gets the very request the library builds, sent by fetch.
 */
import webpush, { WebPushError } from 'web-push'
import type { ChannelConfig } from './config'

export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

export interface PushPayload {
  kind: string
  title: string
  body: string
  url: string
}

/** `gone`: the push service says the subscription no longer exists (404, 410). */
export type PushOutcome = 'sent' | 'gone' | 'failed'

const TTL_SECONDS = 24 * 60 * 60
const TIMEOUT_MS = 10_000

function outcomeOf(status: number): PushOutcome {
  if (status === 404 || status === 410) return 'gone'
  return status >= 200 && status < 300 ? 'sent' : 'failed'
}

export async function sendPush(target: PushTarget, payload: PushPayload, config: ChannelConfig): Promise<PushOutcome> {
  const subscription = { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }
  const options = { vapidDetails: config.vapid, TTL: TTL_SECONDS, timeout: TIMEOUT_MS }
  const body = JSON.stringify(payload)
  if (new URL(target.endpoint).protocol === 'http:') {
    const request = webpush.generateRequestDetails(subscription, body, options)
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      return outcomeOf(response.status)
    } catch {
      return 'failed'
    }
  }
  try {
    const result = await webpush.sendNotification(subscription, body, options)
    return outcomeOf(result.statusCode)
  } catch (error) {
    if (error instanceof WebPushError) return outcomeOf(error.statusCode)
    return 'failed'
  }
}

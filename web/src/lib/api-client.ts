import { API_PREFIX } from '@shared/api-paths'
import type { ApiErrorBody } from '@shared/food'

/** A failed API call: the status and the server's own message (and per-field reasons on 400). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface ApiInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string'
}

/** Called on 401/403 from the credentialed client; the session feature registers it. */
let onUnauthorized: (() => void) | undefined
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  onUnauthorized = handler
}

async function request<T>(path: string, init: ApiInit, credentialed: boolean): Promise<T> {
  const method = init.method ?? 'GET'
  let response: Response
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method,
      credentials: credentialed ? 'include' : 'same-origin',
      // Every write is JSON: the server refuses anything else (CSRF defence).
      headers: { ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? (method === 'GET' ? undefined : '{}') : JSON.stringify(init.body),
      signal: init.signal,
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError(0, 'Network error: check your connection and try again.')
  }
  const text = await response.text()
  let data: unknown = undefined
  if (text) {
    try {
      data = JSON.parse(text)
    } catch {
      data = undefined
    }
  }
  if (!response.ok) {
    if (credentialed && (response.status === 401 || response.status === 403)) onUnauthorized?.()
    const message = isErrorBody(data) ? data.error : `Request failed (${response.status})`
    throw new ApiError(response.status, message, isErrorBody(data) ? data.fields : undefined)
  }
  return data as T
}

/** Public calls (food lists and search). */
export function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  return request<T>(path, init, false)
}

/** Calls that need the session cookie; a 401 or 403 signs the user out and goes to /login (spec §4). */
export function credentialedApi<T>(path: string, init: ApiInit = {}): Promise<T> {
  return request<T>(path, init, true)
}

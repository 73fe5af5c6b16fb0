// First: zod must be jitless before the shared answer schemas below build theirs (see the file).
import './zod-jitless'
import { API_PREFIX } from '@shared/api-paths'
import { safeParse, type ZodMiniType } from 'zod/mini'
import { errorBody } from '@shared/responses'
import type { ApiAnswer } from '@shared/rendered-pages'
import { clientErrorText } from '../texts/api-errors'
import { NOT_SENT, SOMETHING_WENT_WRONG } from '../texts/errors'
import { localizedError } from './localized-error'

/**
 * The API's answer schemas and types. Import them from here, not @shared, so zod is jitless
 * before they are built and the CSP never sees its probe.
 */
export * from '@shared/responses'

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

/** One of the answer schemas below (each answer has its own). */
export type ResponseSchema<T> = ZodMiniType<T>

export interface ApiInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** `no-cache` revalidates a kept answer with its ETag, so an unchanged poll costs a 304. */
  cache?: RequestCache
}

/** Called on 401 from the credentialed client; the session layer registers it. */
let onUnauthorized: (() => void) | undefined
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  onUnauthorized = handler
}

interface Answer {
  data: unknown
  headers: Headers
}

async function send(path: string, init: ApiInit, credentialed: boolean): Promise<Answer> {
  const method = init.method ?? 'GET'
  const hasBody = init.body !== undefined
  let response: Response
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method,
      credentials: credentialed ? 'include' : 'same-origin',
      // A body is always JSON (the server refuses other types); a body-less DELETE or POST sends none.
      headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
      body: hasBody ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
      ...(init.cache ? { cache: init.cache } : {}),
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw networkFailure()
  }
  const data = jsonOf(await response.text())
  if (!response.ok) throw apiFailure(response.status, data, credentialed)
  return { data, headers: response.headers }
}

export function networkFailure(): ApiError {
  return new ApiError(0, NOT_SENT)
}

/** Whether nothing reached the server (no network), as opposed to a refusal it answered. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0
}

/** An answer's body as JSON, or undefined when it is empty or not JSON. */
export function jsonOf(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** A failed answer as the error to throw, for every way of calling the API (the photo upload uses XHR). */
export function apiFailure(status: number, data: unknown, credentialed: boolean): ApiError {
  // Only a rejected session ends it (docs/product.md, Accounts and sessions); a 403 is "not allowed for you" and keeps it.
  if (credentialed && status === 401) onUnauthorized?.()
  const parsed = safeParse(errorBody, data)
  if (!parsed.success) return new ApiError(status, clientErrorText.requestFailed(status))
  const { message, fields } = localizedError(parsed.data)
  return new ApiError(status, message, fields)
}

/** The answer as its schema says, or 'Something went wrong' for the person and the details in the console. */
export function parseAnswer<T>(path: string, schema: ResponseSchema<T>, data: unknown): T {
  const parsed = safeParse(schema, data)
  if (parsed.success) return parsed.data
  console.error(`Unexpected answer from ${API_PREFIX}${path}`, parsed.error.issues)
  throw new ApiError(0, SOMETHING_WENT_WRONG)
}

/** One page of a list call: its items, how many match in all, and the cursor of the next page. */
export interface ListPage<T> {
  items: T[]
  total: number
  next: string | undefined
}

/** The `cursor` of the `Link: <…>; rel="next"` URL (RFC 8288), if there is a next page. */
export function nextCursorOf(link: string | null): string | undefined {
  return linkParamOf(link, 'next', 'cursor')
}

/** One query parameter of the `Link` URL of relation `rel` (`next`, or `prev` for a conversation's older messages). */
export function linkParamOf(link: string | null, rel: string, param: string): string | undefined {
  if (!link) return undefined
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;(.*)/.exec(part)
    if (!match?.[1] || !new RegExp(`\\brel="?${rel}"?`).test(match[2] ?? '')) continue
    return new URL(match[1], 'http://link.invalid').searchParams.get(param) ?? undefined
  }
  return undefined
}

/**
 * A list call's page from an answer the server gave before the app asked (in a page it rendered,
 * app/server-answer.ts): read exactly as if the app had fetched it.
 */
export function pageOfAnswer<T>(path: string, schema: ResponseSchema<T[]>, answer: ApiAnswer): ListPage<T> {
  return listPageOf(path, schema, { data: answer.body, headers: new Headers(answer.headers) })
}

function listPageOf<T>(path: string, schema: ResponseSchema<T[]>, { data, headers }: Answer): ListPage<T> {
  const items = parseAnswer(path, schema, data)
  const totalHeader = headers.get('X-Total-Count')
  // A server that does not page (no X-Total-Count) sent the whole list.
  const total = totalHeader === null ? items.length : Number(totalHeader)
  if (!Number.isSafeInteger(total) || total < 0) {
    console.error(`Unexpected X-Total-Count from ${API_PREFIX}${path}: ${totalHeader}`)
    throw new ApiError(0, SOMETHING_WENT_WRONG)
  }
  return { items, total, next: nextCursorOf(headers.get('Link')) }
}

type WithSchema<T> = ApiInit & { schema: ResponseSchema<T> }

/** Public calls (food lists and search). Give the answer's schema to get it typed. */
export function api(path: string, init?: ApiInit): Promise<unknown>
export function api<T>(path: string, init: WithSchema<T>): Promise<T>
export async function api<T>(path: string, init: ApiInit & { schema?: ResponseSchema<T> } = {}): Promise<unknown> {
  const { data } = await send(path, init, false)
  return init.schema ? parseAnswer(path, init.schema, data) : data
}

/** Calls that need the session cookie; a 401 signs the user out and goes to /login (docs/product.md, Accounts and sessions). */
export function credentialedApi(path: string, init?: ApiInit): Promise<unknown>
export function credentialedApi<T>(path: string, init: WithSchema<T>): Promise<T>
export async function credentialedApi<T>(
  path: string,
  init: ApiInit & { schema?: ResponseSchema<T> } = {},
): Promise<unknown> {
  const { data } = await send(path, init, true)
  return init.schema ? parseAnswer(path, init.schema, data) : data
}

/** A call that needs the session cookie and whose headers matter too (a conversation's `X-Read-Up-To`). */
export async function credentialedApiAnswer<T>(
  path: string,
  init: WithSchema<T>,
): Promise<{ data: T; headers: Headers }> {
  const { data, headers } = await send(path, init, true)
  return { data: parseAnswer(path, init.schema, data), headers }
}

/** One page of a public list call (`limit` and `cursor` already in `path`). */
export async function apiPage<T>(path: string, init: WithSchema<T[]>): Promise<ListPage<T>> {
  return listPageOf(path, init.schema, await send(path, init, false))
}

/** One page of a list call that needs the session cookie. */
export async function credentialedApiPage<T>(path: string, init: WithSchema<T[]>): Promise<ListPage<T>> {
  return listPageOf(path, init.schema, await send(path, init, true))
}

/** `path?query` with the page's `limit` and, after the first page, its `cursor`. */
export function pagePath(path: string, query: Record<string, string>, limit: number, cursor?: string): string {
  const params = new URLSearchParams({ ...query, limit: String(limit) })
  if (cursor) params.set('cursor', cursor)
  return `${path}?${params.toString()}`
}

/**
 * A small HTTP client for the integration tests. It speaks node:http, not fetch, so a test can
 * send what a browser never would: a raw path with `..` or `%2F` left as typed, any Origin, any
 * Content-Type, a body that is not JSON.
 */
import http from 'node:http'
import { API_PREFIX } from '../shared/api-paths'

/** Hosting's port: every call goes through its `/api/**` rewrite, as the browser's do. */
export const HOSTING_ORIGIN = 'http://127.0.0.1:5000'

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export type Credentials = { cookie: string } | { token: string } | undefined

export interface CallOptions {
  /** Sent as JSON; for writes the default is `{}`, as the web client sends. */
  body?: unknown
  /** Sent as is instead of `body` (malformed JSON, oversized payloads). */
  raw?: string | Buffer
  /** No body and no Content-Type, as `fetch(url, { method: 'DELETE' })` sends. */
  bodyless?: boolean
  as?: Credentials
  headers?: Record<string, string>
  /** Another server than Hosting, e.g. an in-process `createApp()`. */
  origin?: string
}

export interface ApiResponse {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  /** The parsed JSON body, or undefined when the body is not JSON. */
  body: unknown
}

/** The routes that end in a document id, each with the user entitled to call it. */
export function idRoutes<User>(donor: User, requester: User) {
  return [
    ['GET', '/food/', donor],
    ['PUT', '/update/', donor],
    ['DELETE', '/delete/', donor],
    ['DELETE', '/deletereq/', requester],
  ] as const
}

/** Calls `API_PREFIX + path`; `path` goes on the wire exactly as given. */
export function call(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse> {
  const target = new URL(options.origin ?? HOSTING_ORIGIN)
  const headers: Record<string, string> = {}
  let payload: Buffer | undefined
  if (options.bodyless) {
    payload = undefined
  } else if (WRITES.has(method)) {
    headers['content-type'] = 'application/json'
    payload = Buffer.from(options.raw ?? JSON.stringify(options.body ?? {}))
  } else if (options.raw !== undefined) {
    payload = Buffer.from(options.raw)
  }
  if (options.as && 'cookie' in options.as) headers.cookie = options.as.cookie
  if (options.as && 'token' in options.as) headers.authorization = `Bearer ${options.as.token}`
  Object.assign(headers, lowerCaseKeys(options.headers ?? {}))
  if (payload) headers['content-length'] = String(payload.length)

  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: target.hostname, port: target.port, method, path: `${API_PREFIX}${path}`, headers, agent },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            body: parseJson(text, response.headers),
          })
        })
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
}

function parseJson(text: string, headers: http.IncomingHttpHeaders): unknown {
  if (!headers['content-type']?.includes('application/json')) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

export const get = (path: string, options?: CallOptions) => call('GET', path, options)
export const post = (path: string, options?: CallOptions) => call('POST', path, options)
export const put = (path: string, options?: CallOptions) => call('PUT', path, options)
export const patch = (path: string, options?: CallOptions) => call('PATCH', path, options)
export const del = (path: string, options?: CallOptions) => call('DELETE', path, options)

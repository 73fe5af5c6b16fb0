/** A Content-Security-Policy header as directive → sources. */
export type Csp = Map<string, string[]>

export function parseCsp(header: string): Csp {
  const csp: Csp = new Map()
  for (const part of header.split(';')) {
    const [directive, ...sources] = part.trim().split(/\s+/)
    if (directive) csp.set(directive.toLowerCase(), sources)
  }
  return csp
}

/** CSP3 fallbacks: script-src-elem → script-src → default-src; frame-src → child-src → default-src. */
const FALLBACKS: Record<string, string[]> = {
  'script-src-elem': ['script-src-elem', 'script-src', 'default-src'],
  'frame-src': ['frame-src', 'child-src', 'default-src'],
  'connect-src': ['connect-src', 'default-src'],
}

function sourceMatches(source: string, url: URL, selfOrigin: string): boolean {
  if (source === "'self'") return url.origin === selfOrigin
  if (source === '*') return url.protocol === 'http:' || url.protocol === 'https:'
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return url.protocol === source.toLowerCase()
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?(\/.*)?$/i.exec(source)
  if (!match) return false
  const [, scheme, wildcard, host = '', port, path] = match
  if (scheme && `${scheme.toLowerCase()}:` !== url.protocol) return false
  const hostOk = wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host.toLowerCase()
  const defaultPort = url.protocol === 'https:' ? '443' : '80'
  const portOk = port === '*' || (port ?? defaultPort) === (url.port || defaultPort)
  const pathOk = !path || (path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path)
  return hostOk && portOk && pathOk
}

/** Whether the policy lets a page of `selfOrigin` load `url` for `directive`. */
export function cspAllows(csp: Csp, directive: keyof typeof FALLBACKS, url: string, selfOrigin: string): boolean {
  const chain = FALLBACKS[directive] ?? [directive]
  const effective = chain.find((name) => csp.has(name))
  if (!effective) return true
  const sources = csp.get(effective) ?? []
  return sources.some((source) => sourceMatches(source, new URL(url), selfOrigin))
}

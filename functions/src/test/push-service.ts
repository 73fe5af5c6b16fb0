/**
 * A push service of the test's own on loopback (allowed under the emulators only), and a browser's
 * side of a subscription: an ECDH P-256 key pair and an auth secret. It checks what a real push
 * service checks (the VAPID JWT, RFC 8292) and decrypts what only the browser can (RFC 8291,
 * aes128gcm of RFC 8188), with node:crypto alone.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedPush {
  authorization: string
  contentEncoding: string
  ttl: string
  body: Buffer
}

export interface PushService {
  endpoint: string
  received: ReceivedPush[]
  /** What it answers next: 201 by default, 410 once the subscription is gone. */
  answer: number
  close(): Promise<void>
}

export async function startPushService(): Promise<PushService> {
  const service: Omit<PushService, 'endpoint' | 'close'> = { received: [], answer: 201 }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      service.received.push({
        authorization: req.headers.authorization ?? '',
        contentEncoding: String(req.headers['content-encoding'] ?? ''),
        ttl: String(req.headers.ttl ?? ''),
        body: Buffer.concat(chunks),
      })
      res.writeHead(service.answer).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(service, {
    endpoint: `http://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}

export interface BrowserKeys {
  ecdh: ECDH
  auth: Buffer
  /** As `PushSubscription.toJSON().keys` gives them. */
  json: { p256dh: string; auth: string }
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return { ecdh, auth, json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } }
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, padding delimiter 2. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const serverPublic = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  const shared = keys.ecdh.computeSecret(serverPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic])
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(-16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()])
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('The last record lacks its padding delimiter')
  return padded.subarray(0, end).toString('utf8')
}

/**
 * RFC 8292: `vapid t=<JWT>, k=<public key>`. Answers the JWT's claims once its ES256 signature
 * checks out against `k`.
 */
export function verifyVapid(authorization: string): { k: string; claims: Record<string, unknown> } {
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(authorization)
  if (!match?.[1] || !match[2]) throw new Error(`Not a VAPID Authorization header: ${authorization}`)
  const [header = '', payload = '', signature = ''] = match[1].split('.')
  const raw = Buffer.from(match[2], 'base64url')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) throw new Error('The VAPID JWT signature does not verify')
  return {
    k: match[2],
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>,
  }
}

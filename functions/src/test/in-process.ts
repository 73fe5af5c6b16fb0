/**
 * `createApp()` on an ephemeral port of this process, over real HTTP, against the same emulators
 * as the stack. Used where the Functions emulator would measure itself instead of our code: it
 * runs one request per worker process and starts a new Node process for each concurrent one,
 * while a deployed instance serves up to 80 at once in one process (index.ts: concurrency 80).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createApp } from '../app'

export interface InProcessApi {
  origin: string
  close(): Promise<void>
}

export async function startInProcessApi(): Promise<InProcessApi> {
  const server = createServer(createApp())
  // The tests' client keeps sockets alive between requests. Node closes an idle one after 5 s by
  // default, and a loaded machine can hand the client that socket just as the server closes it
  // (ECONNRESET, seen in the portions race): keep idle sockets open far longer than any pause here.
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

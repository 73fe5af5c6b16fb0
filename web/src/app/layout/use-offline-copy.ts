import { useEffect, useRef } from 'react'
import { queryClient } from '../query-client'

/**
 * Keeps the signed-in person's offline copy (app/offline-copy.ts) while their top bar shows,
 * loading it only then; another person's sign-in drops the previous copy (see keepOfflineCopy).
 * Returns what the Log-Out button runs first: stop keeping, and delete the copy.
 */
export function useOfflineCopy(uid: string): () => void {
  const stop = useRef<(() => void) | undefined>(undefined)

  useEffect(() => {
    let active = true
    import('../offline-copy').then(
      (module) => {
        if (active) stop.current = module.keepOfflineCopy(queryClient, uid)
      },
      // Without the chunk (offline before it was ever cached) there is simply no copy.
      () => undefined,
    )
    return () => {
      active = false
      stop.current?.()
      stop.current = undefined
    }
  }, [uid])

  return () => {
    stop.current?.()
    stop.current = undefined
    import('../offline-copy').then(
      (module) => module.forgetOfflineCopy(),
      () => undefined,
    )
  }
}

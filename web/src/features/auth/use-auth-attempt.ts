import { useState } from 'react'
import { messageOf } from '../../lib/error-message'
import { toasts } from '../../lib/toasts'
import { useDelayedNavigate } from './use-delayed-navigate'
import { copy } from '@shared/copy'

/**
 * One sign-in or sign-up attempt as login and register run it (docs/product.md, Texts): the success toast and
 * the redirect 2 s later, or 'Something went wrong {message}'. `busy` stays set on success, so
 * the form cannot be sent twice while the redirect waits.
 */
export function useAuthAttempt() {
  const navigateLater = useDelayedNavigate()
  const [busy, setBusy] = useState(false)

  async function attempt(action: () => Promise<void>, success: string, to: string) {
    setBusy(true)
    try {
      await action()
      toasts.success(success)
      navigateLater(to)
    } catch (error) {
      toasts.error(copy.toast.somethingWentWrong(messageOf(error)))
      setBusy(false)
    }
  }

  return { busy, attempt }
}

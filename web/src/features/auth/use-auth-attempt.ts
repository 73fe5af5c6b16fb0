import { useState } from 'react'
import { toasts } from '../../lib/toasts'
import { authErrorMessage } from './auth-error'
import { useDelayedNavigate } from '../../lib/use-delayed-navigate'
import { copy } from '../../texts/copy'

/**
 * One sign-in or sign-up attempt as login and register run it (docs/product.md, Texts): the success toast and
 * the redirect 2 s later, or 'Something went wrong {message}', a Firebase Auth error told in words. `busy` stays set on success, so
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
      // In place of the login or register page: back does not return to a form already done with.
      navigateLater(to, { replace: true })
    } catch (error) {
      toasts.error(copy.toast.somethingWentWrong(authErrorMessage(error)))
      setBusy(false)
    }
  }

  return { busy, attempt }
}

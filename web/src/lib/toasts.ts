import type { TypeOptions } from 'react-toastify'
import type { ToastAction } from './toast-action'

type ToastKind = Extract<TypeOptions, 'success' | 'error' | 'warning' | 'info'>

/**
 * react-toastify loads on the first toast, not with the first page: most visits never see one.
 * It queues a toast shown before its container mounts, so nothing said early is lost.
 */
let toastShown = false
const listeners = new Set<() => void>()

export function subscribeToFirstToast(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function hasToastBeenShown(): boolean {
  return toastShown
}

function show(kind: ToastKind, message: string, action?: ToastAction): void {
  if (!toastShown) {
    toastShown = true
    for (const listener of listeners) listener()
  }
  if (!action) {
    void import('react-toastify').then(({ toast }) => toast[kind](message))
    return
  }
  // A choice waits for the person: no timer, and a click beside the button does not dismiss it.
  void Promise.all([import('react-toastify'), import('./toast-action')]).then(([{ toast }, { toastWithAction }]) =>
    toast[kind](toastWithAction(message, action), { autoClose: false, closeOnClick: false }),
  )
}

/** Toasts close after 5000 ms by default (set once on the ToastContainer). */
export const toasts = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  /** Stays until its button (or its close button) is pressed. */
  choice: (message: string, action: ToastAction) => show('info', message, action),
}

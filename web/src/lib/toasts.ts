import type { TypeOptions } from 'react-toastify'

type ToastKind = Extract<TypeOptions, 'success' | 'error' | 'warning'>

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

function show(kind: ToastKind, message: string): void {
  if (!toastShown) {
    toastShown = true
    for (const listener of listeners) listener()
  }
  void import('react-toastify').then(({ toast }) => toast[kind](message))
}

/** Toasts close after 5000 ms by default (set once on the ToastContainer). */
export const toasts = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
}

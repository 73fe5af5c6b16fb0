import { toast } from 'react-toastify'

/** Toasts close after 5000 ms by default (set once on the ToastContainer). */
export const toasts = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  warning: (message: string) => toast.warning(message),
}

import type { DeleteResult } from '@shared/responses'
import { SUCCESS_DIALOG_MS } from '../config/constants'
import { messageOf } from './error-message'
import { copy } from '../texts/copy'

/**
 * sweetalert2 is loaded on first use, so no route pays for it before it shows a dialog. Its own
 * buttons and close label come in the reader's language, read when each dialog opens; a dialog
 * that names its confirm button (the spec's texts) overrides `confirmButtonText`.
 */
async function swal() {
  // The widgets' texts come with the dialog, not with every route that might show one.
  const [{ default: Swal }, { widgetText }] = await Promise.all([import('sweetalert2'), import('../texts/widgets')])
  return Swal.mixin({
    confirmButtonText: widgetText.ok,
    cancelButtonText: widgetText.cancel,
    closeButtonAriaLabel: widgetText.closeDialog,
  })
}

/** Success dialogs close by themselves after 2500 ms (docs/product.md, Limits). */
export async function showSuccess(title: string): Promise<void> {
  const Swal = await swal()
  void Swal.fire({ icon: 'success', title, timer: SUCCESS_DIALOG_MS, showConfirmButton: false })
}

export async function showError(title: string, text: string): Promise<void> {
  const Swal = await swal()
  await Swal.fire({ icon: 'error', title, text })
}

/** A line of plain text for a dialog's footer: never markup, whatever a food's name holds. */
function textLine(text: string): HTMLElement {
  const line = document.createElement('p')
  line.textContent = text
  return line
}

/**
 * The delete confirmation (docs/product.md, Texts); resolves true when the user confirms. The spec's
 * texts stay as they are; `context`, when given, says below them what the delete does.
 */
export async function confirmDelete(context?: string): Promise<boolean> {
  const Swal = await swal()
  const result = await Swal.fire({
    title: copy.dialog.confirmTitle,
    text: copy.dialog.confirmText,
    ...(context ? { footer: textLine(context) } : {}),
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: copy.dialog.confirmButton,
  })
  return result.isConfirmed
}

/** A question before an action the user cannot take back; resolves true when they confirm. */
export async function confirmAction(question: {
  title: string
  text: string
  confirmButton: string
}): Promise<boolean> {
  const Swal = await swal()
  const result = await Swal.fire({
    title: question.title,
    text: question.text,
    icon: 'question',
    showCancelButton: true,
    confirmButtonText: question.confirmButton,
  })
  return result.isConfirmed
}

/**
 * A question whose answer is a whole number from 1 to `max`, offered at `value`: resolves the
 * number chosen, or undefined when the user cancels. `invalid` says what to type instead.
 */
export async function askWholeNumber(question: {
  title: string
  text: string
  label: string
  value: number
  max: number
  invalid: string
  confirmButton: string
}): Promise<number | undefined> {
  const Swal = await swal()
  const chosen = (typed: string) => (/^\d{1,6}$/.test(typed.trim()) ? Number(typed) : 0)
  const result = await Swal.fire({
    title: question.title,
    text: question.text,
    icon: 'question',
    input: 'number',
    inputLabel: question.label,
    inputValue: String(question.value),
    inputAttributes: { min: '1', max: String(question.max), step: '1' },
    inputValidator: (typed: string) => {
      const number = chosen(typed)
      return number >= 1 && number <= question.max ? null : question.invalid
    },
    showCancelButton: true,
    confirmButtonText: question.confirmButton,
  })
  return result.isConfirmed && typeof result.value === 'string' ? chosen(result.value) : undefined
}

/**
 * A row's Delete (docs/product.md, Texts): the confirmation (with `context` below the spec's texts), then 'Deleted successfully', or a dialog titled
 * `failedTitle` with the server's reason (`notFound` when it answered that nothing was deleted).
 */
export async function confirmAndDelete(
  remove: () => Promise<DeleteResult>,
  failedTitle: string,
  notFound: string,
  context?: string,
): Promise<void> {
  if (!(await confirmDelete(context))) return
  try {
    const result = await remove()
    if (result.deletedCount > 0) void showSuccess(copy.dialog.deleted)
    else await showError(failedTitle, notFound)
  } catch (error) {
    await showError(failedTitle, messageOf(error))
  }
}

import { screen, waitFor } from '@testing-library/react'
import Swal from 'sweetalert2'
import { afterEach, expect, test } from 'vitest'
import { copy as spec } from '@shared/copy'
import { switchLanguage } from '../app/language'
import type { Language } from '../texts/catalog'
import { confirmDelete, showError } from './dialogs'

afterEach(() => switchLanguage('en', { remember: false }))

const BUTTONS: Record<Language, { cancel: string; ok: string; close: string }> = {
  en: { cancel: 'Cancel', ok: 'OK', close: 'Close this dialog' },
  bn: { cancel: 'বাতিল', ok: 'ঠিক আছে', close: 'এই ডায়ালগ বন্ধ করুন' },
  de: { cancel: 'Abbrechen', ok: 'OK', close: 'Diesen Dialog schließen' },
  ar: { cancel: 'إلغاء', ok: 'حسنًا', close: 'إغلاق هذه النافذة' },
}

test.each(Object.entries(BUTTONS) as [Language, (typeof BUTTONS)[Language]][])(
  "in %s the dialogs' own buttons and close label speak the language",
  async (language, buttons) => {
    await switchLanguage(language, { remember: false })

    const answer = confirmDelete()
    // SweetAlert2 shows its popup a tick after adding it, and the last test's may still be leaving.
    await waitFor(() => expect(screen.getByRole('button', { name: buttons.cancel })).toBeVisible())
    expect(document.querySelector('.swal2-close')).toHaveAttribute('aria-label', buttons.close)
    if (language === 'en') expect(screen.getByRole('button', { name: spec.dialog.confirmButton })).toBeVisible()
    screen.getByRole('button', { name: buttons.cancel }).click()
    expect(await answer).toBe(false)

    const shown = showError('Title', 'Text')
    await waitFor(() => expect(screen.getByRole('button', { name: buttons.ok })).toBeVisible())
    Swal.clickConfirm()
    await shown
  },
  30_000,
)

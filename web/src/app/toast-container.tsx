import { ToastContainer as Container } from 'react-toastify'
import { TOAST_MS } from '../config/constants'
import { widgetText } from '../texts/widgets'

/**
 * react-toastify's container in the reader's language, loaded with the first toast. Bottom corner:
 * a toast at the top would sit over the Log-Out button for five seconds; mirrored in Arabic, so the
 * toasts read right to left from the reading side's corner.
 */
export default function ToastContainer({ rtl }: { rtl: boolean }) {
  return (
    <Container
      autoClose={TOAST_MS}
      position={rtl ? 'bottom-left' : 'bottom-right'}
      rtl={rtl}
      aria-label={widgetText.notices}
      // react-toastify's own close button says "close" in every language.
      closeButton={({ closeToast, theme }) => (
        <button
          type="button"
          className={`Toastify__close-button Toastify__close-button--${theme}`}
          aria-label={widgetText.closeNotice}
          onClick={(event) => {
            event.stopPropagation()
            closeToast(true)
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    />
  )
}

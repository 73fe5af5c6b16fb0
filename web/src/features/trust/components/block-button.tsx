import Button from '@mui/material/Button'
import { confirmAction } from '../../../lib/dialogs'
import { messageOf } from '../../../lib/error-message'
import { toasts } from '../../../lib/toasts'
import { trustText } from '../../../texts/trust'
import { useBlock } from '../api/blocks'

const text = trustText.block

/** "Block": asks first, since it changes what both people can do. */
export function BlockButton({ profileId, name }: { profileId: string; name: string }) {
  const block = useBlock()

  async function confirmAndBlock() {
    const confirmed = await confirmAction({
      title: text.confirmTitle(name),
      text: text.confirmText,
      confirmButton: text.confirmButton,
    })
    if (!confirmed) return
    block.mutate(profileId, {
      onSuccess: () => toasts.success(text.done(name)),
      onError: (error) => toasts.error(messageOf(error)),
    })
  }

  return (
    <Button
      color="error"
      size="small"
      onClick={() => void confirmAndBlock()}
      disabled={block.isPending}
      aria-label={text.buttonLabel(name)}
    >
      {text.button}
    </Button>
  )
}

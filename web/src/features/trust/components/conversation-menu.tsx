import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import SvgIcon from '@mui/material/SvgIcon'
import { useId, useState } from 'react'
import { confirmAction } from '../../../lib/dialogs'
import { messageOf } from '../../../lib/error-message'
import { toasts } from '../../../lib/toasts'
import { trustText } from '../../../texts/trust'
import { useBlock } from '../api/blocks'
import { ReportDialog } from './report-button'

function MoreIcon() {
  return (
    <SvgIcon>
      <path d="M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2zm0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2z" />
    </SvgIcon>
  )
}

/** A conversation's menu: report or block the other person. */
export function ConversationMenu({ profileId, name }: { profileId: string; name: string }) {
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [reporting, setReporting] = useState(false)
  const block = useBlock()

  async function confirmAndBlock() {
    setAnchor(null)
    const confirmed = await confirmAction({
      title: trustText.block.confirmTitle(name),
      text: trustText.block.confirmText,
      confirmButton: trustText.block.confirmButton,
    })
    if (!confirmed) return
    block.mutate(profileId, {
      onSuccess: () => toasts.success(trustText.block.done(name)),
      onError: (error) => toasts.error(messageOf(error)),
    })
  }

  return (
    <>
      <IconButton
        aria-label={trustText.block.more}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null)
            setReporting(true)
          }}
        >
          {trustText.report.userLabel(name)}
        </MenuItem>
        <MenuItem onClick={() => void confirmAndBlock()}>{trustText.block.buttonLabel(name)}</MenuItem>
      </Menu>
      {reporting && <ReportDialog target={{ kind: 'user', id: profileId }} onClose={() => setReporting(false)} />}
    </>
  )
}

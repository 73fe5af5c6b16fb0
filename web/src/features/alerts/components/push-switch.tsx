import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { channelsText } from '../../../texts/channels'
import { type PushResult, sendPushSubscription } from '../api/preferences'

// The texts are read at each render, so a language switch changes what is shown.
const SAID: Record<PushResult | 'failed', { severity: 'success' | 'warning' | 'error'; text: () => string }> = {
  on: { severity: 'success', text: () => channelsText.pushOn },
  refused: { severity: 'warning', text: () => channelsText.pushRefused },
  unsupported: { severity: 'warning', text: () => channelsText.pushUnsupported },
  unavailable: { severity: 'warning', text: () => channelsText.pushUnavailable },
  failed: { severity: 'error', text: () => channelsText.pushFailed },
}

/** Asks the browser's permission only when pressed, never on load, and says plainly how it went. */
export function PushSwitch() {
  const [outcome, setOutcome] = useState<PushResult | 'failed'>()
  const [busy, setBusy] = useState(false)

  function turnOn() {
    // The button stays enabled meanwhile: disabling it would drop a keyboard user's focus.
    if (busy) return
    setBusy(true)
    sendPushSubscription()
      .then(setOutcome, () => setOutcome('failed'))
      .finally(() => setBusy(false))
  }

  const said = outcome && SAID[outcome]
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={turnOn} aria-busy={busy}>
        {channelsText.turnOnPush}
      </Button>
      {said && (
        <Alert severity={said.severity} role="status">
          {said.text()}
        </Alert>
      )}
    </Stack>
  )
}

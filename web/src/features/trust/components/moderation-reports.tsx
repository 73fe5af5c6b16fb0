import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { MODERATION_ACTIONS, type ModerationAction } from '@shared/moderation-choices'
import { LoadError, Loading } from '../../../components/loading'
import { paths } from '../../../config/paths'
import { messageOf } from '../../../lib/error-message'
import type { ModerationReport } from '../../../lib/api-client'
import { toasts } from '../../../lib/toasts'
import { trustText } from '../../../texts/trust'
import { moderationReportsQuery, useModerate } from '../api/moderation'
import { focusHeadingLater, headingFor } from '../focus-heading'

const text = trustText.moderation

/** The actions that make sense for a report's kind of target (the API refuses the others). */
const ACTIONS_BY_KIND: Record<ModerationReport['target']['kind'], readonly ModerationAction[]> = {
  food: ['dismiss', 'hide-food', 'restore-food', 'warn-user', 'suspend-user', 'reinstate-user'],
  message: ['dismiss', 'remove-message', 'warn-user', 'suspend-user', 'reinstate-user'],
  user: ['dismiss', 'warn-user', 'suspend-user', 'reinstate-user', 'remove-feedback'],
}

/** What a report is about, in a few words: the food's name, the message's text or the person's name. */
export function targetSummary(report: ModerationReport): string {
  const { food, message, profile } = report.content
  return food?.foodName ?? message?.text ?? profile?.name ?? text.gone
}

/** The open reports, each with its target as it is now, and the actions with a note. */
export function ModerationReports() {
  const reports = useQuery(moderationReportsQuery('open'))
  if (reports.isPending) return <Loading />
  if (reports.isError) return <LoadError error={reports.error} onRetry={() => void reports.refetch()} />
  if (reports.data.length === 0) return <Typography>{text.none}</Typography>
  return (
    <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={text.open}>
      {reports.data.map((report) => (
        <li key={report._id}>
          <ReportCard report={report} />
        </li>
      ))}
    </Stack>
  )
}

function ReportCard({ report }: { report: ModerationReport }) {
  const headingId = useId()
  const summary = targetSummary(report)
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {`${text.reportOf[report.target.kind]}: ${summary}`}
        </Typography>
        <Typography color="text.secondary">{text.reporters(report.reporters)}</Typography>
        <Target report={report} />
        <Typography>
          {text.reason}: {trustText.report.reasons[report.reason]}
        </Typography>
        {report.details && (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text.details}: {report.details}
          </Typography>
        )}
        <DecisionForm report={report} summary={summary} />
      </CardContent>
    </Card>
  )
}

function Target({ report }: { report: ModerationReport }) {
  const { food, message, profile } = report.content
  if (food) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
        <Box
          component="img"
          src={food.foodImg}
          alt={food.foodName}
          sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1 }}
        />
        <Typography>
          {food.foodStatus}
          {food.held && ` · ${text.held}`}
          {food.donorSuspended && ` · ${text.donorSuspended}`}
        </Typography>
      </Stack>
    )
  }
  if (message) {
    return (
      <Typography
        component="blockquote"
        sx={{ borderLeft: 4, borderColor: 'divider', pl: 2, my: 1, whiteSpace: 'pre-wrap' }}
      >
        {message.text}
      </Typography>
    )
  }
  if (profile) {
    return (
      <Typography>
        <Link component={RouterLink} to={paths.profile(profile.profileId)}>
          {profile.name}
        </Link>
        {profile.suspended && ` · ${text.suspended}`}
      </Typography>
    )
  }
  return <Typography color="text.secondary">{text.gone}</Typography>
}

function DecisionForm({ report, summary }: { report: ModerationReport; summary: string }) {
  const moderate = useModerate()
  // Removing feedback needs a piece of it to name.
  const actions = ACTIONS_BY_KIND[report.target.kind].filter(
    (choice) => choice !== 'remove-feedback' || (report.content.profile?.feedbackReceived.length ?? 0) > 0,
  )
  const [action, setAction] = useState<ModerationAction>('dismiss')
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string>()
  const feedbackReceived = report.content.profile?.feedbackReceived ?? []
  const [feedbackId, setFeedbackId] = useState(feedbackReceived[0]?._id ?? '')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!note.trim()) {
      setNoteError(text.needNote)
      return
    }
    const heading = headingFor(event.currentTarget)
    // mutateAsync, not mutate's callbacks: the report leaves the list (and this form unmounts) as it closes.
    moderate
      .mutateAsync({
        reportId: report._id,
        action,
        note: note.trim(),
        ...(action === 'remove-feedback' && feedbackId ? { feedbackId } : {}),
      })
      .then(
        () => {
          // The report and its Apply button are gone: focus moves on to the open reports' heading.
          focusHeadingLater(heading)
          toasts.success(text.done)
        },
        (error: unknown) => toasts.error(messageOf(error)),
      )
  }

  return (
    <Stack
      component="form"
      onSubmit={submit}
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        select
        size="small"
        label={text.action}
        value={action}
        onChange={(event) => setAction(MODERATION_ACTIONS.find((choice) => choice === event.target.value) ?? 'dismiss')}
        sx={{ minWidth: 200 }}
      >
        {actions.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {text.actions[choice]}
          </MenuItem>
        ))}
      </TextField>
      {action === 'remove-feedback' && (
        <TextField
          select
          size="small"
          label={text.feedback}
          value={feedbackId}
          onChange={(event) => setFeedbackId(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {feedbackReceived.map((piece) => (
            <MenuItem key={piece._id} value={piece._id}>
              {text.feedbackLine(piece.rating, piece.reason, piece.comment)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        size="small"
        label={text.note}
        value={note}
        onChange={(event) => {
          setNoteError(undefined)
          setNote(event.target.value)
        }}
        error={Boolean(noteError)}
        helperText={noteError}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="contained" disabled={moderate.isPending} aria-label={text.applyLabel(summary)}>
        {text.apply}
      </Button>
    </Stack>
  )
}

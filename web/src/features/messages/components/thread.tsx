import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import SvgIcon from '@mui/material/SvgIcon'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useInfiniteQuery, useMutation } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { LoadError, Loading } from '../../../components/loading'
import { IMAGE_TYPES, MAX_MESSAGE_LENGTH } from '../../../config/constants'
import { messageOf } from '../../../lib/error-message'
import type { MessageBody } from '../../../lib/api-client'
import { messagesText } from '../../../texts/messages'
import { messagesQuery, type MessagesPage } from '../api/get-messages'
import { useMarkConversationRead } from '../api/mark-read'
import { useSendMessage } from '../api/send-message'
import { RelativeTime } from '../../../lib/relative-time'

const text = messagesText.thread

function PhotoIcon() {
  return (
    <SvgIcon>
      <path d="M21 19V5c0-1.1-.9-2-2-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2zM8.5 13.5l2.5 3.01L14.5 12l4.5 6H5l3.5-4.5z" />
    </SvgIcon>
  )
}

/**
 * Every message loaded, oldest first, each once: the pages come newest first, and a poll that
 * brings new messages may shift the newest page over the next one.
 */
function messagesOf(pages: readonly MessagesPage[]): MessageBody[] {
  const byId = new Map<string, MessageBody>()
  for (const page of [...pages].reverse()) for (const message of page.messages) byId.set(message._id, message)
  return [...byId.values()]
}

/** My last message, if the other person has read up to it (the newest page's `X-Read-Up-To`). */
function seenMessageId(messages: readonly MessageBody[], readUpTo: string | undefined): string | undefined {
  const mine = messages.findLastIndex((message) => message.from === 'me')
  if (mine < 0 || readUpTo === undefined) return undefined
  const read = messages.findIndex((message) => message._id === readUpTo)
  return read >= mine ? messages[mine]?._id : undefined
}

export interface ThreadProps {
  requestId: string
  /** Uploads a picked photo the way the food forms do, and resolves with its `/api/images/{id}`. */
  uploadPhoto: (file: File) => Promise<string>
  /** An action under each of the other person's messages, composed by the screen (Report). */
  messageAction?: (message: MessageBody) => ReactNode
}

/**
 * A conversation: bubbles by side, the request's moves as centred lines, and a box to write in.
 * It polls while open (messagesQuery) and marks what it shows as read.
 */
export function Thread({ requestId, uploadPhoto, messageAction }: ThreadProps) {
  const query = useInfiniteQuery(messagesQuery(requestId))
  const { mutate: markRead } = useMarkConversationRead()
  const messages = messagesOf(query.data?.pages ?? [])
  const seen = seenMessageId(messages, query.data?.pages[0]?.readUpTo)
  const newest = messages.at(-1)?._id
  const log = useRef<HTMLDivElement>(null)

  // Whatever the other person wrote is read once it is on screen; a new message marks it again.
  const markedUpTo = useRef<string | undefined>(undefined)
  const newestFromThem = messages.findLast((message) => message.from === 'them')?._id
  useEffect(() => {
    if (!query.isSuccess || markedUpTo.current === (newestFromThem ?? '')) return
    markedUpTo.current = newestFromThem ?? ''
    markRead(requestId)
  }, [query.isSuccess, newestFromThem, requestId, markRead])

  // The newest message stays in view as messages arrive.
  useEffect(() => {
    const element = log.current
    if (element) element.scrollTop = element.scrollHeight
  }, [newest])

  if (query.isPending) return <Loading />
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />

  return (
    <Stack spacing={2}>
      {query.hasNextPage && (
        <Button
          variant="text"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          {text.older}
        </Button>
      )}
      <Box
        ref={log}
        role="log"
        aria-label={text.log}
        // Focusable, so a keyboard can scroll it.
        tabIndex={0}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          maxHeight: '60vh',
          overflowY: 'auto',
          p: { xs: 1, sm: 2 },
          bgcolor: 'grey.50',
          borderRadius: 2,
        }}
      >
        {messages.length === 0 ? (
          <Typography align="center" color="text.secondary" sx={{ py: 4 }}>
            {text.empty}
          </Typography>
        ) : (
          messages.map((message) => (
            <MessageItem
              key={message._id}
              message={message}
              seen={message._id === seen}
              action={message.from === 'them' ? messageAction?.(message) : undefined}
            />
          ))
        )}
      </Box>
      <Composer requestId={requestId} uploadPhoto={uploadPhoto} />
    </Stack>
  )
}

function MessageItem({ message, seen, action }: { message: MessageBody; seen: boolean; action?: ReactNode }) {
  if (message.from === 'system') {
    return (
      <Typography variant="body2" align="center" color="text.secondary" sx={{ fontStyle: 'italic', px: 2 }}>
        {/* Two isolated parts, not one glued string: a Latin text keeps its order in Arabic. */}
        <bdi>{message.kind ? messagesText.events[message.kind] : message.text}</bdi> · <RelativeTime at={message.at} />
      </Typography>
    )
  }
  const mine = message.from === 'me'
  return (
    <Box sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: { xs: '85%', sm: '70%' } }}>
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.dark' : 'background.paper',
          color: mine ? 'common.white' : 'text.primary',
          border: mine ? 'none' : '1px solid',
          borderColor: 'divider',
        }}
      >
        {mine && (
          <Box component="span" sx={visuallyHidden}>
            {text.you}:{' '}
          </Box>
        )}
        {message.imageUrl && (
          <Box
            component="img"
            src={message.imageUrl}
            alt={text.photoAlt}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 1, mb: 0.5 }}
          />
        )}
        {/* Text, never markup: React escapes it, and pre-wrap keeps the writer's line breaks. */}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" align={mine ? 'right' : 'left'}>
        <RelativeTime at={message.at} />
        {seen && ` · ${text.seen}`}
      </Typography>
      {action}
    </Box>
  )
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

/** The box to write in: Enter sends, Shift+Enter breaks the line; a photo goes up first and travels with the text. */
function Composer({ requestId, uploadPhoto }: ThreadProps) {
  const hintId = useId()
  const sending = useSendMessage()
  const photo = useMutation({ mutationFn: uploadPhoto })
  const input = useRef<HTMLInputElement>(null)
  const [draft, setDraft] = useState('')
  const busy = sending.isPending || photo.isPending
  const imageUrl = photo.data

  async function send() {
    const typed = draft.trim()
    const body = typed || (imageUrl ? text.photoOnly : '')
    if (!body || busy) return
    try {
      await sending.mutateAsync({ requestId, text: body, imageUrl })
      setDraft('')
      photo.reset()
    } catch {
      // The failure shows under the box (sending.error); the draft stays to try again.
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void send()
  }

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Shift+Enter is a new line; Enter while an input method composes a word is not a send either.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void send()
  }

  const failure = sending.isError
    ? text.failed(messageOf(sending.error))
    : photo.isError
      ? text.photoFailed(messageOf(photo.error))
      : undefined

  return (
    <Box component="form" onSubmit={submit} aria-label={text.field}>
      {imageUrl && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Box
            component="img"
            src={imageUrl}
            alt={text.photoAttached}
            sx={{ height: 64, maxWidth: 120, objectFit: 'cover', borderRadius: 1 }}
          />
          <Button size="small" onClick={() => photo.reset()}>
            {text.removePhoto}
          </Button>
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <input
          ref={input}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-label={text.photo}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0]
            // Cleared, so the same file can be picked again after a failure.
            event.target.value = ''
            if (file) photo.mutate(file)
          }}
        />
        <IconButton aria-label={text.photo} onClick={() => input.current?.click()} disabled={busy} sx={{ mt: 1 }}>
          <PhotoIcon />
        </IconButton>
        <TextField
          label={text.field}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={keyDown}
          multiline
          maxRows={6}
          fullWidth
          slotProps={{
            htmlInput: { maxLength: MAX_MESSAGE_LENGTH, 'aria-describedby': hintId },
          }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
          {text.send}
        </Button>
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {photo.isPending ? text.uploading : text.hint}
      </Typography>
      <Typography role="alert" color="error" variant="body2">
        {failure}
      </Typography>
    </Box>
  )
}

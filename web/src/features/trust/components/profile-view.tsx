import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ProfileBody } from '../../../lib/api-client'
import { trustText } from '../../../texts/trust'
import { formatMonth } from '../../../texts/formats'

const text = trustText.profile

/** The month and year someone joined, in the reader's language. */
function memberSinceText(iso: string): string {
  return formatMonth(new Date(iso))
}

/** A public profile: photo, name, since when, what they shared and received, and feedback counts once there are enough. */
export function ProfileView({ profile }: { profile: ProfileBody }) {
  const facts: [string, string][] = [
    [text.memberSince, memberSinceText(profile.memberSince)],
    [text.foodsShared, String(profile.foodsShared)],
    [text.portionsGiven, String(profile.portionsGiven)],
    [text.portionsReceived, String(profile.portionsReceived)],
    [
      text.feedback,
      profile.feedback
        ? text.feedbackCounts(profile.feedback.positive, profile.feedback.negative)
        : text.notEnoughFeedback,
    ],
  ]
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={profile.img || undefined}
          alt={text.photoAlt(profile.name)}
          sx={{ width: 72, height: 72, bgcolor: 'secondary.main' }}
        />
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {text.heading(profile.name)}
        </Typography>
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  )
}

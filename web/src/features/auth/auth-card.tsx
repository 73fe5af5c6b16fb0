import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Divider from '@mui/material/Divider'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { formText } from '../../texts/auth'

/** The frame the login and register forms share. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h4" component="h1" align="center" sx={{ fontWeight: 800, mb: 3 }}>
          {title}
        </Typography>
        {children}
        <Divider sx={{ my: 3 }}>{formText.or}</Divider>
        <Box>{footer}</Box>
      </Paper>
    </Container>
  )
}

/** The line under each form that sends a person to the other one (login ↔ register). */
export function AuthSwitch({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <Typography variant="body2" align="center">
      {prompt}{' '}
      <Link component={RouterLink} to={to}>
        {label}
      </Link>
    </Typography>
  )
}

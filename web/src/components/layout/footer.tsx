import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { MouseEvent } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { paths } from '../../config/paths'
import { copy } from '../../texts/copy'
import { footerText } from '../../texts/app'

/** The footer's company and resource links are placeholders that go nowhere, but for the privacy policy. */
function stay(event: MouseEvent) {
  event.preventDefault()
}

/** The privacy policy is the one link that leads somewhere: it comes last of the resources. */
const PRIVACY = 'privacy'

function columns() {
  return [
    { title: footerText.company, links: footerText.companyLinks },
    { title: footerText.resources, links: [...footerText.resourceLinks, PRIVACY] },
  ]
}

const socials = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Twitter', href: 'https://twitter.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
]

/** Placeholder number (the 555 range is reserved for fiction). */
const PHONE = '+1 (555) 010-2024'

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.main', color: 'grey.100', mt: 8, py: 6 }}>
      <Container>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}>
          <Box>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
              {copy.brand}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, color: 'grey.300' }}>
              {footerText.about}
            </Typography>
            <Typography variant="body2" sx={{ mt: 2 }}>
              {footerText.callUs}{' '}
              <Link href={`tel:${PHONE.replace(/[^+\d]/g, '')}`} color="inherit">
                <bdi>{PHONE}</bdi>
              </Link>
            </Typography>
          </Box>
          {columns().map((column) => (
            <Box key={column.title} component="nav" aria-label={column.title}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {column.title}
              </Typography>
              <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} spacing={0.5}>
                {column.links.map((label) => (
                  <li key={label}>
                    {label === PRIVACY ? (
                      <Link component={RouterLink} to={paths.privacy} color="inherit" underline="hover">
                        {footerText.privacyTitle}
                      </Link>
                    ) : (
                      <Link href="#" onClick={stay} color="inherit" underline="hover">
                        {label}
                      </Link>
                    )}
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
          <Box component="nav" aria-label={footerText.socialMedia}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {footerText.followUs}
            </Typography>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} spacing={0.5}>
              {socials.map((social) => (
                <li key={social.label}>
                  <Link href={social.href} target="_blank" rel="noopener noreferrer" color="inherit" underline="hover">
                    {social.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 4, textAlign: 'center', color: 'grey.400' }}>
          {footerText.rights(copy.footerYear, copy.brand)}
        </Typography>
      </Container>
    </Box>
  )
}

import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { footerText } from '../../texts/app'
import { privacyText } from '../../texts/privacy'

/** The privacy policy, from the footer's link. */
export function Component() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
        {footerText.privacyTitle}
      </Typography>
      <Typography sx={{ mb: 3 }}>{privacyText.intro}</Typography>
      {privacyText.sections.map((section) => (
        <section key={section.heading}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
            {section.heading}
          </Typography>
          <ul>
            {section.items.map((item) => (
              <Typography component="li" key={item} sx={{ mb: 1 }}>
                {item}
              </Typography>
            ))}
          </ul>
        </section>
      ))}
    </Container>
  )
}

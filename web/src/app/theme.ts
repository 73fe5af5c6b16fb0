import { createTheme } from '@mui/material/styles'

/**
 * Status colours of spec §4 (Available green, Requested blue, Expired red), each dark enough for
 * white chip text to pass WCAG AA contrast.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#b45309' },
    secondary: { main: '#1f2937' },
    success: { main: '#2e7d32' },
    info: { main: '#1565c0' },
    error: { main: '#c62828' },
    background: { default: '#fafaf9' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
})

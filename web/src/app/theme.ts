import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles'
import { brandColors } from './brand-colors'

/** Near-black: 3:1 or more against the amber top bar and against white (WCAG 1.4.11). */
const FOCUS_RING = '#111827'

/**
 * Status colours (docs/product.md, Foods: Available green, Requested blue, Expired red), each dark enough for
 * white chip text to pass WCAG AA contrast.
 */
const options: ThemeOptions = {
  palette: {
    primary: { main: brandColors.primary },
    secondary: { main: '#1f2937' },
    success: { main: '#2e7d32' },
    info: { main: '#1565c0' },
    error: { main: '#c62828' },
    background: { default: brandColors.background },
  },
  // Food grids show 2 columns from sm (600 px, a phone on its side or a tablet) and 3
  // from lg (1200 px); below sm the /mypost and /myrequest tables show each row as a card.
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCard: { defaultProps: { variant: 'outlined' } },
    // On a phone the top bar's buttons pack tighter: longer words (Registrieren, تسجيل الدخول) still fit at 390 px.
    MuiToolbar: {
      styleOverrides: {
        root: {
          '@media (max-width: 599.95px)': {
            '& .MuiButton-root': { minWidth: 0, paddingInline: 6, fontSize: '0.8125rem' },
          },
        },
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        // WCAG 2.4.7: a keyboard user always sees where focus is. A dark ring around a white gap
        // shows on every background the app has: the amber top bar, the dark footer, white pages.
        // `:root` outranks the components' own `outline: 0`.
        ':root :focus-visible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2, boxShadow: '0 0 0 2px #fff' },
        // Side-menu items span the drawer, which would clip a ring drawn outside them.
        ':root .MuiListItemButton-root:focus-visible': { outlineOffset: -3 },
        // Text fields show focus with their own thick primary-coloured border.
        ':root :is(input, textarea):focus-visible': { outline: 'none', boxShadow: 'none' },
        // German's long compounds wrap instead of pushing the page sideways on a phone.
        body: { overflowWrap: 'break-word', hyphens: 'auto' },
        // The map's controls sit on the reading side: written left to right here, the right-to-left
        // style plugin mirrors them for Arabic (Leaflet's own stylesheet knows no direction).
        ':root .leaflet-left': { left: 0, right: 'auto' },
        ':root .leaflet-left .leaflet-control': { float: 'left', marginLeft: 10, marginRight: 0 },
        // A checkbox's own input is invisible (opacity 0): the ring goes on the box around it.
        ':root :is(.MuiCheckbox-root, .MuiRadio-root).Mui-focusVisible': {
          outline: `3px solid ${FOCUS_RING}`,
          outlineOffset: -2,
        },
      },
    },
  },
}

// Made on first use, not as the module loads: app/start.tsx gives making it a task of its own.
const themes: Partial<Record<'ltr' | 'rtl', Theme>> = {}

/** The theme for the page's direction: right to left mirrors the components' own layout (docs/decisions/languages.md). */
export function themeFor(direction: 'ltr' | 'rtl'): Theme {
  themes[direction] ??= createTheme({ ...options, direction })
  return themes[direction]
}

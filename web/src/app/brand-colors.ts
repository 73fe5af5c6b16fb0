/**
 * The colours the app shares with what the browser draws around it: the MUI theme (theme.ts) and
 * the web app manifest and `theme-color` of an installed app (web/vite.config.ts), which the build
 * reads without loading MUI.
 */
export const brandColors = {
  /** The amber of the top bar. */
  primary: '#b45309',
  /** The page behind everything; an installed app's splash screen too. */
  background: '#fafaf9',
} as const

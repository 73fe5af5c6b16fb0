import { styled } from '@mui/material/styles'
import { Link as RouterLink } from 'react-router-dom'

/**
 * A link in the app that looks like MUI's contained primary Button at full width, without the
 * Button: each food card has one, a page draws up to 24 cards at a time, and Button (with
 * ButtonBase) works out its styles for every colour, size and variant each time it draws, about
 * a third of a card's rendering on a phone. It navigates, so it is a link; its focus ring is the
 * app's own (app/theme.ts).
 */
export const ContainedLink = styled(RouterLink)(({ theme }) => ({
  ...theme.typography.button,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 64,
  padding: '6px 16px',
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  boxShadow: theme.shadows[2],
  textDecoration: 'none',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: theme.transitions.create(['background-color', 'box-shadow'], {
    duration: theme.transitions.duration.short,
  }),
  '@media (hover: hover)': {
    '&:hover': { backgroundColor: theme.palette.primary.dark, boxShadow: theme.shadows[4] },
  },
  '&:active': { boxShadow: theme.shadows[8] },
  '&:focus-visible': { boxShadow: theme.shadows[6] },
}))

import type { Theme } from '@mui/material/styles'

/**
 * The shape and type of MUI's small Chip, for words drawn as chips without the Chip component
 * (a food card's status and diet tags: a page draws up to 24 cards at a time, and Chip works out
 * its styles for every colour, size and variant it has each time it draws). Each use adds its
 * padding, line height and colours.
 */
export function smallChipShape(theme: Theme) {
  return {
    display: 'inline-block',
    boxSizing: 'border-box',
    maxWidth: '100%',
    height: 24,
    borderRadius: 12,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
  } as const
}

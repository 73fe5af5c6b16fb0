import { styled } from '@mui/material/styles'
import { type DietTag } from '@shared/diet-tags'
import { dietTagLabel, dietTagText } from '../../../texts/foods'
import { smallChipShape } from '../../../components/chip-shape'

/** The tags as MUI's small outlined Chips look, drawn by their list (components/chip-shape.ts). */
const TagList = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5),
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '& > li': {
    ...smallChipShape(theme),
    padding: '0 7px',
    border: `1px solid ${theme.palette.grey[400]}`,
    // The chip's height less its border: the word sits in the middle.
    lineHeight: '22px',
    color: theme.palette.text.primary,
  },
}))

/** A food's diet and allergen tags, as chips; nothing when it has none. */
export function DietTagChips({ tags }: { tags: readonly DietTag[] }) {
  if (tags.length === 0) return null
  return (
    <TagList aria-label={dietTagText.tags}>
      {tags.map((tag) => (
        <li key={tag}>{dietTagLabel(tag)}</li>
      ))}
    </TagList>
  )
}

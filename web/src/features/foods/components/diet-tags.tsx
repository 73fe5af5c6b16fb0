import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { type DietTag } from '@shared/diet-tags'
import { dietTagLabel, dietTagText } from '../../../texts/foods'

/** A food's diet and allergen tags, as chips; nothing when it has none. */
export function DietTagChips({ tags }: { tags: readonly DietTag[] }) {
  if (tags.length === 0) return null
  return (
    <Stack
      component="ul"
      aria-label={dietTagText.tags}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Chip size="small" variant="outlined" label={dietTagLabel(tag)} />
        </li>
      ))}
    </Stack>
  )
}

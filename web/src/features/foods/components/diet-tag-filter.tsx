import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { DIET_TAGS, type DietTag } from '@shared/diet-tags'
import { dietTagLabel, dietTagText } from '../../../texts/foods'

/** /allfood's filter: each chip a toggle button; the list shows foods carrying every chosen tag. */
export function DietTagFilter({ value, onChange }: { value: readonly DietTag[]; onChange: (tags: DietTag[]) => void }) {
  return (
    <Stack role="group" aria-label={dietTagText.filter} direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {DIET_TAGS.map((tag) => {
        const chosen = value.includes(tag)
        return (
          <Chip
            key={tag}
            component="button"
            aria-pressed={chosen}
            label={dietTagLabel(tag)}
            color={chosen ? 'primary' : 'default'}
            variant={chosen ? 'filled' : 'outlined'}
            onClick={() => onChange(DIET_TAGS.filter((each) => (each === tag ? !chosen : value.includes(each))))}
          />
        )
      })}
    </Stack>
  )
}

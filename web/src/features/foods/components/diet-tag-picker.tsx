import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import { memo } from 'react'
import { DIET_TAGS, type DietTag } from '@shared/diet-tags'
import { useLanguage } from '../../../lib/use-language'
import { dietTagLabel, dietTagText } from '../../../texts/foods'

interface DietTagPickerProps {
  value: readonly DietTag[]
  onChange: (tags: DietTag[]) => void
  error?: string | undefined
}

/**
 * The add and edit forms' tags: a checkbox each, kept in the fixed list's order. Memoised: the
 * form re-renders on every keystroke elsewhere, and nine boxes need not follow; so it subscribes to
 * the language itself, or a switch would leave its labels in the old one.
 */
export const DietTagPicker = memo(function DietTagPicker({ value, onChange, error }: DietTagPickerProps) {
  useLanguage()
  function toggle(tag: DietTag, checked: boolean) {
    onChange(DIET_TAGS.filter((each) => (each === tag ? checked : value.includes(each))))
  }
  return (
    <FormControl component="fieldset" error={error !== undefined} sx={{ gridColumn: { md: '1 / -1' } }}>
      <FormLabel component="legend">{dietTagText.tags}</FormLabel>
      <FormGroup row>
        {DIET_TAGS.map((tag) => (
          <FormControlLabel
            key={tag}
            label={dietTagLabel(tag)}
            control={<Checkbox checked={value.includes(tag)} onChange={(event) => toggle(tag, event.target.checked)} />}
          />
        ))}
      </FormGroup>
      {error !== undefined && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  )
})

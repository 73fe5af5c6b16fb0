import Box from '@mui/material/Box'
import { useLanguage } from '../../lib/use-language'
import { appText } from '../../texts/app'
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../../texts/catalog'
import { loadTextsAhead, switchLanguage } from '../language'

/**
 * The language menu of the top bar and the side menu: a native select, so it costs the first load
 * nothing and every device's own picker shows it. The switch is at once, without a reload.
 */
export function LanguageSelect({ id, onChosen }: { id: string; onChosen?: (language: string) => void }) {
  const language = useLanguage()
  return (
    <Box
      component="select"
      id={id}
      value={language}
      aria-label={appText.language}
      onPointerEnter={loadTextsAhead}
      onFocus={loadTextsAhead}
      onChange={(event) => {
        const chosen = event.target.value
        if (!isLanguage(chosen)) return
        void switchLanguage(chosen)
        onChosen?.(chosen)
      }}
      sx={{
        font: 'inherit',
        fontSize: '0.9rem',
        color: 'inherit',
        bgcolor: 'transparent',
        border: 1,
        borderColor: 'currentColor',
        borderRadius: 1,
        py: 0.5,
        px: 0.5,
        maxWidth: '8rem',
        '& option': { color: 'text.primary', bgcolor: 'background.paper' },
      }}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </Box>
  )
}

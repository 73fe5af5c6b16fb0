import { keyOfCode } from '@shared/error-code-names'
import type { ApiErrorBody } from '@shared/responses'
import { apiErrorText } from '../texts/api-errors'
import { englishText } from '../texts/catalog'
import { copy } from '../texts/copy'

/** The validation rules whose reasons the catalogues hold (functions/src/shared/error-codes.ts names them). */
const FIELD_RULES: Readonly<Record<string, { english: string; text: () => string }>> = {
  'invalid-food-title': { english: 'copy.copy.dialog.invalidTitle.text', text: () => copy.dialog.invalidTitle.text },
  'invalid-food-url': { english: 'copy.copy.dialog.invalidUrl.text', text: () => copy.dialog.invalidUrl.text },
}

/**
 * An API error in the reader's language (docs/decisions/languages.md): its `code` names the
 * catalogue's text; a validation error's reasons are translated where the catalogues hold them. A
 * code the web does not know yet keeps the server's English text.
 */
export function localizedError(body: ApiErrorBody): { message: string; fields?: Record<string, string> } {
  const texts: Readonly<Record<string, string>> = apiErrorText
  const known = body.code ? texts[keyOfCode(body.code)] : undefined
  const invalid = body.code === 'invalid-input' || (body.code !== undefined && body.code in FIELD_RULES)
  const message = known ?? (invalid ? apiErrorText.badRequest : body.error)
  if (!body.fields) return { message }
  const fields = Object.fromEntries(
    Object.entries(body.fields).map(([field, reason]) => {
      const rule = Object.values(FIELD_RULES).find(({ english }) => englishText(english) === reason)
      return [field, rule ? rule.text() : reason]
    }),
  )
  return { message, fields }
}

/**
 * Every error answer's stable machine `code` (docs/decisions/languages.md), derived in one place
 * from the `apiErrors` text the error carries, so no throw site names one: `alreadyRequested` →
 * `already-requested`. Clients key on it to show the error in their reader's language.
 */
import { apiErrors, copy } from './copy'
import { codeOfKey } from './error-code-names'

const CODE_OF_TEXT = new Map<string, string>(Object.entries(apiErrors).map(([key, text]) => [text, codeOfKey(key)]))

/** A validation error names the rule that failed when its field's text is one of the spec's. */
export const FIELD_RULE_CODES: ReadonlyMap<string, string> = new Map([
  [copy.dialog.invalidTitle.text, 'invalid-food-title'],
  [copy.dialog.invalidUrl.text, 'invalid-food-url'],
])

/**
 * The code of the error with this text: a validation error (it names `fields`) is `invalid-input`,
 * or the rule that failed when its reason is one of the spec's; any other is its `apiErrors` key
 * as a code, and `fallback` for a text of no known key.
 */
export function errorCodeOf(message: string, fields: Record<string, string> | undefined, fallback: string): string {
  if (fields) {
    for (const reason of Object.values(fields)) {
      const rule = FIELD_RULE_CODES.get(reason)
      if (rule) return rule
    }
    return 'invalid-input'
  }
  return CODE_OF_TEXT.get(message) ?? fallback
}

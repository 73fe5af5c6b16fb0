/**
 * How an error's `code` is named from its `apiErrors` key, both ways (docs/decisions/languages.md).
 * Import-free, so the web maps codes to its catalogues without the server's English texts.
 */

/** `alreadyRequested` → `already-requested`. */
export function codeOfKey(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/** `already-requested` → `alreadyRequested`. */
export function keyOfCode(code: string): string {
  return code.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
}

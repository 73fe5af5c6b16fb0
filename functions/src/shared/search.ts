/** Longest prefix stored per word, in characters: longer search words are matched on this prefix, then in memory. */
export const MAX_TOKEN_LENGTH = 15

/**
 * Normalised first, then lower-cased: NFKC can turn a caseless sign into a capital (ℌ → H),
 * which lower-casing first would leave capital, so "h" would miss it.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
}

/**
 * The first `length` characters of a word, counted in code points: cutting a UTF-16 string
 * in the middle of a surrogate pair (𐐨, 𠀀) would leave text Firestore refuses to store.
 */
export function wordPrefix(word: string, length: number): string {
  return Array.from(word).slice(0, length).join('')
}

/** Every prefix of every word of the name and location, so "bir" finds "Chicken Biryani". */
export function searchTokens(...texts: string[]): string[] {
  const tokens = new Set<string>()
  for (const word of texts.flatMap(searchWords)) {
    const characters = Array.from(word)
    for (let end = 1; end <= Math.min(characters.length, MAX_TOKEN_LENGTH); end++) {
      tokens.add(characters.slice(0, end).join(''))
    }
  }
  return [...tokens]
}

/** True when each word of the query starts some word of the texts. */
export function matchesSearch(query: string, ...texts: string[]): boolean {
  const words = texts.flatMap(searchWords)
  return searchWords(query).every((part) => words.some((word) => word.startsWith(part)))
}

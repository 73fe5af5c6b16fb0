/** Longest prefix stored per word: longer search words are matched on this prefix, then in memory. */
export const MAX_TOKEN_LENGTH = 15

export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
}

/** Every prefix of every word of the name and location, so "bir" finds "Chicken Biryani". */
export function searchTokens(...texts: string[]): string[] {
  const tokens = new Set<string>()
  for (const word of texts.flatMap(searchWords)) {
    for (let end = 1; end <= Math.min(word.length, MAX_TOKEN_LENGTH); end++) {
      tokens.add(word.slice(0, end))
    }
  }
  return [...tokens]
}

/** True when each word of the query starts some word of the texts. */
export function matchesSearch(query: string, ...texts: string[]): boolean {
  const words = texts.flatMap(searchWords)
  return searchWords(query).every((part) => words.some((word) => word.startsWith(part)))
}

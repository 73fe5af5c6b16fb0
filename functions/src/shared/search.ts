/**
 * Search as you type, answered by one Firestore query (docs/decisions/search-and-paging.md): the
 * query, normalised, must start the run of words that begins at some word of the name or of the
 * location. "chicken bir" finds "Chicken Biryani", "bir" finds it too; "bir chicken" does not.
 * Each food stores every such start as a token, so one `array-contains` finds exactly the
 * matches, and the count and the pages come from Firestore.
 */

/** Longest token stored, in characters: a longer query is matched on its first this many. */
export const MAX_TOKEN_LENGTH = 30

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
 * The first `length` characters of a text, counted in code points: cutting a UTF-16 string
 * in the middle of a surrogate pair (𐐨, 𠀀) would leave text Firestore refuses to store.
 */
export function wordPrefix(word: string, length: number): string {
  return Array.from(word).slice(0, length).join('')
}

/** The runs of words starting at each word of `text`, one space apart: "a b c" → "a b c", "b c", "c". */
function wordRuns(text: string): string[] {
  const words = searchWords(text)
  return words.map((_, start) => words.slice(start).join(' '))
}

/** Every prefix (up to the cap) of every word run of the name and location; none ends in a space. */
export function searchTokens(...texts: string[]): string[] {
  const tokens = new Set<string>()
  for (const run of texts.flatMap(wordRuns)) {
    const characters = Array.from(run).slice(0, MAX_TOKEN_LENGTH)
    for (let end = 1; end <= characters.length; end++) {
      if (characters[end - 1] !== ' ') tokens.add(characters.slice(0, end).join(''))
    }
  }
  return [...tokens]
}

/** The token a query looks for, or undefined when it has no letters or digits (every food matches). */
export function searchToken(query: string): string | undefined {
  const token = wordPrefix(searchWords(query).join(' '), MAX_TOKEN_LENGTH).trimEnd()
  return token === '' ? undefined : token
}

/** The same rule in memory, for the tests' oracle: the query starts a word run of the texts. */
export function matchesSearch(query: string, ...texts: string[]): boolean {
  const token = searchToken(query)
  return token === undefined || texts.flatMap(wordRuns).some((run) => run.startsWith(token))
}

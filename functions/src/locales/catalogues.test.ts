/**
 * The server's catalogues (pushes, emails, unsubscribe pages: docs/decisions/languages.md): every
 * language has every text of English and no other, with the same placeholders, and each plural
 * has every form its language's rules need.
 */
import { expect, test } from 'vitest'
import { LANGUAGES, type Language } from '../shared/languages'
import ar from './ar.json'
import bn from './bn.json'
import de from './de.json'
import en from './en.json'

const catalogues: Record<Language, unknown> = { en, bn, de, ar }
const PLURAL = /_(zero|one|two|few|many|other)$/
const base = (path: string) => path.replace(PLURAL, '')
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1] ?? '').sort()

function flatten(tree: unknown, path = '', texts = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') texts.set(path, tree)
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree)) flatten(value, path ? `${path}.${key}` : key, texts)
  return texts
}

const english = flatten(en)

test.each(LANGUAGES.filter((language) => language !== 'en'))(
  '%s has exactly the texts of English, the plural forms its rules need, and the same placeholders',
  (language) => {
    const other = flatten(catalogues[language])
    const names = (texts: Map<string, string>) => [...new Set([...texts.keys()].map(base))].sort()
    expect(names(other), 'missing or extra texts').toEqual(names(english))
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
    for (const [path, text] of english) {
      if (PLURAL.test(path)) {
        for (const category of categories) {
          const form = other.get(`${base(path)}_${category}`)
          expect(form, `${language} ${base(path)}_${category}`).toBeTypeOf('string')
          // A form may spell its number out ("أمر واحد"): only `count` may be left out.
          expect(
            placeholders(form ?? '').filter((name) => name !== 'count'),
            `${language} ${base(path)}_${category}`,
          ).toEqual(placeholders(text).filter((name) => name !== 'count'))
        }
      } else {
        expect(other.get(path), `${language} ${path}`).toBeTypeOf('string')
        expect(placeholders(other.get(path) ?? ''), `${language} ${path}`).toEqual(placeholders(text))
      }
    }
    // No plural form the language does not use (a Bengali `_few` would never be read).
    for (const path of other.keys()) {
      const category = PLURAL.exec(path)?.[1]
      if (category) expect(categories, `${language} ${path}`).toContain(category)
    }
  },
)

test('Arabic has all six plural forms and Bengali two, each plural of English', () => {
  const plurals = [...english.keys()].filter((path) => path.endsWith('_other')).map(base)
  expect(plurals.length).toBeGreaterThan(0)
  for (const path of plurals) {
    for (const category of ['zero', 'one', 'two', 'few', 'many', 'other'])
      expect(flatten(ar).get(`${path}_${category}`), `ar ${path}_${category}`).toBeTypeOf('string')
    for (const category of ['one', 'other'])
      expect(flatten(bn).get(`${path}_${category}`), `bn ${path}_${category}`).toBeTypeOf('string')
  }
})

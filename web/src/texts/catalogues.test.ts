/**
 * The catalogues (docs/decisions/languages.md): every language has every text, with the plural
 * forms its rules need and the same placeholders; no text is left that no code reads; English is
 * the spec's, letter for letter; and every API error code has a text in every language.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { apiErrors, copy as spec } from '@shared/copy'
import { codeOfKey } from '@shared/error-code-names'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { switchLanguage } from '../app/language'
import { copy } from './copy'
import { englishOnly, LANGUAGES, type Language } from './catalog'
import { i18n } from './i18n'
import { portionsText, loopText } from './requests'

const locales = join(import.meta.dirname, '../locales')
const modules = readdirSync(join(locales, 'en')).map((file) => file.replace(/\.json$/, ''))
type Tree = { [key: string]: unknown }
const read = (language: Language, module: string) =>
  JSON.parse(readFileSync(join(locales, language, `${module}.json`), 'utf8')) as Tree

const PLURAL = /_(zero|one|two|few|many|other)$/
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1] ?? '').sort()

/** Every text of a tree as `path → text`, and every plural's forms as `path → [form]`. */
function flatten(tree: unknown, path = '', texts = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') texts.set(path, tree)
  else if (Array.isArray(tree)) tree.forEach((item, index) => flatten(item, `${path}[${index}]`, texts))
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree)) flatten(value, path ? `${path}.${key}` : key, texts)
  return texts
}
const base = (path: string) => path.replace(PLURAL, '')

afterEach(async () => {
  await switchLanguage('en', { remember: false })
})

test.each(LANGUAGES.filter((language) => language !== 'en'))(
  '%s has every text of English, the plural forms its rules need, and the same placeholders',
  (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
    for (const module of modules) {
      const english = flatten(read('en', module))
      const other = flatten(read(language, module))
      expect(new Set([...other.keys()].map(base)), `${language}/${module}.json`).toEqual(
        new Set([...english.keys()].map(base)),
      )
      for (const [path, text] of english) {
        if (PLURAL.test(path)) {
          for (const category of categories) {
            const form = other.get(`${base(path)}_${category}`)
            expect(form, `${language}/${module}.json ${base(path)}_${category}`).toBeTypeOf('string')
            // A form may spell its number out ("حصة واحدة"): only `count` may be left out.
            expect(placeholders(form ?? '').filter((name) => name !== 'count')).toEqual(
              placeholders(text).filter((name) => name !== 'count'),
            )
          }
        } else {
          expect(other.get(path), `${language}/${module}.json ${path}`).toBeTypeOf('string')
          expect(placeholders(other.get(path) ?? ''), `${language}/${module}.json ${path}`).toEqual(placeholders(text))
          // Real translations: only names, codes and numbers may stay as English has them.
          if (/[a-z]{4,} [a-z]{4,}/i.test(text) && !/[A-Z][a-z]+Share|Content-Type|https/.test(text))
            expect(other.get(path), `${language}/${module}.json ${path} is still English`).not.toBe(text)
        }
      }
    }
  },
)

test('no catalogue holds a text that no code reads', () => {
  const source = (dir: string): string =>
    readdirSync(dir, { withFileTypes: true })
      .map((entry) => {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) return entry.name === 'locales' ? '' : source(path)
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? readFileSync(path, 'utf8') : ''
      })
      .join('\n')
  const code =
    source(join(import.meta.dirname, '..')) +
    source(join(import.meta.dirname, '../../../functions/src/shared')) +
    readFileSync(join(import.meta.dirname, '../../vite.config.ts'), 'utf8')
  const unused: string[] = []
  for (const module of modules) {
    const catalogue = read('en', module)
    for (const [section, texts] of Object.entries(catalogue)) {
      if (!code.includes(`'${section}'`)) unused.push(`${module}: ${section}`)
      // A text looked up by a key from outside (Firebase Auth's error codes) is read as an index.
      if (code.includes(`${section}[`)) continue
      for (const path of flatten(texts).keys()) {
        // Each key is read by name (`.heading`, `heading:`) or as an index the code names (`'request-received'`).
        const key =
          path
            .replace(/_[a-z]+$/, '')
            .replace(/\[\d+\]/g, '')
            .split('.')
            .pop() ?? ''
        const named = new RegExp(`[.'"\\s]${key.replace(/[-/]/g, '\\$&')}\\b`)
        if (key && !named.test(code)) unused.push(`${module}: ${section}.${base(path)}`)
      }
    }
  }
  expect(unused).toEqual([])
})

test("English keeps the spec's texts letter for letter (functions/src/shared/copy.ts)", () => {
  const compare = (ours: unknown, theirs: unknown, path: string) => {
    if (typeof theirs === 'function') {
      const sample = path.endsWith('heading') ? [7] : ['the reason']
      expect((ours as (...args: unknown[]) => string)(...sample), path).toBe(
        (theirs as (...args: unknown[]) => string)(...sample),
      )
    } else if (theirs && typeof theirs === 'object') {
      for (const [key, value] of Object.entries(theirs)) compare((ours as Tree)[key], value, `${path}.${key}`)
    } else {
      expect(ours, path).toEqual(theirs)
    }
  }
  compare(copy, spec, 'copy')
  expect(read('en', 'api-errors').apiErrors).toEqual(apiErrors)
})

test('every API error code is distinct and has a text in every language', () => {
  const codes = Object.keys(apiErrors).map(codeOfKey)
  expect(new Set(codes).size).toBe(codes.length)
  expect(codes).toContain('already-requested')
  expect(codes).toContain('rate-limited')
  for (const language of LANGUAGES) {
    const texts = read(language, 'api-errors').apiErrors as Record<string, unknown>
    for (const key of Object.keys(apiErrors)) expect(texts[key], `${language} ${key}`).toBeTypeOf('string')
  }
})

test('before i18next, English texts with values read as i18next reads them', () => {
  for (const module of modules) {
    for (const [path, text] of flatten(read('en', module))) {
      const key = `${module}.${base(path)}`
      if (!text.includes('{{') || path.includes('[')) continue
      const params = Object.fromEntries(
        placeholders(text).map((name): [string, string | number] => [name, name === 'count' ? 1 : `<${name}>`]),
      )
      expect(englishOnly(key, params), key).toBe(i18n.t(key, { ...params, lng: 'en' }))
    }
  }
})

beforeAll(async () => {
  await import('./i18n')
})

test('Arabic plurals: 0, 1, 2, 3, 11 and 100 portions each take their own form', async () => {
  await switchLanguage('ar', { remember: false })
  expect([0, 1, 2, 3, 11, 100].map(portionsText)).toEqual([
    'لا حصص',
    'حصة واحدة',
    'حصتان',
    '٣ حصص',
    '١١ حصة',
    '١٠٠ حصة',
  ])
})

test('Bengali and German plurals for 1 and 2', async () => {
  await switchLanguage('de', { remember: false })
  expect([1, 2].map(portionsText)).toEqual(['1 Portion', '2 Portionen'])
  expect([1, 2].map((count) => loopText.myPost.waiting(count))).toEqual(['1 Anfrage wartet', '2 Anfragen warten'])
  await switchLanguage('bn', { remember: false })
  expect([1, 2].map(portionsText)).toEqual(['১টি অংশ', '২টি অংশ'])
})

// i18next reads these names in a text's values as its own options (`lng` picks the language), so a
// placeholder named so would show the option instead of the value.
test('no placeholder takes the name of an i18next option', () => {
  const reserved = new Set(['lng', 'lngs', 'ns', 'defaultValue', 'replace', 'postProcess', 'fallbackLng'])
  for (const module of modules) {
    for (const [path, text] of flatten(read('en', module))) {
      expect(
        placeholders(text).filter((name) => reserved.has(name)),
        `${module}.${path}`,
      ).toEqual([])
    }
  }
})

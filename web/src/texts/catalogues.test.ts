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
let reading = (language: Language, module: string) =>
  JSON.parse(readFileSync(join(locales, language, `${module}.json`), 'utf8')) as Tree
const read = (language: Language, module: string) => reading(language, module)

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')

/** The code the unused-text check reads: the web's sources (not tests), the shared code and vite.config.ts. */
function sourceCode(): string {
  const source = (dir: string): string =>
    readdirSync(dir, { withFileTypes: true })
      .map((entry) => {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) return entry.name === 'locales' ? '' : source(path)
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? readFileSync(path, 'utf8') : ''
      })
      .join('\n')
  return (
    source(join(import.meta.dirname, '..')) +
    source(join(import.meta.dirname, '../../../functions/src/shared')) +
    readFileSync(join(import.meta.dirname, '../../vite.config.ts'), 'utf8')
  )
}

/**
 * The texts of a module no code reads by their qualified name: `alertsText.describe` (the name
 * its `…Text` module exports, then the keys), or through a name bound to part of it (`const text
 * = trustText.block`, then `text.since`). A part read by an index the code computes
 * (`statusText[status]`, `moves[status]`) counts as read whole.
 */
function unusedTexts(code: string): string[] {
  const unused: string[] = []
  // `copy` is the spec's texts whole (held to functions/src/shared/copy.ts letter for letter), some read by the server only.
  for (const module of modules.filter((name) => name !== 'copy')) {
    const catalogue = read('en', module)
    const texts = readFileSync(join(import.meta.dirname, `${module}.ts`), 'utf8')
    for (const [section, tree] of Object.entries(catalogue)) {
      // The names the section is exported under (`apiErrorText` for `apiErrors`), with the vite config's `manifest`.
      const names = [...texts.matchAll(new RegExp(`const (\\w+)[^=]*= section\\('${section}'`, 'g'))].map(
        (match) => match[1] ?? '',
      )
      if (names.length === 0 && !code.includes(`'${section}'`)) unused.push(`${module}: ${section}`)
      const roots = names.length > 0 ? names : [section]
      for (const path of flatten(tree).keys()) {
        // A list is read whole; a plural form or a variant (`onMap_all`) through its key.
        const keys = path
          .replace(/\[\d+\].*$/, '')
          .replace(/_[a-z]+$/, '')
          .split('.')
        let read = false
        for (const root of roots) {
          // Every prefix of the path, under the section's name or a name bound to that prefix.
          const prefixes = keys.map((_, length) => [root, ...keys.slice(0, length)].join('.'))
          const bound = prefixes.flatMap((prefix) =>
            [...code.matchAll(new RegExp(`(?:const|let) (\\w+)[^=\\n]*= ${escape(prefix)}\\b(?![.\\[(])`, 'g'))].map(
              (match) => ({ name: match[1] ?? '', depth: prefix.split('.').length - 1 }),
            ),
          )
          const spellings = [{ name: root, depth: 0 }, ...bound].flatMap(({ name, depth }) => {
            const rest = keys.slice(depth)
            return rest.map((_, length) => ({
              head: [name, ...rest.slice(0, length)].join('.'),
              tail: rest.slice(length),
            }))
          })
          read = spellings.some(
            ({ head, tail }) =>
              new RegExp(`${escape([head, ...tail].join('.'))}\\b`).test(code) ||
              new RegExp(`${escape(head)}\\[`).test(code),
          )
          if (read) break
        }
        if (!read) unused.push(`${module}: ${section}.${keys.join('.')}`)
      }
    }
  }
  return unused
}

test('no catalogue holds a text that no code reads by its qualified name', () => {
  expect(unusedTexts(sourceCode())).toEqual([])
})

test('a text no code reads is caught, even when another section has a key of the same name', () => {
  const catalogue = read('en', 'app')
  // `retry` is a key of appText, read as `appText.retry`; a `footerText.retry` nobody reads must not hide behind it.
  expect(Object.keys(catalogue.footerText as Tree)).not.toContain('retry')
  const planted = { ...catalogue, footerText: { ...(catalogue.footerText as Tree), retry: 'Retry' } }
  const original = reading
  try {
    reading = (language, module) => (language === 'en' && module === 'app' ? planted : original(language, module))
    expect(unusedTexts(sourceCode())).toEqual(['app: footerText.retry'])
  } finally {
    reading = original
  }
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

// Bengali's `_one` covers 0 and 1, `_other` the rest: a text whose two forms differ shows the choice.
test('Bengali chooses its plural form by its own rules: one for 0 and 1, other from 2', async () => {
  expect([0, 1, 2].map((count) => new Intl.PluralRules('bn').select(count))).toEqual(['one', 'one', 'other'])
  await switchLanguage('bn', { remember: false })
  const forms = [0, 1, 2].map((count) => loopText.form.portionsDefault(count))
  expect(forms[0]).toBe('আপনি বাকি থাকা ০টি অংশ চাইছেন।')
  expect(forms[1]).toBe('আপনি বাকি থাকা ১টি অংশ চাইছেন।')
  expect(forms[2]).toBe('কম না লিখলে আপনি সব ২টি অংশ চাইছেন।')
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

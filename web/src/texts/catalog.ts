/**
 * The web's message catalogues (docs/decisions/languages.md). Each `…Text` module brings its own
 * English file (locales/en/<module>.json, so English travels with the code that shows it); the
 * other languages load on demand, each as one chunk (locales/<language>.ts). A text read during a
 * render is in the language of that render. Plain texts are looked up here; texts with values
 * (placeholders, plurals) go through i18next (./i18n.ts), which loads only for a switch of language:
 * until then the page is English, and `englishOnly` formats those the same way. This file imports
 * nothing from '@shared', so browser journeys import the texts too.
 */
import { LANGUAGES, directionOf, isLanguage, type Language } from '../../../functions/src/shared/languages'

export { LANGUAGES, directionOf, isLanguage, type Language }

/** Each language's own name, as its speakers write it (the language menu). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা', de: 'Deutsch', ar: 'العربية' }

/** The locale `Intl` formats with: Arabic with its own digits (٢٫٤), which CLDR no longer makes the default. */
export function intlLocale(language: Language): string {
  return language === 'ar' ? 'ar-u-nu-arab' : language
}

type Tree = Record<string, unknown>

/** i18next's resources shape: every module's texts under one namespace, keyed by module. i18next reads this same object. */
export const resources: Record<Language, { translation: Tree }> = {
  en: { translation: {} },
  bn: { translation: {} },
  de: { translation: {} },
  ar: { translation: {} },
}

let language: Language = 'en'
const listeners = new Set<() => void>()

export function currentLanguage(): Language {
  return language
}

export function onLanguageChanged(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Sets the language whose texts every read returns from now on (its catalogue must be loaded), and tells the subscribers. */
export function setLanguage(next: Language): void {
  if (next === language) return
  language = next
  for (const listener of listeners) listener()
}

export type Params = Record<string, string | number>
type Translate = (language: Language, key: string, params: Params) => string
let translate: Translate | undefined

/** i18next, once loaded, formats every text with values. */
export function setTranslator(next: Translate): void {
  translate = next
}

function at(tree: unknown, path: string[]): unknown {
  let node = tree
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Tree)[part]
  }
  return node
}

/** A text as English has it, whatever the current language (to recognise a server's English text). */
export function englishText(key: string): unknown {
  return at(resources.en.translation, key.split('.'))
}

function lookup(key: string): unknown {
  const path = key.split('.')
  return at(resources[language].translation, path) ?? at(resources.en.translation, path)
}

/**
 * Until i18next has loaded, the page is English: a text with values is its English form, the plural
 * form chosen by `Intl.PluralRules`, a variant by `context`, the placeholders filled in.
 */
export function englishOnly(key: string, params: Params): string {
  const { count, context } = params
  const forms = [
    ...(context !== undefined ? [`${key}_${context}`] : []),
    ...(typeof count === 'number' ? [`${key}_${new Intl.PluralRules('en').select(count)}`] : []),
    key,
  ]
  const found = forms.map(lookup).find((value) => typeof value === 'string')
  const template = typeof found === 'string' ? found : key
  return template.replace(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g, (_, name: string) => String(params[name] ?? ''))
}

/** First strong isolate … pop directional isolate: a Latin name or a number keeps its own direction in Arabic text. */
function isolate(value: string | number): string | number {
  return directionOf(language) === 'rtl' && typeof value === 'string' ? `\u2068${value}\u2069` : value
}

function format(key: string, params: Params): string {
  const isolated = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, name === 'context' ? value : isolate(value)]),
  )
  return translate ? translate(language, key, isolated) : englishOnly(key, isolated)
}

type Builder = (...args: never[]) => Params
interface Builders {
  readonly [key: string]: Builder | Builders
}

/**
 * The texts of one catalogue object, read in the current language: strings and lists as they are,
 * and for each builder a function taking the builder's arguments (a plural or a text with
 * placeholders: the builder names the placeholders' values, `count` for a plural, `context` for a
 * variant `key_variant`). Keys with `_` (plural forms, variants) are reached through their builder.
 */
export type Localized<J, B> = {
  readonly [
    K in keyof J as K extends `${string}_${string}` ? never : K extends keyof B ? never : K
  ]: J[K] extends string ? string : J[K] extends readonly unknown[] ? J[K] : Localized<J[K], object>
} & {
  readonly [K in keyof B]: B[K] extends (...args: infer A) => Params
    ? (...args: A) => string
    : Localized<K extends keyof J ? J[K] : object, B[K]>
}

function build(path: string, json: Tree, builders: Builders): object {
  const target: Tree = {}
  const keys = new Set(Object.keys(json).map((key) => key.replace(/_[a-z]+$/, '')))
  for (const key of Object.keys(builders)) keys.add(key)
  for (const key of keys) {
    const key_ = `${path}.${key}`
    const builder = builders[key]
    const value = json[key]
    if (typeof builder === 'function') {
      target[key] = (...args: never[]) => format(key_, builder(...args))
    } else if (typeof value === 'string' || Array.isArray(value)) {
      Object.defineProperty(target, key, { enumerable: true, get: () => lookup(key_) })
    } else if (value !== null && typeof value === 'object') {
      target[key] = build(key_, value as Tree, builder ?? {})
    } else {
      target[key] = value
    }
  }
  return target
}

/**
 * One module's catalogue: registers its English texts, and returns `section(key, builders?)` for
 * each top-level object in it (`alertsText`).
 */
export function catalogue<C extends Tree>(module: string, english: C) {
  resources.en.translation[module] = english
  function section<K extends keyof C & string>(key: K): Localized<C[K], Record<never, never>>
  function section<K extends keyof C & string, B extends Builders>(key: K, builders: B): Localized<C[K], B>
  function section(key: string, builders: Builders = {}): unknown {
    return build(`${module}.${key}`, english[key] as Tree, builders)
  }
  return section
}

/** Adds a language's catalogue (every module's texts), as the language's chunk brings it. */
export function addLanguage(next: Language, modules: Tree): void {
  Object.assign(resources[next].translation, modules)
}

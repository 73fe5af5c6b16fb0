/** Every module's texts in this language, as one chunk (app/language.ts loads it on a switch). */
const modules = import.meta.glob<Record<string, unknown>>('./de/*.json', { eager: true, import: 'default' })

export default Object.fromEntries(
  Object.entries(modules).map(([path, texts]) => [path.slice('./de/'.length, -'.json'.length), texts]),
)

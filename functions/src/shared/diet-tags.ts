/**
 * Diet and allergen tags (issue 11 §3): a fixed list, so filters and chips agree everywhere.
 * Zod-free, like food-status.ts, so cards can name them without a schema library.
 */
export const DIET_TAGS = [
  'vegetarian',
  'vegan',
  'halal',
  'gluten-free',
  'contains-nuts',
  'contains-dairy',
  'contains-gluten',
  'contains-egg',
  'contains-fish',
] as const
export type DietTag = (typeof DIET_TAGS)[number]

export function isDietTag(value: string): value is DietTag {
  return (DIET_TAGS as readonly string[]).includes(value)
}

/** How a tag reads on a chip. */
export function dietTagLabel(tag: DietTag): string {
  const [first = '', ...rest] = tag.split('-')
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join('-')
}

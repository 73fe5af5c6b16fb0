/**
 * Diet and allergen tags (docs/product.md, Foods): a fixed list, so filters and chips agree everywhere.
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

const DIET_TAG_LABELS: Record<DietTag, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  halal: 'Halal',
  'gluten-free': 'Gluten-free',
  'contains-nuts': 'Contains nuts',
  'contains-dairy': 'Contains dairy',
  'contains-gluten': 'Contains gluten',
  'contains-egg': 'Contains egg',
  'contains-fish': 'Contains fish',
}

/** How a tag reads on a chip or a checkbox. */
export function dietTagLabel(tag: DietTag): string {
  return DIET_TAG_LABELS[tag]
}

/** The orders of the public food lists (`sort=`); zod-free so the web can import it at no cost. */
export const FOOD_SORTS = ['newest', 'quantity', 'expiry'] as const
export type FoodSort = (typeof FOOD_SORTS)[number]

/** A food's status as stored and answered (docs/product.md, Foods); its own module so responses.ts needs no more of food.ts. */
export const FOOD_STATUSES = ['Available', 'Requested', 'Expired'] as const
export type FoodStatus = (typeof FOOD_STATUSES)[number]

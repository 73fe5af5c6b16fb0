// First: zod must be jitless before the shared module below builds its schemas (see the file).
import '../../lib/zod-jitless'

/** The API's own schemas (docs/product.md, Limits), for the add and edit forms. Import them from here, not @shared. */
export { FOOD_STATUSES } from '@shared/food-status'
export { foodInput, foodUpdateInput } from '@shared/food'

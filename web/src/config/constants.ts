/** The product's fixed numbers (docs/product.md, Limits) live with the API's limits, so screens and server agree. */
export * from '@shared/constants'

/** The /allfood search asks the server once the typing pauses this long (docs/decisions/search-and-paging.md). */
export const SEARCH_DEBOUNCE_MS = 300
/** A food card's height before it is measured (image 300 px + text + button): the list's first guess. */
export const FOOD_ROW_ESTIMATE_PX = 560
/** How far below the screen the next page starts loading, so scrolling rarely waits. */
export const LOAD_AHEAD_PX = 1200
/**
 * The browser shrinks a photo to this long side (JPEG) before it uploads it: the API keeps 1,200
 * px, and a phone's 12-megapixel original would be several megabytes on a mobile connection.
 */
export const UPLOAD_MAX_SIDE_PX = 2048
/** A photo in an accepted type, within UPLOAD_MAX_SIDE_PX and at most this size, is sent as it is. */
export const UPLOAD_AS_IS_MAX_BYTES = 2 * 1024 * 1024

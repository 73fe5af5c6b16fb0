/** The product's numbers (docs/product.md, Limits) and the limits the API enforces. One place for each. */
export const MIN_PASSWORD_LENGTH = 6
export const MIN_FOOD_NAME = 2
export const MAX_FOOD_NAME = 100
export const MAX_LOCATION = 200
export const MAX_QUANTITY = 10_000
export const MAX_URL_LENGTH = 2048
export const MAX_SEARCH_LENGTH = 100
export const MAX_REQUESTED_TIME_LENGTH = 32
/** Firestore refuses document ids over 1,500 bytes; ours are far shorter. */
export const MAX_ID_LENGTH = 128
export const MAX_BODY_BYTES = 64 * 1024
/** A photo upload (docs/product.md, Photos): its body, its size in pixels, and what the API keeps of it. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024
export const MAX_IMAGE_PIXELS = 40_000_000
export const IMAGE_MAX_SIDE_PX = 1200
/** A list call without `limit` (the spec's client sends none) answers at most this many; headers tell the rest. */
export const MAX_LIST_SIZE = 500
/** The most a list call's `limit` may ask for. */
export const MAX_PAGE_LIMIT = 50
/** One page of every list: whole rows at 1, 2 or 3 columns, and each request reads few documents. */
export const PAGE_SIZE = 24

export const SUCCESS_DIALOG_MS = 2500
export const REDIRECT_DELAY_MS = 2000
export const TOAST_MS = 5000
export const SLIDER_AUTOPLAY_MS = 4000
export const SLIDER_SPEED_MS = 3000
export const SLIDER_SPACE_PX = 30
export const HERO_HEIGHT = '38rem'
export const HOME_FOOD_IMAGE_PX = 300

/** POST /jwt accepts only an ID token minted by a sign-in this recent. */
export const SESSION_RECENT_SIGN_IN_MS = 5 * 60 * 1000
/** Firebase session cookies live at most 14 days. */
export const SESSION_COOKIE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000
export const SESSION_COOKIE_NAME = '__session'

export const RATE_LIMITS = {
  addFood: { limit: 20, windowMs: 60 * 60 * 1000 },
  requestFood: { limit: 30, windowMs: 60 * 60 * 1000 },
  // A donor may try a few photos per food; each costs a decode.
  uploadImage: { limit: 60, windowMs: 60 * 60 * 1000 },
  sendMessage: { limit: 60, windowMs: 60 * 60 * 1000 },
  // Reports (docs/decisions/trust.md): a day is a calendar day in UTC.
  report: { limit: 20, windowMs: 24 * 60 * 60 * 1000 },
} as const

/** After the donor declines a request, its requester may not ask for that food again for this long, so a donor is not nagged. */
export const ASK_AGAIN_AFTER_DECLINE_MS = 24 * 60 * 60 * 1000

/** `GET /foods?near=`: the radius a caller may ask for, and the one they get without asking. */
export const MIN_RADIUS_KM = 1
export const MAX_RADIUS_KM = 50
export const DEFAULT_RADIUS_KM = 10
/** Pickup points in public answers: two decimals of a degree, at most about 1.1 km off, a neighbourhood rather than a door. */
export const PUBLIC_DECIMALS = 2

/** Arranging the pickup (docs/decisions/pickup.md): windows, confirmation, reminders, conversations. */
export const MAX_PICKUP_WINDOWS = 5
export const MIN_PICKUP_WINDOW_MS = 15 * 60 * 1000
export const MAX_PICKUP_WINDOW_MS = 12 * 60 * 60 * 1000
/** `confirmBy`: the earlier of acceptance + 2 h and the window's start − 30 min, never under 10 min. */
export const CONFIRM_WITHIN_MS = 2 * 60 * 60 * 1000
export const CONFIRM_BEFORE_START_MS = 30 * 60 * 1000
export const MIN_CONFIRM_MS = 10 * 60 * 1000
export const CONFIRM_WITHOUT_WINDOW_MS = 24 * 60 * 60 * 1000
export const REMINDER_BEFORE_START_MS = 2 * 60 * 60 * 1000
export const OUTCOME_DUE_AFTER_END_MS = 60 * 60 * 1000
/** A conversation takes messages while its request is open and this long after it closes. */
export const CONVERSATION_OPEN_AFTER_CLOSE_MS = 7 * 24 * 60 * 60 * 1000
export const MAX_MESSAGE_LENGTH = 1000
/** `GET /request/{id}/messages` answers this many, the newest. */
export const MESSAGES_SHOWN = 50
/** How many due requests one run of the job takes on; the next run takes the rest. */
export const DUE_BATCH = 200

/** Trust and safety (docs/decisions/trust.md): feedback, and the limits that follow behaviour. */
export const MAX_FEEDBACK_COMMENT = 500
/** A profile shows its feedback counts once this many people's feedback is in: fewer would point at who gave it. */
export const FEEDBACK_SHOWN_FROM = 3

/** An account this young is new (judged by Firebase Auth's `metadata.creationTime`)… */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000
/** …and may hold this many open requests and have posted this many foods. */
export const NEW_ACCOUNT_OPEN_REQUESTS = 2
export const NEW_ACCOUNT_FOODS = 3
/** No-shows this many times within the window… */
export const NO_SHOW_LIMIT = 3
export const NO_SHOW_WINDOW_MS = 30 * 24 * 60 * 60 * 1000
/** …leave a person this many open requests at a time, until the oldest of them leaves the window. */
export const OPEN_REQUESTS_AFTER_NO_SHOWS = 1
/** Housekeeping: an uploaded photo no food and no message uses this long after its upload is deleted. */
export const UNUSED_IMAGE_AFTER_MS = 24 * 60 * 60 * 1000

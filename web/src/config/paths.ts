/** Every URL of the web app (docs/product.md, Screens). */
export const paths = {
  home: '/',
  /** Rendered by the function with its first foods (functions/src/shared/rendered-pages.ts). */
  allFood: '/allfood',
  addFood: '/addfood',
  myPost: '/mypost',
  myRequest: '/myrequest',
  cook: '/cook',
  delivary: '/delivary',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  privacy: '/privacy',
  details: (id: string) => `/details/${encodeURIComponent(id)}`,
  update: (id: string) => `/update/${encodeURIComponent(id)}`,
  /** The donor's queue of one food: who asked, and their answer. */
  foodRequests: (id: string) => `/mypost/${encodeURIComponent(id)}/requests`,
  /** The caller's conversations, and one of them: a conversation's id is its request's. */
  messages: '/messages',
  thread: (requestId: string) => `/messages/${encodeURIComponent(requestId)}`,
  alerts: '/alerts',
  notificationSettings: '/account/notifications',
  /** A person's public profile. */
  profile: (profileId: string) => `/users/${encodeURIComponent(profileId)}`,
  /** Blocked people and "your data": download and deletion. */
  account: '/account',
  moderation: '/moderation',
} as const

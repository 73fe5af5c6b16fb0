/** Every URL of the web app (docs/product.md, Screens). */
export const paths = {
  home: '/',
  allFood: '/allfood',
  addFood: '/addfood',
  myPost: '/mypost',
  myRequest: '/myrequest',
  cook: '/cook',
  delivary: '/delivary',
  login: '/login',
  register: '/register',
  details: (id: string) => `/details/${encodeURIComponent(id)}`,
  update: (id: string) => `/update/${encodeURIComponent(id)}`,
  /** The donor's queue of one food: who asked, and their answer. */
  foodRequests: (id: string) => `/mypost/${encodeURIComponent(id)}/requests`,
  alerts: '/alerts',
  notificationSettings: '/account/notifications',
} as const

/** Every URL of the web app (spec §2). */
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
  /** The donor's queue of one food (issue 10): who asked, and their answer. */
  foodRequests: (id: string) => `/mypost/${encodeURIComponent(id)}/requests`,
  alerts: '/alerts',
  notificationSettings: '/account/notifications',
} as const

/** The API's REST paths (docs/product.md, Foods and Requests), as the web calls them through Hosting's /api rewrite. */
export const API_PREFIX = '/api'

export const apiPaths = {
  jwt: '/jwt',
  logout: '/logout',
  allFoods: '/allfoods',
  foods: '/foods',
  search: '/food',
  food: (id: string) => `/food/${encodeURIComponent(id)}`,
  requests: '/request',
  myRequests: '/myrequest',
  posted: '/posted',
  addFood: '/addfoods',
  updateFood: (id: string) => `/update/${encodeURIComponent(id)}`,
  deleteFood: (id: string) => `/delete/${encodeURIComponent(id)}`,
  deleteRequest: (id: string) => `/deletereq/${encodeURIComponent(id)}`,
  foodRequests: (foodId: string) => `/food/${encodeURIComponent(foodId)}/requests`,
  moveRequest: (id: string) => `/request/${encodeURIComponent(id)}`,
  notifications: '/notifications',
  readNotifications: '/notifications/read',
  stats: '/stats',
  images: '/images',
  image: (id: string) => `/images/${encodeURIComponent(id)}`,
} as const

/**
 * Demo data for local runs: two donors and a dozen foods, images served by Hosting from
 * web/public/demo. It goes through the API's own services, so stored documents have the exact
 * shape the API writes. Needs the emulator variables set before it is imported.
 */
import { auth } from '../functions/src/firebase'
import { addFood } from '../functions/src/services/foods'
import { moveRequest, requestFood } from '../functions/src/services/requests'
import type { SessionUser } from '../functions/src/services/session'
import { daysFromNow } from '../functions/src/test/dates'

export const DEMO_PASSWORD = 'Demo-pass1'
export const DEMO_USERS = [
  {
    uid: 'demoayesha',
    email: 'ayesha@foodshare.demo',
    password: DEMO_PASSWORD,
    name: 'Ayesha Rahman',
    photo: 'ayesha',
  },
  { uid: 'demomarco', email: 'marco@foodshare.demo', password: DEMO_PASSWORD, name: 'Marco Rossi', photo: 'marco' },
] as const

/** [slug, name, quantity, location, days until expiry, donor index] */
export const DEMO_FOODS: [string, string, number, string, number, 0 | 1][] = [
  ['chicken-biryani', 'Chicken Biryani', 6, 'Green Road, Dhanmondi', 2, 0],
  ['vegetable-soup', 'Vegetable Soup', 4, 'Baker Street Community Hall', 1, 1],
  ['margherita-pizza', 'Margherita Pizza', 3, 'Via Roma 12', 1, 1],
  ['fresh-bread', 'Fresh Sourdough Bread', 10, 'Corner Bakery, Elm Street', 3, 0],
  ['fruit-basket', 'Fruit Basket', 8, 'Central Market Gate 2', 5, 0],
  ['pasta-salad', 'Pasta Salad', 5, 'Riverside Park Pavilion', 2, 1],
  ['lentil-curry', 'Lentil Curry', 7, 'Mirpur 10 Circle', 4, 0],
  ['apple-pie', 'Apple Pie', 2, 'Oak Avenue 44', 3, 1],
  ['rice-and-beans', 'Rice and Beans', 12, 'Station Road Shelter', 6, 0],
  ['garden-salad', 'Garden Salad', 4, 'Allotment Lane', 1, 1],
  ['banana-muffins', 'Banana Muffins', 9, 'School Lane Library', 2, 0],
  ['tomato-pasta', 'Tomato Pasta', 5, 'Harbour View Flats', -3, 1],
]

export async function seedDemoData(appUrl: string): Promise<void> {
  const donors: SessionUser[] = []
  for (const user of DEMO_USERS) {
    await auth.createUser({
      uid: user.uid,
      email: user.email,
      password: user.password,
      displayName: user.name,
      photoURL: `${appUrl}/demo/${user.photo}.svg`,
      emailVerified: true,
    })
    donors.push({ uid: user.uid, email: user.email })
  }
  const now = new Date()
  const ids: string[] = []
  for (const [slug, foodName, quantity, location, days, donor] of DEMO_FOODS) {
    const { insertedId } = await addFood(
      donors[donor]!,
      {
        foodName,
        foodImg: `${appUrl}/demo/${slug}.svg`,
        quantity,
        location,
        expireDateTime: daysFromNow(days),
        foodStatus: 'Available',
      },
      // Each a second apart, so "newest first" has a stable order.
      new Date(now.getTime() - ids.length * 1000),
    )
    ids.push(insertedId)
  }
  const [ayesha, marco] = donors as [SessionUser, SessionUser]
  // Marco has picked up two loaves of Ayesha's bread, so the home's impact strip has a figure…
  const bread = await requestFood(
    marco,
    { foodId: ids[3]!, requestedTime: '9:30:00 AM', portions: 2, message: 'Could I come by after work?' },
    now,
  )
  await moveRequest(ayesha, bread.insertedId, 'Accepted', now)
  await moveRequest(ayesha, bread.insertedId, 'Collected', now)
  // …and is waiting on her biryani, so her queue, his requests and both bells show something.
  await requestFood(marco, { foodId: ids[0]!, requestedTime: '6:00:00 PM', portions: 2, message: '' }, now)
}

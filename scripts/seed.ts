/**
 * Demo data for local runs: two donors and a dozen foods, images served by Hosting from
 * web/public/demo. It goes through the API's own services, so stored documents have the exact
 * shape the API writes. Needs the emulator variables set before it is imported.
 */
import { auth } from '../functions/src/store/firebase'
import { setModeratorClaim } from '../functions/src/store/accounts'
import { addFood } from '../functions/src/services/foods'
import { moveRequest, requestFood } from '../functions/src/services/requests'
import type { SessionUser } from '../functions/src/domain/account'
import type { DietTag } from '../functions/src/shared/diet-tags'
import { ageAccount } from '../functions/src/test/account-age'
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
/** The demo moderator (docs/decisions/trust.md): posts nothing, sees `/moderation`. */
export const DEMO_MODERATOR = {
  uid: 'demomoderator',
  email: 'moderator@foodshare.demo',
  password: DEMO_PASSWORD,
  name: 'Mo Derator',
  photo: 'ayesha',
} as const

interface DemoFood {
  slug: string
  name: string
  quantity: number
  location: string
  daysToExpiry: number
  donor: 0 | 1
  tags: DietTag[]
  /** Around Dhanmondi Lake, a walk apart, so 'Near me' from the demo's town has something to sort. */
  coordinates: { lat: number; lng: number }
}

export const DEMO_FOODS: DemoFood[] = [
  demo('chicken-biryani', 'Chicken Biryani', 6, 'Green Road, Dhanmondi', 2, 0, ['halal'], [23.7515, 90.3855]),
  demo(
    'vegetable-soup',
    'Vegetable Soup',
    4,
    'Baker Street Community Hall',
    1,
    1,
    ['vegan', 'vegetarian'],
    [23.7461, 90.3742],
  ),
  demo(
    'margherita-pizza',
    'Margherita Pizza',
    3,
    'Via Roma 12',
    1,
    1,
    ['vegetarian', 'contains-gluten', 'contains-dairy'],
    [23.7402, 90.3781],
  ),
  demo(
    'fresh-bread',
    'Fresh Sourdough Bread',
    10,
    'Corner Bakery, Elm Street',
    3,
    0,
    ['vegan', 'contains-gluten'],
    [23.7553, 90.3689],
  ),
  demo('fruit-basket', 'Fruit Basket', 8, 'Central Market Gate 2', 5, 0, ['vegan', 'gluten-free'], [23.7338, 90.3925]),
  demo(
    'pasta-salad',
    'Pasta Salad',
    5,
    'Riverside Park Pavilion',
    2,
    1,
    ['vegetarian', 'contains-gluten', 'contains-egg'],
    [23.7611, 90.3792],
  ),
  demo(
    'lentil-curry',
    'Lentil Curry',
    7,
    'Mirpur 10 Circle',
    4,
    0,
    ['vegan', 'halal', 'gluten-free'],
    [23.8069, 90.3687],
  ),
  demo(
    'apple-pie',
    'Apple Pie',
    2,
    'Oak Avenue 44',
    3,
    1,
    ['vegetarian', 'contains-gluten', 'contains-dairy'],
    [23.7489, 90.3963],
  ),
  demo(
    'rice-and-beans',
    'Rice and Beans',
    12,
    'Station Road Shelter',
    6,
    0,
    ['vegan', 'gluten-free'],
    [23.7297, 90.4172],
  ),
  demo(
    'garden-salad',
    'Garden Salad',
    4,
    'Allotment Lane',
    1,
    1,
    ['vegan', 'gluten-free', 'contains-nuts'],
    [23.7447, 90.3701],
  ),
  demo(
    'banana-muffins',
    'Banana Muffins',
    9,
    'School Lane Library',
    2,
    0,
    ['vegetarian', 'contains-egg', 'contains-nuts'],
    [23.7578, 90.3899],
  ),
  demo(
    'tomato-pasta',
    'Tomato Pasta',
    5,
    'Harbour View Flats',
    -3,
    1,
    ['vegan', 'contains-gluten'],
    [23.7366, 90.3818],
  ),
]

function demo(
  slug: string,
  name: string,
  quantity: number,
  location: string,
  daysToExpiry: number,
  donor: 0 | 1,
  tags: DietTag[],
  [lat, lng]: [number, number],
): DemoFood {
  return { slug, name, quantity, location, daysToExpiry, donor, tags, coordinates: { lat, lng } }
}

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
    // Demo people are not new accounts: the new-account limits would stop the demo's foods.
    await ageAccount(user.uid)
    donors.push({ uid: user.uid, email: user.email })
  }
  const now = new Date()
  const ids: string[] = []
  for (const { slug, name, quantity, location, daysToExpiry, donor, tags, coordinates } of DEMO_FOODS) {
    const { insertedId } = await addFood(
      donors[donor]!,
      {
        foodName: name,
        foodImg: `${appUrl}/demo/${slug}.svg`,
        quantity,
        location,
        expireDateTime: daysFromNow(daysToExpiry),
        foodStatus: 'Available',
        tags,
        coordinates,
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
  await moveRequest(ayesha, bread.insertedId, 'Accepted', undefined, now)
  await moveRequest(ayesha, bread.insertedId, 'Collected', undefined, now)
  // …and is waiting on her biryani, so her queue, his requests and both bells show something.
  await requestFood(marco, { foodId: ids[0]!, requestedTime: '6:00:00 PM', portions: 2, message: '' }, now)
  await seedDemoModerator(appUrl)
}

async function seedDemoModerator(appUrl: string): Promise<void> {
  const { uid, email, password, name, photo } = DEMO_MODERATOR
  await auth.createUser({ uid, email, password, displayName: name, photoURL: `${appUrl}/demo/${photo}.svg` })
  await setModeratorClaim(email, true)
}

/** The food calls (docs/product.md, Foods) over Hosting's /api rewrite: answers, refusals, and what is stored. */
import { Timestamp } from 'firebase-admin/firestore'
import { expect, test } from 'vitest'
import { copy } from '../shared/copy'
import { apiErrors } from '../shared/copy'
import { MAX_FOOD_NAME, MAX_LOCATION, MAX_QUANTITY, MAX_SEARCH_LENGTH, RATE_LIMITS } from '../shared/constants'
import { daysFromNow } from '../test/dates'
import { buildFood, postFood, postRequest, uniqueWord } from '../test/builders'
import { del, get, post, put } from '../test/http'
import { PARSED_FOOD_FIELDS } from '../test/fuzz-oracle'
import { JAVASCRIPT_URL, UNSAFE_IMAGE_URLS } from '../test/image-urls'
import {
  deleteResult,
  foodBody,
  foodList,
  insertResult,
  publicFoodList,
  requestList,
  updateResult,
} from '../shared/responses'
import { matchesSearch } from '../shared/search'
import { expectBody, expectBadRequestBeforeTheApp, expectError } from '../test/responses'
import { requestsOfFood, storedFood, storedFoodsOf, storedRequest } from '../test/stored'
import { PROFILE_ID } from '../test/profiles'
import { bearer, signUpUser } from '../test/users'

const PUBLIC_CACHE = 'public, max-age=0, s-maxage=10'
const PRIVATE = 'private, no-store'

// ── Lists and search (public) ──────────────────────────────────────────────────────────────

test("GET /allfoods and /foods list every food with the spec's fields, to visitors, cached only briefly", async () => {
  const donor = await signUpUser()
  const food = buildFood()
  const id = await postFood(bearer(donor), food)

  for (const path of ['/allfoods', '/foods']) {
    const response = await get(path)
    const list = expectBody(response, 200, publicFoodList)
    expect(list.find((item) => item._id === id)).toEqual({
      _id: id,
      foodName: food.foodName,
      foodImg: food.foodImg,
      quantity: food.quantity,
      location: food.location,
      expireDateTime: food.expireDateTime,
      donator: {
        name: donor.displayName,
        img: donor.photoURL,
        profileId: expect.stringMatching(PROFILE_ID) as unknown,
      },
      foodStatus: 'Available',
      portionsLeft: food.quantity,
      tags: [],
      pickupWindows: [],
    })
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE)
    expect(response.headers['set-cookie']).toBeUndefined()
  }
})

test("public lists carry the donor's name and photo, never an email; the signed-in single food and own list keep it", async () => {
  const donor = await signUpUser()
  const tag = uniqueWord()
  const id = await postFood(bearer(donor), buildFood({ foodName: `Privacy Pie ${tag}` }))

  for (const path of [`/food?searchParams=${tag}`, `/food?searchParams=${tag}&limit=5&sort=expiry`]) {
    const response = await get(path)
    expect(expectBody(response, 200, publicFoodList).map((food) => food._id)).toEqual([id])
    expect(response.text, path).not.toContain('@')
  }
  for (const path of ['/allfoods', '/foods', '/foods?limit=3', '/allfoods?sort=quantity&limit=50']) {
    const list = expectBody(await get(path), 200, publicFoodList)
    expect(list.length, path).toBeGreaterThan(0)
    for (const food of list) expect(JSON.stringify(food.donator), path).not.toContain('@')
  }
  const one = expectBody(await get(`/food/${id}`, { as: bearer(donor) }), 200, foodBody)
  expect(one.donator.email).toBe(donor.email)
  const own = await get(`/posted?email=${encodeURIComponent(donor.email)}`, { as: bearer(donor) })
  expect(expectBody(own, 200, foodList)[0]?.donator.email).toBe(donor.email)
})

test('a food past its expiry date is Expired in every answer, whatever is stored', async () => {
  const donor = await signUpUser()
  const id = await postFood(bearer(donor))
  const food = buildFood({ expireDateTime: daysFromNow(-3) })
  expect((await put(`/update/${id}`, { as: bearer(donor), body: food })).status).toBe(200)

  expect((await storedFood(id))?.foodStatus).toBe('Available')
  const all = expectBody(await get('/allfoods'), 200, publicFoodList)
  expect(all.find((item) => item._id === id)?.foodStatus).toBe('Expired')
  const one = expectBody(await get(`/food/${id}`, { as: bearer(donor) }), 200, foodBody)
  expect(one.foodStatus).toBe('Expired')
  const found = expectBody(await get(`/food?searchParams=${food.foodName.split(' ')[2]}`), 200, publicFoodList)
  expect(found.map((item) => [item._id, item.foodStatus])).toEqual([[id, 'Expired']])
  const posted = expectBody(
    await get(`/posted?email=${encodeURIComponent(donor.email)}`, { as: bearer(donor) }),
    200,
    foodList,
  )
  expect(posted[0]?.foodStatus).toBe('Expired')
})

test('search: "bir" and "chicken bir" find "Chicken Biryani", in any case, and every result matches', async () => {
  const donor = await signUpUser()
  const tag = uniqueWord()
  const id = await postFood(bearer(donor), buildFood({ foodName: `Chicken Biryani ${tag}` }))

  for (const text of ['bir', 'BIR', 'Bir', 'chick', 'chicken bir', `biryani ${tag.slice(0, 4)}`, tag.toUpperCase()]) {
    const response = await get(`/food?searchParams=${encodeURIComponent(text)}`)
    const list = expectBody(response, 200, publicFoodList)
    expect(
      list.map((item) => item._id),
      text,
    ).toContain(id)
    for (const item of list) expect(matchesSearch(text, item.foodName, item.location), item.foodName).toBe(true)
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE)
  }
})

test('search: only word starts match, words in the order they run, and a location finds the food too', async () => {
  const donor = await signUpUser()
  const place = uniqueWord()
  const id = await postFood(
    bearer(donor),
    buildFood({ foodName: `Chicken Biryani ${uniqueWord()}`, location: `${place} Road, Dhanmondi` }),
  )
  const search = async (text: string) =>
    expectBody(await get(`/food?searchParams=${encodeURIComponent(text)}`), 200, publicFoodList).map((item) => item._id)

  expect(await search(place.slice(0, 5))).toEqual([id])
  expect(await search(place.slice(2, 8))).not.toContain(id)
  expect(await search(`${place} road, dhan`)).toEqual([id])
  expect(await search(`dhan ${place}`)).toEqual([])
  expect(await search(`${place} zzzzzz`)).toEqual([])
})

test('search: empty text (or none, or only punctuation) returns every food', async () => {
  const donor = await signUpUser()
  const id = await postFood(bearer(donor))
  const all = expectBody(await get('/allfoods'), 200, publicFoodList).map((item) => item._id)

  for (const path of ['/food?searchParams=', '/food', '/food?searchParams=%20%20', '/food?searchParams=%2C.-']) {
    const list = expectBody(await get(path), 200, publicFoodList)
    expect(
      list.map((item) => item._id),
      path,
    ).toContain(id)
    expect(list.length, path).toBeGreaterThanOrEqual(all.length)
  }
})

test('search: text over 100 characters gets 400 naming searchParams; 100 is fine', async () => {
  const tooLong = await get(`/food?searchParams=${'a'.repeat(MAX_SEARCH_LENGTH + 1)}`)
  expect(expectError(tooLong, 400).fields).toHaveProperty('searchParams')
  expect((await get(`/food?searchParams=${'a'.repeat(MAX_SEARCH_LENGTH)}`)).status).toBe(200)
  const twice = await get('/food?searchParams=a&searchParams=b')
  expect(expectError(twice, 400).fields).toHaveProperty('searchParams')
})

// ── One food ─────────────────────────────────────────────────────────────────────────────

test('GET /food/{id} answers the food to a signed-in user, privately', async () => {
  const [donor, reader] = await Promise.all([signUpUser(), signUpUser()])
  const food = buildFood()
  const id = await postFood(bearer(donor), food)

  const response = await get(`/food/${id}`, { as: bearer(reader) })

  expect(expectBody(response, 200, foodBody)).toEqual({
    _id: id,
    foodName: food.foodName,
    foodImg: food.foodImg,
    quantity: food.quantity,
    location: food.location,
    expireDateTime: food.expireDateTime,
    donator: {
      name: donor.displayName,
      email: donor.email,
      img: donor.photoURL,
      profileId: expect.stringMatching(PROFILE_ID) as unknown,
    },
    foodStatus: 'Available',
    portionsLeft: food.quantity,
    requestsWaiting: 0,
    tags: [],
    pickupWindows: [],
  })
  expect(response.headers['cache-control']).toBe(PRIVATE)
})

test('GET /food/{id}: a visitor gets 401, an unknown id 404', async () => {
  const [donor, reader] = await Promise.all([signUpUser(), signUpUser()])
  const id = await postFood(bearer(donor))

  expect(expectError(await get(`/food/${id}`), 401).error).toBe(apiErrors.unauthenticated)
  expect(expectError(await get('/food/NoSuchFood0000000000', { as: bearer(reader) }), 404).error).toBe(
    apiErrors.foodNotFound,
  )
})

// ── Posted list ──────────────────────────────────────────────────────────────────────────

test("GET /posted lists the caller's own foods only, for their own email only", async () => {
  const [donor, other] = await Promise.all([signUpUser(), signUpUser()])
  const mine = [await postFood(bearer(donor)), await postFood(bearer(donor))]
  await postFood(bearer(other))

  const response = await get(`/posted?email=${encodeURIComponent(donor.email)}`, { as: bearer(donor) })

  const list = expectBody(response, 200, foodList)
  expect(list.map((item) => item._id).sort()).toEqual([...mine].sort())
  expect(response.headers['cache-control']).toBe(PRIVATE)
  const shouted = await get(`/posted?email=${encodeURIComponent(donor.email.toUpperCase())}`, { as: bearer(donor) })
  expect(expectBody(shouted, 200, foodList)).toHaveLength(2)
  expect(
    expectError(await get(`/posted?email=${encodeURIComponent(other.email)}`, { as: bearer(donor) }), 403).error,
  ).toBe(apiErrors.notYourEmail)
  expect(expectError(await get('/posted', { as: bearer(donor) }), 400).fields).toHaveProperty('email')
  expectError(await get(`/posted?email=${encodeURIComponent(donor.email)}`), 401)
})

// ── Adding ───────────────────────────────────────────────────────────────────────────────

test('POST /addfoods answers 201 with insertedId and stores the food with the donor from the verified user', async () => {
  const donor = await signUpUser()
  const food = buildFood({ foodName: '  Chicken Biryani  ', location: ' Green Road, Dhanmondi ' })
  const before = Date.now()

  const response = await post('/addfoods', { as: bearer(donor), body: food })

  const { insertedId } = expectBody(response, 201, insertResult)
  expect(response.headers['cache-control']).toBe(PRIVATE)
  const stored = await storedFood(insertedId)
  expect(stored).toMatchObject({
    foodName: 'Chicken Biryani',
    foodImg: food.foodImg,
    quantity: food.quantity,
    location: 'Green Road, Dhanmondi',
    expireDateTime: food.expireDateTime,
    foodStatus: 'Available',
    donator: { name: donor.displayName, email: donor.email, img: donor.photoURL },
    donatorUid: donor.uid,
    donatorEmail: donor.email,
  })
  expect(stored?.searchTokens).toEqual(expect.arrayContaining(['c', 'chicken', 'bir', 'biryani', 'green', 'dhanmondi']))
  const createdAt = stored?.createdAt
  expect(createdAt).toBeInstanceOf(Timestamp)
  expect((createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5000)
  expect(stored?.updatedAt).toEqual(createdAt)
})

test('POST /addfoods takes the quantity as the number input hands it over, digits in a string', async () => {
  const donor = await signUpUser()

  const response = await post('/addfoods', { as: bearer(donor), body: buildFood({ quantity: '7' }) })

  const { insertedId } = expectBody(response, 201, insertResult)
  expect((await storedFood(insertedId))?.quantity).toBe(7)
})

test('POST /addfoods never stores the fields a caller may not set (mass assignment)', async () => {
  const [donor, victim] = await Promise.all([signUpUser(), signUpUser()])
  const chosenId = `Chosen${uniqueWord()}`
  const food = buildFood({
    donatorUid: victim.uid,
    donatorEmail: victim.email,
    donator: { name: 'Victim', email: victim.email, img: 'https://evil.example.com/x.png' },
    createdAt: '2000-01-01T00:00:00Z',
    updatedAt: { seconds: 1 },
    isAdmin: true,
    role: 'admin',
    _id: chosenId,
    id: chosenId,
    searchTokens: ['everything'],
    // The sharing loop's counters are the change log's to write, never a caller's.
    portionsReserved: 3,
    portionsCollected: 4,
    requestsWaiting: 7,
    portionsLeft: 0,
    changeSeq: 41,
    listed: false,
    tagVegan: true,
  })
  // As raw JSON, so "__proto__" is a key on the wire, not the literal's prototype.
  const raw = JSON.stringify(food).replace(
    /^\{/,
    '{"__proto__":{"isAdmin":true,"polluted":true},"constructor":{"prototype":{"polluted":true}},',
  )

  const { insertedId } = expectBody(await post('/addfoods', { as: bearer(donor), raw }), 201, insertResult)

  expect(insertedId).not.toBe(chosenId)
  const stored = await storedFood(insertedId)
  // Each diet tag is also stored as its own boolean (`tagVegan`…), set from `tags` only.
  const keys = Object.keys(stored ?? {}).filter((key) => !/^tag[A-Z]/.test(key))
  expect(keys.sort()).toEqual(
    [
      ...PARSED_FOOD_FIELDS,
      'createdAt',
      'donator',
      'donatorEmail',
      'donatorUid',
      'searchTokens',
      'sortExpiry',
      'sortNewest',
      'sortQuantity',
      'updatedAt',
      'portionsReserved',
      'portionsCollected',
      'requestsWaiting',
      'changeSeq',
      'listed',
    ].sort(),
  )
  expect(stored).toMatchObject({
    donatorUid: donor.uid,
    donatorEmail: donor.email,
    donator: { email: donor.email, name: donor.displayName },
    portionsReserved: 0,
    portionsCollected: 0,
    requestsWaiting: 0,
    changeSeq: 0,
    listed: true,
  })
  expect(stored).not.toHaveProperty('portionsLeft')
  expect(stored?.tagVegan).toBe(false)
  expect(stored?.searchTokens).not.toContain('everything')
  expect(stored?.createdAt).toBeInstanceOf(Timestamp)
  expect(await storedFood(chosenId)).toBeUndefined()
  expect(await storedFoodsOf(victim.uid)).toEqual([])
  expect(stored).not.toHaveProperty('polluted')
  expect(stored).not.toHaveProperty('constructor.prototype.polluted')
})

test('POST /addfoods refuses a status other than Available (a new food is on offer)', async () => {
  const donor = await signUpUser()

  for (const foodStatus of ['Requested', 'Expired', 'available', 'Deleted', '']) {
    const response = await post('/addfoods', { as: bearer(donor), body: buildFood({ foodStatus }) })
    expect(expectError(response, 400).fields, foodStatus).toHaveProperty('foodStatus')
  }
  expect(await storedFoodsOf(donor.uid)).toEqual([])
})

/** Each rule of a food's fields (docs/product.md, Foods) and our bounds: every bad value gets 400 naming the field, and stores nothing. */
const invalidValues: Record<string, unknown[]> = {
  foodName: [undefined, null, '', ' ', ' a ', 'a', 'x'.repeat(MAX_FOOD_NAME + 1), 42, ['Soup'], { name: 'Soup' }],
  foodImg: [
    undefined,
    null,
    'not a url',
    'ftp://images.example.com/a.jpg',
    JAVASCRIPT_URL,
    7,
    ['https://images.example.com/a.jpg'],
  ],
  quantity: [
    undefined,
    null,
    0,
    -1,
    1.5,
    '1.5',
    '',
    'abc',
    '1e3',
    ' 5',
    MAX_QUANTITY + 1,
    '9999999',
    true,
    Number.MAX_SAFE_INTEGER + 2,
    [3],
  ],
  location: [undefined, null, '', '   ', '\t\n', 'x'.repeat(MAX_LOCATION + 1), 12, { street: 'Elm' }],
  expireDateTime: [
    undefined,
    null,
    '',
    '2025-02-30',
    '2025-13-01',
    '25-01-01',
    '2025-1-1',
    'tomorrow',
    '2030-01-01T10:00:00Z',
    daysFromNow(-3),
    20300101,
    '1969-12-31',
  ],
}

for (const [field, values] of Object.entries(invalidValues)) {
  test(`POST /addfoods refuses a bad ${field} with 400 naming it, and stores nothing`, async () => {
    const donor = await signUpUser()

    for (const value of values) {
      const food = buildFood()
      if (value === undefined) delete food[field]
      else food[field] = value
      const response = await post('/addfoods', { as: bearer(donor), body: food })
      const body = expectError(response, 400)
      expect(body.error).toBe(apiErrors.badRequest)
      expect(Object.keys(body.fields ?? {}), `${field}=${JSON.stringify(value)}`).toEqual([field])
    }
    expect(await storedFoodsOf(donor.uid)).toEqual([])
  })
}

test("POST /addfoods names every bad field at once, with the spec's texts for name and URL", async () => {
  const donor = await signUpUser()

  const body = {
    foodName: 'a',
    foodImg: 'nope',
    quantity: 0,
    location: '',
    expireDateTime: '2025-02-30',
    foodStatus: 'Expired',
    tags: ['kosher'],
    coordinates: { lat: 91, lng: 0 },
  }
  const response = await post('/addfoods', { as: bearer(donor), body })

  const { fields } = expectError(response, 400)
  expect(Object.keys(fields ?? {}).sort()).toEqual(Object.keys(body).sort())
  expect(fields?.foodName).toBe(copy.dialog.invalidTitle.text)
  expect(fields?.foodImg).toBe(copy.dialog.invalidUrl.text)
  expect(await storedFoodsOf(donor.uid)).toEqual([])
})

test('POST /addfoods refuses a body that is not an object', async () => {
  const donor = await signUpUser()

  expect(expectError(await post('/addfoods', { as: bearer(donor), raw: '[]' }), 400).fields).toHaveProperty('body')
  // Top-level scalars are not JSON to the Functions framework's strict parser: its own 400.
  for (const raw of ['"soup"', '42', 'null', 'true']) {
    expectBadRequestBeforeTheApp(await post('/addfoods', { as: bearer(donor), raw }))
  }
  expect(await storedFoodsOf(donor.uid)).toEqual([])
})

test('POST /addfoods refuses every unsafe image URL with 400 naming foodImg', async () => {
  const donor = await signUpUser()

  for (const foodImg of UNSAFE_IMAGE_URLS) {
    const response = await post('/addfoods', { as: bearer(donor), body: buildFood({ foodImg }) })
    expect(expectError(response, 400).fields?.foodImg, JSON.stringify(foodImg)).toBe(copy.dialog.invalidUrl.text)
  }
  expect(await storedFoodsOf(donor.uid)).toEqual([])
})

test('POST /addfoods: a visitor gets 401 and nothing is stored', async () => {
  const food = buildFood()

  expectError(await post('/addfoods', { body: food }), 401)

  const found = expectBody(await get(`/food?searchParams=${food.foodName.split(' ')[2]}`), 200, publicFoodList)
  expect(found).toEqual([])
})

test('POST /addfoods: the 21st food in an hour gets 429 with Retry-After, whatever X-Forwarded-For says', async () => {
  const donor = await signUpUser()
  const { limit } = RATE_LIMITS.addFood

  for (let index = 0; index < limit; index++) {
    const headers = { 'x-forwarded-for': `203.0.113.${index}` }
    expect((await post('/addfoods', { as: bearer(donor), body: buildFood(), headers })).status).toBe(201)
  }
  for (const forwardedFor of ['198.51.100.7', '10.0.0.1', '198.51.100.8, 10.0.0.2']) {
    const response = await post('/addfoods', {
      as: bearer(donor),
      body: buildFood(),
      headers: { 'x-forwarded-for': forwardedFor },
    })
    expect(expectError(response, 429).error).toBe(apiErrors.rateLimited)
    const retryAfter = Number(response.headers['retry-after'])
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.addFood.windowMs / 1000)
  }
  expect(await storedFoodsOf(donor.uid)).toHaveLength(limit)
  // The limit is the donor's own: another user still adds.
  const other = await signUpUser()
  expect((await post('/addfoods', { as: bearer(other), body: buildFood() })).status).toBe(201)
})

// ── Updating ─────────────────────────────────────────────────────────────────────────────

test('PUT /update/{id} by the donor answers modifiedCount 1 and stores the new fields', async () => {
  const donor = await signUpUser()
  const id = await postFood(bearer(donor))
  const before = await storedFood(id)
  const change = buildFood({
    foodName: 'Lentil Curry',
    location: 'Mirpur 10 Circle',
    quantity: 9,
    foodStatus: 'Requested',
    expireDateTime: daysFromNow(5),
  })

  const response = await put(`/update/${id}`, { as: bearer(donor), body: change })

  expect(expectBody(response, 200, updateResult)).toEqual({ matchedCount: 1, modifiedCount: 1 })
  expect(response.headers['cache-control']).toBe(PRIVATE)
  const after = await storedFood(id)
  expect(after).toMatchObject({
    foodName: 'Lentil Curry',
    location: 'Mirpur 10 Circle',
    quantity: 9,
    foodStatus: 'Requested',
    expireDateTime: change.expireDateTime,
    donator: before?.donator,
    donatorUid: donor.uid,
    createdAt: before?.createdAt,
  })
  expect(after?.searchTokens).toEqual(expect.arrayContaining(['lentil', 'mirpur']))
  expect(after?.searchTokens).not.toContain('test')
  expect((after?.updatedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual((before?.updatedAt as Timestamp).toMillis())
})

test('PUT /update/{id} lets the donor set any status and keep a date that has passed', async () => {
  const donor = await signUpUser()
  const id = await postFood(bearer(donor))

  for (const foodStatus of ['Expired', 'Requested', 'Available']) {
    const response = await put(`/update/${id}`, {
      as: bearer(donor),
      body: buildFood({ foodStatus, expireDateTime: daysFromNow(-10) }),
    })
    expectBody(response, 200, updateResult)
    expect((await storedFood(id))?.foodStatus).toBe(foodStatus)
  }
})

test('PUT /update/{id} never stores the fields a caller may not set', async () => {
  const [donor, victim] = await Promise.all([signUpUser(), signUpUser()])
  const id = await postFood(bearer(donor))
  const before = await storedFood(id)

  const response = await put(`/update/${id}`, {
    as: bearer(donor),
    body: buildFood({
      donatorUid: victim.uid,
      donatorEmail: victim.email,
      donator: { name: 'Victim', email: victim.email, img: 'https://evil.example.com/x.png' },
      createdAt: '2000-01-01T00:00:00Z',
      isAdmin: true,
      _id: 'Elsewhere',
      portionsReserved: 4,
      portionsCollected: 4,
      requestsWaiting: 9,
      listed: false,
    }),
  })

  expectBody(response, 200, updateResult)
  const after = await storedFood(id)
  expect(after).toMatchObject({
    donatorUid: donor.uid,
    donatorEmail: donor.email,
    donator: before?.donator,
    createdAt: before?.createdAt,
    portionsReserved: 0,
    portionsCollected: 0,
    requestsWaiting: 0,
    listed: true,
  })
  expect(after).not.toHaveProperty('isAdmin')
  expect(after).not.toHaveProperty('_id')
  expect(await storedFood('Elsewhere')).toBeUndefined()
})

test('PUT /update/{id} with a bad body gets 400 naming the fields and changes nothing', async () => {
  const donor = await signUpUser()
  const id = await postFood(bearer(donor))
  const before = await storedFood(id)

  for (const body of [
    buildFood({ foodName: 'x' }),
    buildFood({ foodImg: JAVASCRIPT_URL }),
    buildFood({ quantity: -4 }),
    buildFood({ location: ' ' }),
    buildFood({ expireDateTime: '2025-02-30' }),
    buildFood({ foodStatus: 'Gone' }),
    {},
  ]) {
    const { fields } = expectError(await put(`/update/${id}`, { as: bearer(donor), body }), 400)
    expect(Object.keys(fields ?? {}).length).toBeGreaterThan(0)
  }
  expect(await storedFood(id)).toEqual(before)
})

test('PUT /update/{id}: another user gets 403, a visitor 401, an unknown id 404; nothing changes', async () => {
  const [donor, other] = await Promise.all([signUpUser(), signUpUser()])
  const id = await postFood(bearer(donor))
  const before = await storedFood(id)
  const change = buildFood({ foodName: 'Hijacked', foodStatus: 'Expired' })

  expect(expectError(await put(`/update/${id}`, { as: bearer(other), body: change }), 403).error).toBe(
    apiErrors.notYourFood,
  )
  expectError(await put(`/update/${id}`, { body: change }), 401)
  expect(expectError(await put('/update/NoSuchFood0000000000', { as: bearer(donor), body: change }), 404).error).toBe(
    apiErrors.foodNotFound,
  )
  expect(await storedFood(id)).toEqual(before)
  expect(await storedFood('NoSuchFood0000000000')).toBeUndefined()
})

// ── Deleting ─────────────────────────────────────────────────────────────────────────────

test('DELETE /delete/{id} by the donor answers deletedCount 1 and the food is gone', async () => {
  const donor = await signUpUser()
  const id = await postFood(bearer(donor))

  const response = await del(`/delete/${id}`, { as: bearer(donor) })

  expect(expectBody(response, 200, deleteResult)).toEqual({ deletedCount: 1 })
  expect(await storedFood(id)).toBeUndefined()
  expectError(await get(`/food/${id}`, { as: bearer(donor) }), 404)
  expect(expectError(await del(`/delete/${id}`, { as: bearer(donor) }), 404).error).toBe(apiErrors.foodNotFound)
})

test("DELETE /delete/{id} also removes the food's open requests, every one", async () => {
  const [donor, first, second] = await Promise.all([signUpUser(), signUpUser(), signUpUser()])
  const id = await postFood(bearer(donor))
  const asked = [await postRequest(bearer(first), id, { portions: 1 }), await postRequest(bearer(second), id)]
  expect(await requestsOfFood(id)).toHaveLength(2)

  expectBody(await del(`/delete/${id}`, { as: bearer(donor) }), 200, deleteResult)

  expect(await storedFood(id)).toBeUndefined()
  for (const requestId of asked) expect(await storedRequest(requestId)).toBeUndefined()
  expect(await requestsOfFood(id)).toEqual([])
  expect(expectBody(await get('/request', { as: bearer(first) }), 200, requestList)).toEqual([])
})

test('DELETE /delete/{id}: another user gets 403, a visitor 401; the food stays', async () => {
  const [donor, other] = await Promise.all([signUpUser(), signUpUser()])
  const id = await postFood(bearer(donor))
  const before = await storedFood(id)

  expect(expectError(await del(`/delete/${id}`, { as: bearer(other) }), 403).error).toBe(apiErrors.notYourFood)
  expectError(await del(`/delete/${id}`), 401)
  expect(await storedFood(id)).toEqual(before)
})

// ── Text Firestore cannot store ──────────────────────────────────────────────────────────

test('half a surrogate pair in any text field gets 400 naming it, never 500', async () => {
  const donor = await signUpUser()

  for (const [field, value] of [
    ['foodName', 'Soup \ud801'],
    ['location', 'Elm \udc00 Street'],
    ['foodImg', 'https://images.example.com/\ud800.jpg'],
  ] as const) {
    const response = await post('/addfoods', { as: bearer(donor), raw: JSON.stringify(buildFood({ [field]: value })) })
    expect(Object.keys(expectError(response, 400).fields ?? {}), field).toEqual([field])
  }
  expect(await storedFoodsOf(donor.uid)).toEqual([])
})

test('names in scripts beyond the basic plane are stored and found by their first letters', async () => {
  const donor = await signUpUser()
  const deseret = '𐐨𐐯𐐻𐐮𐐹𐐰𐐻𐐨𐐯𐐻𐐮𐐹𐐰𐐻𐐨𐐯𐐻' // 19 astral letters: longer than a stored prefix
  const name = `${deseret} ${uniqueWord()}`

  const { insertedId } = expectBody(
    await post('/addfoods', { as: bearer(donor), body: buildFood({ foodName: name }) }),
    201,
    insertResult,
  )

  expect((await storedFood(insertedId))?.foodName).toBe(name)
  for (const text of [deseret.slice(0, 4), deseret]) {
    const found = expectBody(await get(`/food?searchParams=${encodeURIComponent(text)}`), 200, publicFoodList)
    expect(found.map((item) => item._id)).toContain(insertedId)
  }
})

/** Photo uploads (docs/product.md, Photos) over Hosting's /api rewrite: what comes back, what is refused, what is stored. */
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { db } from '../store/firebase'
import { IMAGE_MAX_SIDE_PX, MAX_IMAGE_BYTES, RATE_LIMITS } from '../shared/constants'
import { apiErrors } from '../shared/copy'
import { IMAGE_WIDTHS_PX } from '../shared/image-widths'
import { foodBody, uploadedImage } from '../shared/responses'
import { buildFood, postFood } from '../test/builders'
import { type Credentials, get, HOSTING_ORIGIN, post } from '../test/http'
import { expectBody, expectError } from '../test/responses'
import { bearer, signUpUser } from '../test/users'

const IMAGE_URL = /^\/api\/images\/[A-Za-z0-9]+$/

/** POSTs raw bytes as a browser's upload does: the file's type, no JSON. */
function upload(bytes: Buffer, as: Credentials, contentType = 'image/jpeg', headers: Record<string, string> = {}) {
  return post('/images', { as, raw: bytes, headers: { 'content-type': contentType, ...headers } })
}

/** GETs a photo's URL as an <img> does, through Hosting. */
async function fetchImage(url: string): Promise<{ response: Response; bytes: Buffer }> {
  const response = await fetch(new URL(url, HOSTING_ORIGIN))
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** The images a user has stored, straight from Firestore. */
async function storedImagesOf(uid: string): Promise<number> {
  return (await db.collection('images').where('uploaderUid', '==', uid).get()).size
}

/** A phone photo: 3000 × 2000 pixels, taken turned (EXIF orientation 6), with a GPS position in its EXIF. */
function phonePhotoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#d2691e' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'FoodShare Test Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2600/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 4000/100',
      },
    })
    .toBuffer()
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A valid PNG header for a 20,000 × 20,000 greyscale image (400 megapixels) followed by one row of
 * pixels: a few hundred bytes that would take 400 MB to decode.
 */
function hugePng(side = 20_000): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(0, 9) // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(side + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

test('a JPEG with GPS in its EXIF comes back upright, at most 1200 px, as WebP, with no metadata at all', async () => {
  const donor = await signUpUser()
  const photo = await phonePhotoWithGps()
  const sent = await sharp(photo).metadata()
  // The precondition: what we send carries a GPS position (EXIF tag 0x8825 points at the GPS IFD).
  expect(sent.exif?.includes(Buffer.from([0x88, 0x25])) || sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)

  const { url } = expectBody(await upload(photo, bearer(donor)), 201, uploadedImage)
  expect(url).toMatch(IMAGE_URL)

  const { response, bytes } = await fetchImage(url)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/webp')
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  const served = await sharp(bytes).metadata()
  expect(served).toMatchObject({ format: 'webp', width: 800, height: IMAGE_MAX_SIDE_PX })
  expect({ exif: served.exif, xmp: served.xmp, iptc: served.iptc, icc: served.icc }).toEqual({
    exif: undefined,
    xmp: undefined,
    iptc: undefined,
    icc: undefined,
  })
  expect(served.orientation).toBeUndefined()
  expect(await storedImagesOf(donor.uid)).toBe(1)
})

test('a text file sent as image/jpeg gets 400 and nothing is stored', async () => {
  const donor = await signUpUser()
  const response = await upload(Buffer.from('This is not a photo of soup.\n'.repeat(40)), bearer(donor))
  expect(expectError(response, 400).error).toBe(apiErrors.notAnImage)
  expect(await storedImagesOf(donor.uid)).toBe(0)
})

test('a 20,000 × 20,000 PNG gets 413 from its header alone, and nothing is stored', async () => {
  const donor = await signUpUser()
  const png = hugePng()
  expect(png.length).toBeLessThan(1000)
  expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({
    format: 'png',
    width: 20_000,
    height: 20_000,
  })

  const response = await upload(png, bearer(donor), 'image/png')
  expect(expectError(response, 413).error).toBe(apiErrors.imageTooManyPixels)
  expect(await storedImagesOf(donor.uid)).toBe(0)
})

test('refuses another Content-Type (415), a body over 8 MB (413), a foreign site (403) and a visitor (401)', async () => {
  const donor = await signUpUser()
  const photo = await phonePhotoWithGps()

  // Not application/json: the Functions framework parses that itself and refuses a photo as bad JSON (400).
  for (const type of ['text/plain', 'image/gif', 'image/svg+xml', 'image/heic', 'multipart/form-data']) {
    expect(expectError(await upload(photo, bearer(donor), type), 415).error, type).toBe(apiErrors.unsupportedImageType)
  }
  const tooBig = Buffer.concat([photo, Buffer.alloc(MAX_IMAGE_BYTES + 1 - photo.length)])
  expect(expectError(await upload(tooBig, bearer(donor)), 413).error).toBe(apiErrors.imageTooLarge)
  const foreign = await upload(photo, bearer(donor), 'image/jpeg', { origin: 'https://evil.example' })
  expect(expectError(foreign, 403).error).toBe(apiErrors.crossOrigin)
  expect(expectError(await upload(photo, undefined), 401).error).toBe(apiErrors.unauthenticated)
  expect(await storedImagesOf(donor.uid)).toBe(0)
})

/** The served photo's format, size and metadata, with the answer's type and caching. */
async function servedAt(url: string) {
  const { response, bytes } = await fetchImage(url)
  const meta = await sharp(bytes).metadata()
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    format: meta.format,
    width: meta.width,
    height: meta.height,
    metadata: [meta.exif, meta.xmp, meta.iptc, meta.icc].filter((part) => part !== undefined).length,
  }
}

test('each upload is kept 400, 800 and 1200 px wide, each width under its own immutable URL', async () => {
  const donor = await signUpUser()
  const landscape = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'FoodShare Test Phone' } })
    .toBuffer()
  const { url } = expectBody(await upload(landscape, bearer(donor)), 201, uploadedImage)
  const answer = { status: 200, type: 'image/webp', cache: 'public, max-age=31536000, immutable', format: 'webp' }

  expect(await servedAt(`${url}?w=400`)).toEqual({ ...answer, width: 400, height: 267, metadata: 0 })
  expect(await servedAt(`${url}?w=800`)).toEqual({ ...answer, width: 800, height: 533, metadata: 0 })
  // The widest is the plain URL, as before the widths; ?w=1200 names the same photo.
  expect(await servedAt(url)).toEqual({ ...answer, width: 1200, height: 800, metadata: 0 })
  expect((await fetchImage(`${url}?w=1200`)).bytes).toEqual((await fetchImage(url)).bytes)
  expect(await storedImagesOf(donor.uid)).toBe(1)
})

test('a photo narrower than a width is never enlarged, and a portrait one keeps its shape', async () => {
  const donor = await signUpUser()
  const small = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#f9a825' } })
    .png()
    .toBuffer()
  const { url } = expectBody(await upload(small, bearer(donor), 'image/png'), 201, uploadedImage)
  const sizes = await Promise.all(
    IMAGE_WIDTHS_PX.map(async (width) => {
      const { width: served, height } = await servedAt(`${url}?w=${width}`)
      return [served, height]
    }),
  )
  expect(sizes).toEqual([
    [400, 600],
    [600, 900],
    [600, 900],
  ])
})

test('a photo kept before the widths (one size only) is served at every width', async () => {
  const webp = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#6d4c41' } })
    .webp()
    .toBuffer()
  const ref = await db.collection('images').add({ webp, uploaderUid: 'before-widths', createdAt: new Date() })
  for (const width of IMAGE_WIDTHS_PX) {
    const { response, bytes } = await fetchImage(`/api/images/${ref.id}?w=${width}`)
    expect(response.status, `w=${width}`).toBe(200)
    expect(bytes, `w=${width}`).toEqual(webp)
  }
})

test('a width other than 400, 800 or 1200 gets 400 naming w', async () => {
  for (const query of ['w=500', 'w=abc', 'w=', 'w=400&w=800']) {
    const error = expectError(await get(`/images/NoSuchImage0000000000?${query}`), 400)
    expect(error.fields, query).toEqual({ w: `w must be one of ${IMAGE_WIDTHS_PX.join(', ')}` })
  }
})

test('GET /images/{id}: 404 for an unknown photo, 400 for a malformed id, 405 for a write', async () => {
  expect(expectError(await get('/images/NoSuchImage0000000000'), 404).error).toBe(apiErrors.imageNotFound)
  expect(expectError(await get('/images/not-an-id'), 400).error).toBe(apiErrors.badRequest)
  const response = await post('/images/NoSuchImage0000000000', { body: {} })
  expect(expectError(response, 405).error).toBe(apiErrors.methodNotAllowed)
  expect(response.headers.allow).toBe('GET')
})

test('a food can be added with the URL of an uploaded photo, and its answer names it', async () => {
  const donor = await signUpUser()
  const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#2e8b57' } })
    .png()
    .toBuffer()
  const { url } = expectBody(await upload(png, bearer(donor), 'image/png'), 201, uploadedImage)

  const id = await postFood(bearer(donor), buildFood({ foodImg: url }))
  expect(expectBody(await get(`/food/${id}`, { as: bearer(donor) }), 200, foodBody).foodImg).toBe(url)
  // Small photos are never enlarged.
  const { bytes } = await fetchImage(url)
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 })
})

test(`the ${RATE_LIMITS.uploadImage.limit + 1}th upload in an hour gets 429`, async () => {
  const donor = await signUpUser()
  const tiny = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
    .png()
    .toBuffer()
  for (let index = 0; index < RATE_LIMITS.uploadImage.limit; index++) {
    expect((await upload(tiny, bearer(donor), 'image/png')).status).toBe(201)
  }
  expect(expectError(await upload(tiny, bearer(donor), 'image/png'), 429).error).toBe(apiErrors.rateLimited)
  expect(await storedImagesOf(donor.uid)).toBe(RATE_LIMITS.uploadImage.limit)
})

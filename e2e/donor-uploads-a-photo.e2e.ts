import type { Locator } from 'playwright-core'
import sharp from 'sharp'
import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { paths } from '../web/src/config/paths'
import { expectAccessible } from './support/axe'
import { dateFromToday, foodCard, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { see, seeDialog, seePath } from './support/see'
import { logInThroughUi } from './support/users'
import { photoPickerText } from '../web/src/texts/foods'
import { signUpUser } from '../functions/src/test/users'

const UPLOADED_IMAGE = /^\/api\/images\/[A-Za-z0-9]+$/

/**
 * A phone camera's photo: 4,000 × 3,000 pixels (12 megapixels), a smooth gradient so it
 * compresses like a real scene rather than noise. Larger than the browser sends as it is.
 */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000]
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      pixels[at] = Math.round((x / width) * 255)
      pixels[at + 1] = Math.round((y / height) * 200)
      pixels[at + 2] = 90
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer()
}

/** The image has arrived and decoded: a broken or still-loading <img> has no natural width. */
async function naturalWidth(image: Locator): Promise<number> {
  return image.evaluate((element) => (element instanceof HTMLImageElement ? element.naturalWidth : 0))
}

journey('a donor uploads a photo of the food, sees it previewed, and finds it on the new food', async ({ page }) => {
  const donor = await signUpUser('photo-donor', 'Pia Photo')
  const photo = await phonePhoto()

  await page.goto(paths.addFood)
  await seePath(page, paths.login)
  await logInThroughUi(page, donor)
  await seePath(page, paths.addFood)
  const form = page.getByRole('form', { name: copy.addFood.heading })
  await see(form.getByRole('button', { name: photoPickerText.button }), `'${photoPickerText.button}'`)

  const name = uniqueFoodName('Journey Photo Paella')
  await form.getByLabel('Food Name').fill(name)
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/images'))
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo })
  // The browser shrank the 12-megapixel photo (to 2048 × 1536, a quarter of its pixels) before
  // sending it. Chromium does not hand a Blob body to Playwright, so its length says so.
  const headers = await (await sent).allHeaders()
  expect(headers['content-type']).toBe('image/jpeg')
  expect(Number(headers['content-length'])).toBeLessThan(photo.length / 2)

  const preview = form.getByRole('img', { name: photoPickerText.preview })
  await see(form.getByText(photoPickerText.uploaded, { exact: true }), `'${photoPickerText.uploaded}'`)
  await expect.poll(() => preview.getAttribute('src')).toMatch(UPLOADED_IMAGE)
  await expect.poll(() => naturalWidth(preview)).toBeGreaterThan(0)
  const url = await form.getByLabel('Food Image URL').inputValue()
  expect(url).toMatch(UPLOADED_IMAGE)
  expect(await preview.getAttribute('src')).toBe(url)
  await expectAccessible(page, '/addfood with an uploaded photo previewed')

  await form.getByLabel('Quantity').fill('3')
  await form.getByLabel('Pickup Location').fill('Photo Street 9')
  await form.getByLabel('Expired Date').fill(dateFromToday(2))
  await form.getByRole('button', { name: 'Add Food', exact: true }).click()
  await seeDialog(page, copy.dialog.added)
  await seePath(page, paths.allFood)

  const card = foodCard(page, name)
  await see(card, `the new food '${name}' on /allfood`)
  const cardImage = card.locator('img').first()
  await cardImage.scrollIntoViewIfNeeded()
  expect(await cardImage.getAttribute('src')).toBe(url)
  await expect.poll(() => naturalWidth(cardImage)).toBeGreaterThan(0)
})

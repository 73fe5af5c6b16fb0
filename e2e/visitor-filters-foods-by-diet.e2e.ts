import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { copy } from '../functions/src/shared/copy'
import { dietTagLabel, type DietTag } from '../functions/src/shared/diet-tags'
import { paths } from '../web/src/config/paths'
import { expectAccessible } from './support/axe'
import { addFoodAs, fillFoodForm, foodCard, uniqueFoodName } from './support/foods'
import { journey } from './support/journey'
import { openPage, see, seeDialog, seeNo, seePath } from './support/see'
import { logInThroughUi, startApiSession } from './support/users'
import { dietTagText } from '../web/src/texts/foods'
import { signUpUser } from '../functions/src/test/users'
import { buildFoodInput } from '../functions/src/test/builders'

function filterChip(page: Page, tag: DietTag) {
  return page.getByRole('group', { name: dietTagText.filter }).getByRole('button', { name: dietTagLabel(tag) })
}

/** The chips a card shows, in order. */
async function chipsOn(page: Page, name: string): Promise<string[]> {
  return foodCard(page, name).getByRole('list', { name: dietTagText.tags }).getByRole('listitem').allInnerTexts()
}

journey(
  'a donor tags a food; a visitor narrows /allfood with diet chips, two at once, and sees the tags on the card',
  async ({ page, newPerson }) => {
    // One word in every name, so a search keeps the list to this journey's foods among everyone's.
    const word = `Tagtest${randomUUID().slice(0, 6)}`
    const donor = await signUpUser('tag-donor', 'Tia Tags')
    const tofu = uniqueFoodName(`${word} Tofu Bowl`)
    const toast = uniqueFoodName(`${word} Seeded Toast`)
    const tikka = uniqueFoodName(`${word} Chicken Tikka`)
    const session = await startApiSession(donor)
    await addFoodAs(session, buildFoodInput({ foodName: toast, tags: ['vegan', 'contains-gluten'] }))
    await addFoodAs(session, buildFoodInput({ foodName: tikka, tags: ['halal', 'contains-dairy'] }))

    // The donor tags the third food in the add form.
    await page.goto(paths.addFood)
    await seePath(page, paths.login)
    await logInThroughUi(page, donor)
    await seePath(page, paths.addFood)
    const form = page.getByRole('form', { name: copy.addFood.heading })
    const foodImg = 'https://images.example.com/tofu.jpg'
    await fillFoodForm(form, { foodName: tofu, foodImg, quantity: 2, location: 'Tag Street 1', days: 2 })
    const tags = form.getByRole('group', { name: dietTagText.tags })
    await tags.getByRole('checkbox', { name: dietTagLabel('vegan') }).check()
    await tags.getByRole('checkbox', { name: dietTagLabel('gluten-free') }).check()
    await form.getByRole('button', { name: 'Add Food', exact: true }).click()
    await seeDialog(page, copy.dialog.added)

    // A visitor, signed out, searches the word: all three.
    const visitor = await newPerson()
    await openPage(visitor, paths.allFood)
    await visitor.getByRole('searchbox', { name: copy.allFood.searchLabel }).fill(word)
    for (const name of [tofu, toast, tikka]) await see(foodCard(visitor, name), `'${name}' found by its word`)
    expect(await chipsOn(visitor, tofu)).toEqual([dietTagLabel('vegan'), dietTagLabel('gluten-free')])

    // Vegan: the tofu and the toast. Then gluten-free too: the tofu alone.
    await filterChip(visitor, 'vegan').click()
    await seeNo(foodCard(visitor, tikka), 'the tikka, which is not vegan')
    await see(foodCard(visitor, toast), 'the vegan toast')
    await see(foodCard(visitor, tofu), 'the vegan tofu')
    expect(await filterChip(visitor, 'vegan').getAttribute('aria-pressed')).toBe('true')
    await filterChip(visitor, 'gluten-free').click()
    await seeNo(foodCard(visitor, toast), 'the toast, which holds gluten')
    await see(foodCard(visitor, tofu), 'the tofu, vegan and gluten-free')
    await see(visitor.getByRole('heading', { level: 1, name: copy.allFood.heading(1) }), 'the true total of 1')
    await expectAccessible(visitor, '/allfood filtered by two diet tags')

    // Both chips off again: everything is back.
    await filterChip(visitor, 'vegan').click()
    await filterChip(visitor, 'gluten-free').click()
    for (const name of [tofu, toast, tikka]) await see(foodCard(visitor, name), `'${name}' back without a filter`)
  },
)

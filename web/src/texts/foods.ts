/**
 * The web's own texts about foods (the spec's texts are in functions/src/shared/copy.ts). This file
 * imports nothing from '@shared', so browser journeys import it too.
 */
import en from '../locales/en/foods.json'
import { catalogue, onLanguageChanged } from './catalog'

const section = catalogue('foods', en)

/** Texts the spec does not spell out for the add form. */
export const addFoodText = section('addFoodText')

/** Texts the spec does not spell out for the edit form. */
export const updateFoodText = section('updateFoodText')

/** Names of the diet-tag groups (see docs/product.md, Foods): a food's chips and the forms' checkboxes (`tags`), /allfood's toggle chips (`filter`). */
export const dietTagText = section('dietTagText')

/** How a diet tag reads on a chip or a checkbox. */
export function dietTagLabel(tag: string): string {
  const labels: Readonly<Record<string, string>> = dietTagText.labels
  return labels[tag] ?? tag
}

/** The status words of foods and requests, on their chips. */
export const statusText: Readonly<Record<string, string>> = section('statusText')

/** Texts of the photo picker (see docs/product.md, Photos). */
export const photoPickerText = section('photoPickerText', {
  uploading: (percent: number) => ({ percent }),
})

/** Labels of the facts shown (the original product named the facts, not their labels). */
export const detailsLabels = section('detailsLabels')

/** Field labels of the add and edit forms (the original product named the fields, not their labels). */
export const foodFormLabels = section('foodFormLabels')

/** Labels of the facts on a card (the spec names the facts, not their labels). */
export const foodCardLabels = section('foodCardLabels')

const foodsText = section('foodsText')

/** Title of the dialog when a delete fails; the server's reason is its text. A live binding. */
export let deleteFoodFailed = foodsText.deleteFailed
onLanguageChanged(() => {
  deleteFoodFailed = foodsText.deleteFailed
})

/** A food that is gone: deleted by its donor, or all given away. */
export const goneFoodText = section('goneFoodText')

/** A donor's screen (the edit form, the queue) opened by someone else: viewing is what they can do. */
export const notYourFoodText = section('notYourFoodText', {
  heading: (food: string) => ({ food }),
  edit: (donor: string) => ({ donor }),
  queue: (donor: string) => ({ donor }),
})

/** Beside a disabled "Add to Request": why it cannot be pressed. */
export const cannotRequestText = section('cannotRequestText')

/** Below the spec's delete dialog on /mypost, when people are waiting on the food. */
export const deleteFoodContext = section('deleteFoodContext', {
  waiting: (count: number) => ({ count }),
})

/** The add and edit forms' own texts: a failure with the server's reasons, as one template (in Arabic, each part keeps its direction). */
export const foodFormText = section('foodFormText', {
  failedBecause: (message: string, reasons: string) => ({ message, reasons }),
})

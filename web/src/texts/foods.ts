/**
 * The web's own texts about foods (the spec's texts are in functions/src/shared/copy.ts). This file
 * imports nothing, so browser journeys import it too.
 */

/** Texts the spec does not spell out for the add form. */
export const addFoodText = { submit: 'Add Food', failed: 'Could not add the food' } as const

/** Texts the spec does not spell out for the edit form. */
export const updateFoodText = {
  heading: 'Update Food',
  submit: 'Update Food',
  failed: 'Could not update the food',
} as const

/** A donor's screen (the edit form, the queue) opened by someone else: viewing is what they can do. */
export const notYourFoodText = {
  heading: (food: string) => `${food} is not your food`,
  edit: (donor: string) => `Only its donor, ${donor}, can edit it. You can view it, and ask for it, on its page.`,
  queue: (donor: string) =>
    `Only its donor, ${donor}, sees who asked for it. You can view it, and ask for it, on its page.`,
  view: 'View this food',
} as const

/** Names of the diet-tag groups (see docs/product.md, Foods). */
export const dietTagText = {
  /** A food's chips, and the add and edit forms' checkboxes. */
  tags: 'Diet and allergens',
  /** /allfood's toggle chips. */
  filter: 'Show only foods that are',
} as const

/** Texts of the photo picker (see docs/product.md, Photos). */
export const photoPickerText = {
  group: 'Photo',
  button: 'Upload a photo',
  progress: 'Upload progress',
  uploading: (percent: number) => `Uploading the photo… ${percent}%`,
  uploaded: 'Photo uploaded',
  preview: 'Preview of the uploaded photo',
  unreadable: 'Choose a JPEG, PNG or WebP photo',
} as const

/** Labels of the facts shown (the original product named the facts, not their labels). */
export const detailsLabels = {
  quantity: 'Quantity',
  donator: 'Donator',
  expireDateTime: 'Expire Date',
  location: 'Pickup Location',
} as const

/** Field labels of the add and edit forms (the original product named the fields, not their labels). */
export const foodFormLabels = {
  foodName: 'Food Name',
  foodImg: 'Food Image URL',
  quantity: 'Quantity',
  location: 'Pickup Location',
  expireDateTime: 'Expired Date',
  foodStatus: 'Food Status',
  donatorName: 'Donator Name',
  donatorEmail: 'Donator Email',
  donatorImg: 'Donator Image URL',
} as const

/** Labels of the facts on a card (the spec names the facts, not their labels). */
export const foodCardLabels = {
  quantity: 'Quantity',
  expires: 'Expires',
  location: 'Pickup location',
  sharedBy: 'Shared by',
} as const

/** Title of the dialog when a delete fails; the server's reason is its text. */
export const deleteFoodFailed = 'Could not delete the food'

/** A food that is gone: deleted by its donor, or all given away. */
export const goneFoodText = {
  heading: 'This food is no longer listed',
  body: 'Its donor removed it, or every portion has been given away. Other foods are waiting.',
  back: 'See all foods',
} as const

/** Beside a disabled "Add to Request": why it cannot be pressed. */
export const cannotRequestText = {
  expired: 'This food has expired, so it can no longer be requested.',
} as const

/** Below the spec's delete dialog on /mypost, when people are waiting on the food. */
export const deleteFoodContext = {
  waiting: (count: number) =>
    count === 1
      ? '1 person is waiting on an answer for this food. Deleting it withdraws their request, and they will be told.'
      : `${count} people are waiting on an answer for this food. Deleting it withdraws their requests, and they will be told.`,
} as const

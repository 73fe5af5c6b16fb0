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
export const foodCardLabels = { quantity: 'Quantity', expires: 'Expires', location: 'Pickup location' } as const

/** Title of the dialog when a delete fails; the server's reason is its text. */
export const deleteFoodFailed = 'Could not delete the food'

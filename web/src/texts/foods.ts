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

/** Texts of the photo picker (the spec has no photo upload; issue 11 §2 adds it). Plain, so browser journeys import them too. */
export const photoPickerText = {
  group: 'Photo',
  button: 'Upload a photo',
  progress: 'Upload progress',
  uploading: (percent: number) => `Uploading the photo… ${percent}%`,
  uploaded: 'Photo uploaded',
  preview: 'Preview of the uploaded photo',
  unreadable: 'Choose a JPEG, PNG or WebP photo',
} as const

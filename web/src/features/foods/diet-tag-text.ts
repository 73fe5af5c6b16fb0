/** Names of the diet-tag groups (issue 11 §3). Plain, so browser journeys import them too. */
export const dietTagText = {
  /** A food's chips, and the add and edit forms' checkboxes. */
  tags: 'Diet and allergens',
  /** /allfood's toggle chips. */
  filter: 'Show only foods that are',
} as const

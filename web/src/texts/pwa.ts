/** Texts of the installable app (see docs/decisions/pwa.md; the spec has none). Journeys import them too. */
export const pwaText = {
  offline: 'You are offline',
  offlineHint: 'FoodShare shows this again once you are back online.',
  updateReady: 'A new version of FoodShare is ready.',
  reloadToUpdate: 'Reload to update',
} as const

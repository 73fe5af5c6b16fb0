/** A public `profileId` as answers carry it: a Firestore auto-id, nothing of the person's uid or email. */
export const PROFILE_ID = /^[A-Za-z0-9]{20}$/

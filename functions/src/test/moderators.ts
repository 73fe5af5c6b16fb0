/** Moderators for the integration tests, made with firebase-admin as the moderator script makes them. */
import { expect } from 'vitest'
import { setModeratorClaim } from '../store/accounts'
import { signInAgain, signUpUser, type TestUser } from './users'

/** A person made a moderator the way `npm run moderator -- add` does, signed in again so their token carries it. */
export async function signUpModerator(): Promise<TestUser> {
  const user = await signUpUser('moderator')
  expect(await setModeratorClaim(user.email, true)).toBe(user.uid)
  return signInAgain(user)
}

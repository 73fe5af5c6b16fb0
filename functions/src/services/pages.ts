import type { SessionUser } from '../domain/account'
import type { DrawnPerson } from '../shared/rendered-pages'
import { accountOf } from '../store/profiles'

/**
 * Who a page drawn for a signed-in person shows in its top bar: their name and photo as their
 * account holds them now (a session started at sign-up, before the profile was set, carries
 * neither). Undefined for an account that is gone.
 */
export async function drawnPersonOf(user: SessionUser): Promise<DrawnPerson | undefined> {
  const account = await accountOf(user.uid)
  if (!account) return undefined
  return {
    uid: user.uid,
    email: user.email,
    displayName: account.displayName ?? null,
    photoURL: account.photoURL ?? null,
  }
}
